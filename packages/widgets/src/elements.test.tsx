/**
 * What every custom element shares, in jsdom over a fake Supabase project at the edge of the
 * world (`fetch`): registration by the elements entry, an open shadow root carrying the
 * package CSS, and a plain sentence when supabase-url is not a web address. Each element's own
 * markup, attributes, properties and events are tested beside it in `elements/`.
 */
import { waitFor } from '@testing-library/react';
import { CONNECTION, inside, place, setUpElementTests } from '../test/elements.ts';
import { ANON_KEY, fakeSupabase, SUPABASE_URL } from '../test/fake-supabase.ts';
import { defineTideElements } from './elements.ts';
import { elementDefinitions } from './elements/contract/definitions.ts';

const TAGS = elementDefinitions.map((definition) => definition.tag);

setUpElementTests();

describe('defineTideElements', () => {
  it('registers every element when the elements entry is imported', () => {
    for (const tag of TAGS) expect(customElements.get(tag)).toBeDefined();
  });

  it('can be called again without redefining anything', () => {
    const before = TAGS.map((tag) => customElements.get(tag));
    expect(() => defineTideElements()).not.toThrow();
    expect(TAGS.map((tag) => customElements.get(tag))).toEqual(before);
  });

  it('gives every element an open shadow root carrying the package CSS', async () => {
    for (const tag of TAGS) {
      const element = place(tag, CONNECTION);
      expect(element.shadowRoot?.mode).toBe('open');
      const style = await waitFor(() => {
        const found = element.shadowRoot!.querySelector('style');
        expect(found).not.toBeNull();
        return found;
      });
      expect(style?.textContent).toContain(':host{all:initial;display:block;');
      expect(style?.textContent).toContain('.tides-tide-finder');
      expect(style?.textContent).toContain(':host([theme=');
      // The page's root font size must not reach in: no rem is left unscaled.
      expect(style?.textContent).not.toMatch(/\d\s*rem\b(?![^(]*\* var\(--tides-rem\))/);
    }
  });
});

describe('every element', () => {
  it.each(TAGS)(
    '<%s> says so, rather than going blank, when supabase-url is not a web address',
    async (tag) => {
      fakeSupabase();
      const element = place(
        tag,
        `supabase-url="tides-test" supabase-anon-key="${ANON_KEY}" location="8443970"`,
      );
      expect(
        await inside(element).findByText(
          `<${tag}> cannot reach the tide service: supabase-url "tides-test" is not an http:// or https:// address.`,
        ),
      ).toBeInTheDocument();

      element.setAttribute('supabase-url', `${SUPABASE_URL}/`);
      await waitFor(() =>
        expect(inside(element).queryByText(/cannot reach the tide service/)).toBeNull(),
      );
    },
  );
});
