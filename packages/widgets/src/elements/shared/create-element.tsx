import r2wc from '@r2wc/react-to-web-component';
import * as React from 'react';
import { parseAttribute, stringifyAttribute } from './attributes.ts';
import type { ElementDefinition } from '../contract/definitions.ts';

/** What every element's view receives besides its attributes' values. */
export interface ElementViewProps {
  /** The custom element, to dispatch events from. */
  host: HTMLElement;
}

/**
 * An element's property values, in our own hands rather than r2wc's: attributes and
 * properties write here, and the mounted view subscribes with `useSyncExternalStore`. Each
 * change is a new object, so React sees it.
 */
class ElementValues {
  #values: Readonly<Record<string, unknown>> = {};
  readonly #listeners = new Set<() => void>();

  readonly read = (): Readonly<Record<string, unknown>> => this.#values;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get(property: string): unknown {
    return this.#values[property];
  }

  /** Sets a value; `undefined` removes it, so the view falls back to its default. */
  set(property: string, value: unknown): void {
    if (Object.is(this.#values[property], value)) return;
    const { [property]: _previous, ...rest } = this.#values;
    this.#values = value === undefined ? rest : { ...rest, [property]: value };
    for (const listener of this.#listeners) listener();
  }
}

/**
 * A custom element class for a definition.
 *
 * r2wc is the mechanism, used only through its public API: `r2wc(Component, { shadow: 'open' })`
 * gives a class that mounts `Component` into an open shadow root when the element connects
 * (`connectedCallback`, passing that root as the `container` prop) and unmounts it when the
 * element leaves the page. It is given no props, so it observes no attribute and defines no
 * property. Nothing else of r2wc is relied on, so the `@r2wc/core` an embedder's install picks
 * within r2wc's own range works too: `TIDES_R2WC=newest` runs the element and package tests on
 * r2wc's newest release.
 *
 * The attributes are ours, through the standard custom-element callbacks
 * (`observedAttributes`, `attributeChangedCallback`) and accessors on our subclass, following
 * `definition`:
 * - removing an attribute (or setting its property to `null`/`undefined`) returns the element
 *   to that attribute's default;
 * - attribute text is read by `parseAttribute` (a present boolean is true unless `"false"`);
 * - setting a property writes its attribute back, except object properties (`result`);
 * - a property set on the element before its class was defined is taken over.
 */
export function createTideElement<Props extends object>(
  definition: ElementDefinition,
  View: React.ComponentType<Props & ElementViewProps>,
  css: string,
): CustomElementConstructor {
  // Each element's values, found from the shadow root r2wc hands the view.
  const valuesOf = new WeakMap<Node, ElementValues>();

  function ElementRoot({ container }: { container?: HTMLElement }) {
    const host = (container as unknown as ShadowRoot | undefined)?.host as HTMLElement;
    const values = valuesOf.get(host)!;
    const props = React.useSyncExternalStore(values.subscribe, values.read, values.read);
    return (
      <>
        <style>{css}</style>
        {/* A view loaded on demand shows nothing until its code has arrived. */}
        <React.Suspense fallback={null}>
          <View {...(props as Props)} host={host} />
        </React.Suspense>
      </>
    );
  }
  ElementRoot.displayName = `${definition.className}Root`;

  // Typed as what every custom element class that renders on connection is.
  const Mounting = r2wc(ElementRoot, { shadow: 'open', props: {} }) as new () => HTMLElement & {
    connectedCallback(): void;
  };
  const byName = new Map(definition.attributes.map((attribute) => [attribute.name, attribute]));

  class TideElement extends Mounting {
    static get observedAttributes(): string[] {
      return definition.attributes.map((attribute) => attribute.name);
    }

    readonly #values = new ElementValues();

    constructor() {
      super();
      valuesOf.set(this, this.#values);
    }

    override connectedCallback() {
      // A page may set a property before this class is defined or before the element joins
      // the page: that own property would hide our accessor, so take its value over (the
      // "lazy property" upgrade).
      const self = this as unknown as Record<string, unknown>;
      for (const { property } of definition.attributes) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = self[property];
          delete self[property];
          self[property] = value;
        }
      }
      super.connectedCallback();
    }

    attributeChangedCallback(name: string, _previous: string | null, text: string | null) {
      const attribute = byName.get(name);
      if (!attribute) return;
      this.#values.set(attribute.property, parseAttribute(attribute.kind, text, name));
    }
  }

  for (const attribute of definition.attributes) {
    Object.defineProperty(TideElement.prototype, attribute.property, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return valuesOf.get(this)?.get(attribute.property);
      },
      set(this: HTMLElement, value: unknown) {
        if (attribute.reflects) {
          // The attribute change comes back through attributeChangedCallback, which parses.
          const text = stringifyAttribute(attribute.kind, value);
          if (text === null) this.removeAttribute(attribute.name);
          else this.setAttribute(attribute.name, text);
          return;
        }
        valuesOf.get(this)?.set(attribute.property, value ?? undefined);
      },
    });
  }

  Object.defineProperty(TideElement, 'name', { value: definition.className });
  return TideElement;
}
