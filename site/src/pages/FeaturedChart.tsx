/**
 * The home page's featured chart: today's water level in Boston, drawn by the widgets'
 * TideChart from the same backend the Find Tides page uses.
 *
 * The home page is in the site's main bundle, which every content page loads, so the chart,
 * the widgets' styles and the tide client are fetched only in the browser, when the visitor
 * nears the chart (dynamic imports in an effect): none of them weighs on a first visit to any
 * page. Until they arrive, and in the prerendered HTML, a skeleton of the chart's height holds
 * its place.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '../router/router';
import { resolveUnits, usePreferences } from '../lib/preferences';
import { useNearView } from '../lib/use-near-view';
import type * as ChartPartsModule from './featured-chart-parts';
import type { FeaturedChartView } from './featured-chart-parts';

type ChartParts = typeof ChartPartsModule;

/** Boston (NOAA 8443970): the station the home page features. */
const FEATURED_STATION = { id: 'noaa/8443970', name: 'Boston, MA', timeZone: 'America/New_York' };

/**
 * Room the chart takes on a desktop column: the skeleton is this tall, and so is the space the
 * chart is given, so nothing below moves when it arrives.
 */
const CHART_MIN_HEIGHT = '30.5rem';

/** How far below the viewport the chart starts loading, so it is usually there when scrolled to. */
const LOAD_AHEAD_MARGIN = '600px';

/** The site's resolved theme (`<html data-theme>`), followed as the visitor toggles it. */
function useSiteTheme(): 'light' | 'dark' | undefined {
  const [theme, setTheme] = useState<'light' | 'dark'>();
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.dataset.theme === 'dark' ? 'dark' : 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** Today's tides in Boston as a chart, with the way to any other station and day. */
export function FeaturedChart() {
  const [parts, setParts] = useState<ChartParts | 'failed' | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const theme = useSiteTheme();
  const preferences = usePreferences();

  // The chart sits below the fold: fetch it only as the visitor nears it (or lands on #charts).
  const near = useNearView(container, LOAD_AHEAD_MARGIN);

  useEffect(() => {
    if (!near) return;
    let current = true;
    // Boston's today is read by the zone rules, which load with the chart's code.
    import('./featured-chart-parts')
      .then(async (module) => {
        await module.loadZoneRules(FEATURED_STATION.timeZone);
        if (current) setParts(module);
      })
      .catch(() => {
        if (current) setParts('failed');
      });
    return () => {
      current = false;
    };
  }, [near]);

  const render = (view: FeaturedChartView) => (
    <div
      ref={container}
      className="featured-chart"
      data-state={view.state}
      aria-busy={view.state === 'loading'}
      style={{ display: 'grid', gap: '0.75rem' }}
    >
      <div style={{ minHeight: CHART_MIN_HEIGHT, display: 'grid' }}>
        {view.state === 'ready' ? (
          <view.Chart
            result={view.result}
            theme={theme}
            // The featured station is in the US: by station, that is feet.
            units={resolveUnits(preferences.units, true)}
            hourCycle={preferences.hourCycle}
          />
        ) : (
          <div className="card" style={{ display: 'grid', alignContent: 'start', gap: '1rem' }}>
            <p>
              {view.state === 'error'
                ? `Today’s tide chart for ${FEATURED_STATION.name} could not be loaded right now.`
                : `Loading today’s tide chart for ${FEATURED_STATION.name}…`}
            </p>
            {view.state === 'loading' ? (
              <div
                aria-hidden="true"
                style={{
                  height: '16.25rem',
                  borderRadius: '0.5rem',
                  background: 'var(--color-surface-muted)',
                }}
              />
            ) : null}
          </div>
        )}
      </div>
      {view.state === 'ready' ? (
        <p className="featured-chart-source" data-slot="source">
          {view.source}
        </p>
      ) : null}
      <p>
        <Link to="/find-tides">Find tides for any station and day</Link>
      </p>
    </div>
  );
  if (parts && parts !== 'failed') {
    return (
      <parts.FeaturedTides stationId={FEATURED_STATION.id} timeZone={FEATURED_STATION.timeZone}>
        {render}
      </parts.FeaturedTides>
    );
  }
  return render({ state: parts === 'failed' ? 'error' : 'loading' });
}
