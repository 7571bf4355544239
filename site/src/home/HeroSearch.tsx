/**
 * The home page's search: the widgets' location search in the hero, where choosing a match
 * opens that station's page, and "near me" beside it. The home page is in the bundle every
 * content page loads, so the search loads in the browser only, once the page is hydrated (and
 * the client's code on the first lookup); until then, and in the prerendered HTML, a disabled box of the same size holds the
 * place.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { useRouter } from '../router/router';
import type { HeroSearchPartsProps } from './hero-search-parts';

const LABEL = 'Find a tide station';
const PLACEHOLDER = 'Town, beach or ZIP code';
const PLACEHOLDER_ID = 'hero-search-input';

export function HeroSearch() {
  const hydrated = useHydrated();
  const { navigate } = useRouter();
  const [Parts, setParts] = useState<ComponentType<HeroSearchPartsProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    import('./hero-search-parts').then(
      (module) => live && setParts(() => module.HeroSearchParts),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hydrated]);

  return (
    <div className="hero-search" data-state={Parts ? 'ready' : failed ? 'error' : 'loading'}>
      {Parts ? (
        <Parts label={LABEL} placeholder={PLACEHOLDER} onOpen={navigate} />
      ) : (
        <div className="hero-search-parts">
          <div className="hero-search-placeholder">
            <label htmlFor={PLACEHOLDER_ID}>{LABEL}</label>
            <input
              id={PLACEHOLDER_ID}
              type="search"
              disabled
              placeholder={failed ? 'The search could not be loaded.' : PLACEHOLDER}
            />
          </div>
          {/* Holds the place of "near me", so nothing below moves when it arrives. */}
          <div className="hero-near-placeholder" />
        </div>
      )}
    </div>
  );
}
