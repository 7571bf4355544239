/**
 * `custom-elements.json` and the README promise what `definitions.ts` says; these tests hold
 * the elements to it: every documented attribute is observed and is a property, and driving
 * each element through what a visitor does fires exactly the documented events and shows
 * exactly the documented parts.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildManifest, withReference } from '../../../scripts/manifest.ts';
import {
  CONNECTION,
  inside,
  place,
  recordEvents,
  setUpElementTests,
} from '../../../test/elements.ts';
import { chooseBoston, fillIn } from '../../../test/visitor.ts';
import { fakeSupabase } from '../../../test/fake-supabase.ts';
import '../../elements.ts';
import { elementDefinitions, type TidesElementTag } from './definitions.ts';

setUpElementTests();

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const packageFile = (name: string) => join(packageDir, name);
const themeCss = readFileSync(packageFile('src/theme.css'), 'utf8');
const manifest = buildManifest(themeCss);
const declarations = manifest.modules[0]!.declarations.filter(
  (declaration) => 'tagName' in declaration,
);

function documented(tag: TidesElementTag) {
  const declaration = declarations.find((candidate) => candidate.tagName === tag);
  if (!declaration) throw new Error(`<${tag}> is not in the manifest`);
  return declaration;
}

/** The part names showing in an element's shadow root right now. */
function partsIn(element: HTMLElement): string[] {
  return [...element.shadowRoot!.querySelectorAll('[part]')].flatMap((node) =>
    node.getAttribute('part')!.split(/\s+/),
  );
}

/** What a visitor does with each element, noting every part shown on the way. */
const scenarios: Record<TidesElementTag, (seen: Set<string>) => Promise<void>> = {
  async 'tide-finder'(seen) {
    const user = userEvent.setup();
    const finder = place('tide-finder', CONNECTION);
    const view = inside(finder);
    const note = () => partsIn(finder).forEach((part) => seen.add(part));

    await user.type(await view.findByRole('combobox', { name: 'Location' }), 'Bos');
    await view.findByRole('option', { name: 'Boston, MA' });
    note();
    await user.click(view.getByRole('option', { name: 'Boston, MA' }));
    await user.click(view.getByRole('button', { name: /^Date / }));
    note();
    await user.click(view.getByRole('button', { name: /March 20th, 2026/ }));
    await user.click(view.getByRole('button', { name: 'Find Tides' }));
    await view.findByRole('heading', { name: /Boston, MA/ });
    note();
    // Editing the name away and pressing Enter: a search with no location.
    await user.type(view.getByRole('combobox', { name: 'Location' }), 'x{Enter}');
    await view.findByText('Please select a location');
    note();
  },

  async 'tide-location-search'(seen) {
    const user = userEvent.setup();
    const search = place('tide-location-search', CONNECTION);
    await user.type(await inside(search).findByRole('combobox', { name: 'Location' }), 'Bos');
    await inside(search).findByRole('option', { name: 'Boston, MA' });
    partsIn(search).forEach((part) => seen.add(part));
    await chooseBoston(search, user);
  },

  async 'tide-card'(seen) {
    await cardScenario('tide-card', seen);
  },

  async 'tide-moon-card'(seen) {
    await cardScenario('tide-moon-card', seen);
  },

  async 'tide-today'(seen) {
    await cardScenario('tide-today', seen);
  },

  async 'tide-week'(seen) {
    await cardScenario('tide-week', seen);
  },

  async 'tide-chart'(seen) {
    await cardScenario('tide-chart', seen);
  },

  async 'tide-currents'(seen) {
    await cardScenario('tide-currents', seen, 'PUG1701');
  },

  async 'tide-flood-outlook'(seen) {
    await cardScenario('tide-flood-outlook', seen);
  },

  async 'tide-fishing-log'(seen) {
    // Signed out, whatever an earlier element signed in to.
    localStorage.clear();
    const log = place('tide-fishing-log', `${CONNECTION} sign-in-href="/login"`);
    await inside(log).findByRole('link', { name: 'Sign in' });
    partsIn(log).forEach((part) => seen.add(part));
  },
  async 'tide-windows'(seen) {
    const windows = place(
      'tide-windows',
      `${CONNECTION} location="8443970" search="below=0&light=day"`,
    );
    await inside(windows).findByText(/lowest -0.5 ft at 2:47/);
    partsIn(windows).forEach((part) => seen.add(part));
  },
  async 'tide-auth-card'(seen) {
    const user = userEvent.setup();
    const card = place('tide-auth-card', CONNECTION);
    const view = inside(card);
    // By selector: jsdom keeps a panel's computed `display: none` after its `hidden` goes, in
    // a shadow root, so a role query would call the newly shown panel inaccessible.
    const submit = () =>
      card.shadowRoot!.querySelector<HTMLButtonElement>('[role="tabpanel"]:not([hidden]) button')!;

    await user.click(await view.findByRole('tab', { name: 'Sign In' }));
    await user.click(submit());
    await view.findByRole('alert');
    partsIn(card).forEach((part) => seen.add(part));
    fillIn(view.getByLabelText('Email'), 'ada@example.com');
    fillIn(view.getByLabelText('Password'), 'correct horse');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(view.getByRole('tab', { name: 'Sign Up' }));
    fillIn(view.getByLabelText('Display Name'), 'Ada');
    fillIn(view.getByLabelText('Email'), 'ada@example.com');
    fillIn(view.getByLabelText('Password'), 'correct horse');
    await user.click(submit());
    await waitFor(() => expect(submit()).toBeEnabled());
  },
};

