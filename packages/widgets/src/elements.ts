/**
 * `@tides/widgets/elements`: the widgets as custom elements for any page, React or not.
 * Importing this module registers every element the package has (`<tide-finder>` and the
 * others `elements/definitions.ts` lists); it is the only module of the package that does.
 *
 * Each element renders into an open shadow root carrying the package's CSS, so the page's CSS
 * cannot break it and its CSS cannot leak. Theme it with `--tides-*` custom properties and
 * `::part()`; listen for the `tides-*` events. `custom-elements.json` and the README list every
 * attribute, property, event, part and custom property (all from `elements/definitions.ts`).
 */
import { TideAuthCardElementView } from './elements/auth-card-element.tsx';
import { TideCardElementView, TideMoonCardElementView } from './elements/card-elements.tsx';
import { createTideElement } from './elements/create-element.tsx';
import { TideFishingLogElementView } from './elements/fishing-log-element.tsx';
import { elementDefinition, type TidesElementTag } from './elements/definitions.ts';
import { TideLocationSearchElementView } from './elements/location-search-element.tsx';
import { toShadowCss } from './elements/shadow-css.ts';
import {
  TideChartElementView,
  TideTodayElementView,
  TideWeekElementView,
} from './elements/station-elements.tsx';
import { TideFinderElementView } from './elements/tide-finder-element.tsx';
import { TideWindowsElementView } from './elements/tide-windows-element.tsx';
import { TideCurrentsElementView } from './elements/tide-currents-element.tsx';
import type { TidesEventMap } from './elements/events.ts';
import type {
  TideAuthCardElement,
  TideCardElement,
  TideCurrentsElement,
  TideFinderElement,
  TideFishingLogElement,
  TideLocationSearchElement,
  TideMoonCardElement,
  TideStationElement,
  TideWindowsElement,
} from './elements/types.ts';
import packageCss from './styles.css?inline';

const shadowCss = toShadowCss(packageCss);

/** How to build each element's class, built only when it is first defined. */
const elementClasses: Record<TidesElementTag, () => CustomElementConstructor> = {
  'tide-finder': () =>
    createTideElement(elementDefinition('tide-finder'), TideFinderElementView, shadowCss),
  'tide-location-search': () =>
    createTideElement(
      elementDefinition('tide-location-search'),
      TideLocationSearchElementView,
      shadowCss,
    ),
  'tide-card': () =>
    createTideElement(elementDefinition('tide-card'), TideCardElementView, shadowCss),
  'tide-moon-card': () =>
    createTideElement(elementDefinition('tide-moon-card'), TideMoonCardElementView, shadowCss),
  'tide-auth-card': () =>
    createTideElement(elementDefinition('tide-auth-card'), TideAuthCardElementView, shadowCss),
  'tide-fishing-log': () =>
    createTideElement(elementDefinition('tide-fishing-log'), TideFishingLogElementView, shadowCss),
  'tide-windows': () =>
    createTideElement(elementDefinition('tide-windows'), TideWindowsElementView, shadowCss),
  'tide-today': () =>
    createTideElement(elementDefinition('tide-today'), TideTodayElementView, shadowCss),
  'tide-week': () =>
    createTideElement(elementDefinition('tide-week'), TideWeekElementView, shadowCss),
  'tide-chart': () =>
    createTideElement(elementDefinition('tide-chart'), TideChartElementView, shadowCss),
  'tide-currents': () =>
    createTideElement(elementDefinition('tide-currents'), TideCurrentsElementView, shadowCss),
};

/**
 * Registers every element that is not registered yet, so calling it again, or loading the
 * standalone script next to this module, is harmless. Does nothing where there is no
 * `customElements` (server rendering).
 */
export function defineTideElements(): void {
  if (typeof customElements === 'undefined') return;
  for (const [tag, create] of Object.entries(elementClasses)) {
    if (!customElements.get(tag)) customElements.define(tag, create());
  }
}

defineTideElements();

export type { TidesElementTag, TidesEventName } from './elements/definitions.ts';
export type {
  TidesDateChangeEvent,
  TidesCurrentsEvent,
  TidesErrorEvent,
  TidesEvent,
  TidesEventDetailMap,
  TidesEventMap,
  TidesLocationSelectEvent,
  TidesResultsEvent,
  TidesSignedInEvent,
  TidesSignedUpEvent,
} from './elements/events.ts';
export type {
  TideMoonCardElement,
  TideMoonCardElementProperties,
  TideAuthCardElement,
  TideAuthCardElementProperties,
  TideCardElement,
  TideCardElementProperties,
  TideCurrentsElement,
  TideCurrentsElementProperties,
  TideFinderElement,
  TideFinderElementProperties,
  TideFishingLogElement,
  TideFishingLogElementProperties,
  TideLocationSearchElement,
  TideLocationSearchElementProperties,
  TidesConnectionProperties,
  TidesElement,
  TidesElementPropertiesMap,
  TideStationElement,
  TideStationElementProperties,
  TideWindowsElement,
  TideWindowsElementProperties,
} from './elements/types.ts';

declare global {
  interface HTMLElementTagNameMap {
    'tide-finder': TideFinderElement;
    'tide-location-search': TideLocationSearchElement;
    'tide-card': TideCardElement;
    'tide-moon-card': TideMoonCardElement;
    'tide-auth-card': TideAuthCardElement;
    'tide-fishing-log': TideFishingLogElement;
    'tide-windows': TideWindowsElement;
    'tide-today': TideStationElement;
    'tide-week': TideStationElement;
    'tide-chart': TideStationElement;
    'tide-currents': TideCurrentsElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends TidesEventMap {}
}
