import r2wc from '@r2wc/react-to-web-component';
import * as React from 'react';
import { parseAttribute, stringifyAttribute } from './attributes.ts';
import type { ElementDefinition } from './definitions.ts';

/**
 * r2wc keeps an element's props and its render method under these registered symbols
 * (@r2wc/core 1.3). We read and write the props ourselves so that attributes follow our rules
 * (`parseAttribute`), then ask r2wc to render; the element tests fail if r2wc moves them.
 */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

function internals(element: HTMLElement): R2wcInternals {
  return element as unknown as R2wcInternals;
}

/** What every element's view receives besides its attributes' values. */
export interface ElementViewProps {
  /** The custom element, to dispatch events from. */
  host: HTMLElement;
}

/** The r2wc base: an HTMLElement with the lifecycle callbacks r2wc implements. */
type R2wcElementConstructor = new () => HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
};

/**
 * A custom element class for a definition: r2wc mounts `View` into an open shadow root (and
 * unmounts it when the element leaves the page), and passes it the shadow root as
 * `container`; we render the stylesheet first inside it and hand the view its host.
 *
 * Attributes and properties follow `definition`, with these rules over r2wc's own:
 * - removing an attribute (or setting its property to `null`/`undefined`) returns the element
 *   to that attribute's default; r2wc would keep the last value;
 * - booleans: see `parseAttribute`; setting the property writes or removes the attribute;
 * - object properties (`result`) are not written back to their attribute;
 * - a property set on the element before its class was defined is taken over at connection.
 */
export function createTideElement<Props extends object>(
  definition: ElementDefinition,
  View: React.ComponentType<Props & ElementViewProps>,
  css: string,
): CustomElementConstructor {
  function ElementRoot(props: Props & { container?: ShadowRoot }) {
    const { container, ...attributes } = props;
    const host = container?.host as HTMLElement;
    return (
      <>
        <style>{css}</style>
        <View {...(attributes as Props)} host={host} />
      </>
    );
  }
  ElementRoot.displayName = `${definition.className}Root`;

  // Every attribute is handed to r2wc as a string: it only stores the raw text at
  // construction, which our attributeChangedCallback then parses (r2wc would throw on bad JSON).
  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(
      definition.attributes.map((attribute) => [attribute.property, 'string' as const]),
    ) as never,
  }) as unknown as R2wcElementConstructor;

  const byName = new Map(definition.attributes.map((attribute) => [attribute.name, attribute]));

  class TideElement extends Base {
    attributeChangedCallback(name: string, _previous: string | null, text: string | null) {
      const attribute = byName.get(name);
      if (!attribute) return;
      const props = internals(this)[R2WC_PROPS];
      const value = parseAttribute(attribute.kind, text, name);
      if (value === undefined) delete props[attribute.property];
      else props[attribute.property] = value;
      internals(this)[R2WC_RENDER]();
    }

    override connectedCallback() {
      // A page may set a property before this class is defined: that own property would hide
      // our accessor, so take its value over (the "lazy property" upgrade).
      for (const { property } of definition.attributes) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
        }
      }
      super.connectedCallback();
    }
  }

  for (const attribute of definition.attributes) {
    Object.defineProperty(TideElement.prototype, attribute.property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return internals(this)[R2WC_PROPS][attribute.property];
      },
      set(this: HTMLElement, value: unknown) {
        if (attribute.reflects) {
          // The attribute change comes back through attributeChangedCallback, which parses.
          const text = stringifyAttribute(attribute.kind, value);
          if (text === null) this.removeAttribute(attribute.name);
          else this.setAttribute(attribute.name, text);
          return;
        }
        const props = internals(this)[R2WC_PROPS];
        if (value === null || value === undefined) delete props[attribute.property];
        else props[attribute.property] = value;
        internals(this)[R2WC_RENDER]();
      },
    });
  }

  Object.defineProperty(TideElement, 'name', { value: definition.className });
  return TideElement;
}
