/**
 * The iframe page (`/embed/frame`): one widget alone, from the address's query, with no site
 * chrome and nothing of accounts. Built on its own (`vite.frame.config.ts`) with Preact standing
 * in for React, so a frame loads its widget's code and little else.
 */
import { lazy, StrictMode, Suspense, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { StationTides, type TideResult } from '@tides/widgets';
import { createSupabaseTideClient } from '@tides/widgets/supabase';
import '@tides/widgets/styles.css';
import { useFrameProps } from './frame-props';
import { reportFrameHeight } from './frame-height';
import { readEmbedOptions, type EmbedOptions } from './options';
import { findTidesUrl, stationPageUrl } from './snippets';

const SUPABASE_URL = import.meta.env.VITE_SUPABASE_URL;
const SUPABASE_ANON_KEY = import.meta.env.VITE_SUPABASE_ANON_KEY;

/** The currents' widget, loaded only by a frame that shows one: the tide frames stay as light as they were. */
const CurrentsFrame = lazy(() => import('./currents-frame'));
/** The flood outlook, loaded only by a frame that shows one. */
const FloodFrame = lazy(() => import('./flood-frame'));

const stationHref = (result: TideResult) =>
  result.station ? stationPageUrl(location.origin, result.station) : undefined;

/** The standalone elements, loaded only by a frame that shows the finder. */
const STANDALONE_SCRIPT = '/widgets/tide-finder.js';

/** The finder, as the standalone `<tide-finder>` (it needs the date picker's popover). */
function FinderFrame({ options }: { options: EmbedOptions }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const finder = document.createElement('tide-finder');
    finder.setAttribute('supabase-url', SUPABASE_URL);
    finder.setAttribute('supabase-anon-key', SUPABASE_ANON_KEY);
    finder.setAttribute('theme', options.theme);
    finder.setAttribute('units', options.units);
    if (options.clock) finder.setAttribute('hour-cycle', options.clock);
    if (options.station) finder.setAttribute('location', options.station);
    finder.setAttribute('credit-href', findTidesUrl(location.origin));
    holder.current?.replaceChildren(finder);
    void import(/* @vite-ignore */ STANDALONE_SCRIPT);
  }, [options]);
  // The element carries its own credit, linking to Find Tides.
  return <div ref={holder} />;
}

function Frame({ options }: { options: EmbedOptions }) {
  const client = useState(() =>
    createSupabaseTideClient({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY }),
  )[0];
  const frame = useFrameProps(client, options, stationHref);
  if (options.widget === 'finder') return <FinderFrame options={options} />;
  if (!options.station) {
    return <p className="frame-note">This embed names no station: make a new one at /embed.</p>;
  }
  if (options.widget === 'currents') {
    return (
      <Suspense fallback={null}>
        <CurrentsFrame client={client} options={options} />
      </Suspense>
    );
  }
  if (options.widget === 'flood') {
    return (
      <Suspense fallback={null}>
        <FloodFrame client={client} options={options} />
      </Suspense>
    );
  }
  return <StationTides {...frame} widget={options.widget} />;
}

const root = document.getElementById('frame');
if (root) {
  reportFrameHeight(root);
  createRoot(root).render(
    <StrictMode>
      <Frame options={readEmbedOptions(location.search)} />
    </StrictMode>,
  );
}
