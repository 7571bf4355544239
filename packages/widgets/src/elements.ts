/**
 * `@tides/widgets/elements`: the widgets as custom elements for any page, React or not.
 * Importing this module registers every element the package has (`<tide-finder>` and the
 * others `elements/contract/definitions.ts` lists); it is the only module of the package that
 * does.
 *
 * Each element renders into an open shadow root carrying the package's CSS, so the page's CSS
 * cannot break it and its CSS cannot leak. Theme it with `--tides-*` custom properties and
 * `::part()`; listen for the `tides-*` events. `custom-elements.json` and the README list every
 * attribute, property, event, part and custom property (all from
 * `elements/contract/definitions.ts`).
 */
import * as React from 'react';
import { createTideElement, type ElementViewProps } from './elements/shared/create-element.tsx';
import { elementDefinition, type TidesElementTag } from './elements/contract/definitions.ts';
import { toShadowCss } from './elements/shared/shadow-css.ts';
import type { TidesEventMap } from './elements/contract/events.ts';
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
} from './elements/contract/types.ts';
import packageCss from './styles.css?inline';

const shadowCss = toShadowCss(packageCss);

/**
 * Each element's view, `elements/views/<tag>.tsx`, loaded when the first element of its tag
 * renders: a page with one `<tide-today>` downloads the station widget's code and none of the
 * finder's, the date picker's or Supabase Auth's. The size report reads the standalone build's
 * chunks by these file names, one per tag.
 */
const elementViews = {
  'tide-finder': () => import('./elements/views/tide-finder.tsx'),
  'tide-location-search': () => import('./elements/views/tide-location-search.tsx'),
  'tide-card': () => import('./elements/views/tide-card.tsx'),
  'tide-moon-card': () => import('./elements/views/tide-moon-card.tsx'),
  'tide-auth-card': () => import('./elements/views/tide-auth-card.tsx'),
  'tide-fishing-log': () => import('./elements/views/tide-fishing-log.tsx'),
  'tide-windows': () => import('./elements/views/tide-windows.tsx'),
  'tide-today': () => import('./elements/views/tide-today.tsx'),
  'tide-week': () => import('./elements/views/tide-week.tsx'),
  'tide-chart': () => import('./elements/views/tide-chart.tsx'),
  'tide-currents': () => import('./elements/views/tide-currents.tsx'),
  'tide-flood-outlook': () => import('./elements/views/tide-flood-outlook.tsx'),
} satisfies Record<TidesElementTag, () => Promise<{ default: React.ComponentType<never> }>>;

/** Builds the class of `tag`'s element, whose view arrives when it first renders. */
function elementClass(tag: TidesElementTag): CustomElementConstructor {
  // Each view takes its own element's properties, which `createTideElement` reads from the
  // same definition; the loader's type says only that it is a component.
  const load = elementViews[tag] as () => Promise<{
    default: React.ComponentType<ElementViewProps>;
  }>;
  return createTideElement(elementDefinition(tag), React.lazy(load), shadowCss);
}

/** How to build each element's class, built only when it is first defined. */
/** How to build each element's class, built only when it is first defined. */
const elementClasses = Object.fromEntries(
  (Object.keys(elementViews) as TidesElementTag[]).map((tag) => [tag, () => elementClass(tag)]),
) as Record<TidesElementTag, () => CustomElementConstructor>;

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

export type { TidesElementTag, TidesEventName } from './elements/contract/definitions.ts';
export type {
  TidesDateChangeEvent,
  TidesCurrentsEvent,
  TidesErrorEvent,
  TidesEvent,
  TidesFloodOutlookEvent,
  TidesEventDetailMap,
  TidesEventMap,
  TidesLocationSelectEvent,
  TidesResultsEvent,
  TidesSignedInEvent,
  TidesSignedUpEvent,
} from './elements/contract/events.ts';
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
} from './elements/contract/types.ts';

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
    'tide-flood-outlook': TideStationElement;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends TidesEventMap {}
}