/** A card that looks a day up, then one whose lookup fails. */
async function cardScenario(
  tag:
    | 'tide-card'
    | 'tide-moon-card'
    | 'tide-today'
    | 'tide-week'
    | 'tide-chart'
    | 'tide-currents'
    | 'tide-flood-outlook',
  seen: Set<string>,
  location = '8443970',
) {
  const card = place(tag, `${CONNECTION} location="${location}"`);
  await inside(card).findByRole('status');
  partsIn(card).forEach((part) => seen.add(part));
  await inside(card).findByRole('heading', { level: 3 });
  partsIn(card).forEach((part) => seen.add(part));

  const failing = place(tag, `${CONNECTION} location="0000000"`);
  await waitFor(() => expect(failing.shadowRoot!.querySelector('[part~="notice"]')).not.toBeNull());
  partsIn(failing).forEach((part) => seen.add(part));
}

describe('custom-elements.json', () => {
  it('declares every element, each exported under its tag', () => {
    const [module] = manifest.modules;
    expect(manifest.schemaVersion).toBe('2.0.0');
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(
      elementDefinitions.map((definition) => definition.tag),
    );
    for (const definition of elementDefinitions) {
      expect(module!.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: definition.tag,
        declaration: { name: definition.className, module: 'dist/elements.js' },
      });
    }
  });

  it('lists every documented custom property of the theme, and only real ones', () => {
    const properties = documented('tide-finder').cssProperties.map((property) => property.name);
    expect(properties).toContain('--tides-color-primary');
    expect(properties).toContain('--tides-rem');
    for (const property of properties.filter((name) => name !== '--tides-rem')) {
      expect(themeCss).toContain(`${property}:`);
    }
    const declared = new Set(themeCss.match(/--tides-[\w-]+(?=\s*:)/g));
    expect(new Set(properties.filter((name) => name !== '--tides-rem'))).toEqual(declared);
  });

  describe.each(elementDefinitions.map((definition) => definition.tag))('<%s>', (tag) => {
    const declaration = documented(tag);

    it('observes every documented attribute, and no other', () => {
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] })
        .observedAttributes;
      expect([...observed].sort()).toEqual(
        declaration.attributes.map((attribute) => attribute.name).sort(),
      );
    });

    it('has a property for every documented attribute', () => {
      const prototype = customElements.get(tag)!.prototype as object;
      for (const member of declaration.members) {
        const descriptor = Object.getOwnPropertyDescriptor(prototype, member.name);
        expect(descriptor?.get, `${tag}.${member.name}`).toBeTypeOf('function');
        expect(descriptor?.set, `${tag}.${member.name}`).toBeTypeOf('function');
      }
    });

    it(
      'fires exactly the documented events, and shows exactly the documented parts',
      async () => {
        fakeSupabase();
        const events = recordEvents();
        const parts = new Set<string>();

        await scenarios[tag](parts);

        await waitFor(() =>
          expect(new Set(events.map((event) => event.type))).toEqual(
            new Set(declaration.events.map((event) => event.name)),
          ),
        );
        expect([...parts].sort()).toEqual(declaration.cssParts.map((part) => part.name).sort());
      },
      // Each scenario steps through lookups, and the element's view (and the date picker's
      // calendar) compile on their first use in the run: seconds each on a busy machine.
      30_000,
    );
  });
});

describe('README.md', () => {
  it('has the element reference the definitions generate', async () => {
    const path = packageFile('README.md');
    const readme = readFileSync(path, 'utf8');
    const fresh = await withReference(readme, themeCss, path);
    expect(readme, 'Run `pnpm --filter @tides/widgets build` to regenerate it.').toBe(fresh);
  });
});
