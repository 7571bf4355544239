/**
 * The embed builder (`/embed`): a website owner picks a station, a widget, a theme,
 * units, a clock and a size, sees the widget live, and copies either snippet, the custom
 * element or the iframe, already pointing at this site and its API. It works signed out and
 * shows nothing of accounts.
 */
import '@tides/widgets/styles.css';
import { LocationSearch, type TideClient, type TideLocation } from '@tides/widgets';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useClients } from '../lib/clients';
import { isUsStation, resolveUnits, usePreferences } from '../lib/preferences';
import { useHydrated } from '../lib/use-hydrated';
import { Link, useRouter } from '../router/router';
import {
  embedFrameUrl,
  readEmbedOptions,
  type EmbedOptions,
  type EmbedSize,
  type EmbedTheme,
  type EmbedWidget,
} from '../embed/options';
import {
  elementSnippet,
  FRAME_HEIGHTS,
  iframeSnippet,
  SHAPE_WIDTHS,
  type EmbedContext,
} from '../embed/snippets';
import './embed-builder.css';

/** The API and public anon key the site itself uses, which the snippets hand on. */
const SUPABASE_URL: string = import.meta.env.VITE_SUPABASE_URL;
const SUPABASE_ANON_KEY: string = import.meta.env.VITE_SUPABASE_ANON_KEY;

/** The guide for website owners, a page of its own. */
export const QUICK_START_PATH = '/embed/quick-start';

/**
 * The search box names what it picks here: the station the widget shows; its placeholder is
 * short enough for the form's narrow column.
 */
const SEARCH_LABELS = { locationLabel: 'Station', locationPlaceholder: 'Town, ZIP or station' };

const WIDGET_CHOICES: [EmbedWidget, string, string][] = [
  ['today', 'Today’s tides', 'The day’s highs and lows at your station.'],
  ['week', 'The week', 'Seven days of highs and lows, with sunrise, sunset and the moon.'],
  ['chart', 'The chart', 'Today’s water level as a curve, with a “now” marker.'],
  ['finder', 'Tide finder', 'A search box so visitors can look up any station and day.'],
  ['moon', 'The moon', 'Today’s moon phase and how much of it is lit.'],
  [
    'currents',
    'Currents',
    'Slack water and the strongest flood and ebb at a current station, with a speed chart.',
  ],
  [
    'flood',
    'Flood outlook',
    'Your station’s flood thresholds, the days the tide alone reaches them, and tonight’s high with today’s surge.',
  ],
];

/** Whether a station fits a widget: the currents' widget shows current stations, the rest tide stations. */
function fits(station: TideLocation, widget: EmbedWidget): boolean {
  return (station.kind === 'current') === (widget === 'currents');
}

/** The search for the widget chosen: current stations alone for the currents', else tide stations. */
function searchFor(client: TideClient, widget: EmbedWidget): Pick<TideClient, 'searchLocations'> {
  const currents = widget === 'currents';
  return {
    searchLocations: async (term, options) =>
      (await client.searchLocations(term, { ...options, includeCurrents: currents })).filter(
        (location) => (location.kind === 'current') === currents,
      ),
  };
}

const THEME_CHOICES: [EmbedTheme, string][] = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'Follow the visitor’s setting'],
];

const SIZE_CHOICES: [EmbedSize, string][] = [
  ['compact', `Compact (${SHAPE_WIDTHS.compact} px, for a sidebar)`],
  ['wide', `Wide (up to ${SHAPE_WIDTHS.wide} px, for a page’s body)`],
];

/** A row of radio buttons in a fieldset, as every choice here is. */
function Choice<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  choices: readonly (readonly [T, ReactNode, string?])[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="embed-choice">
      <legend>{legend}</legend>
      {choices.map(([choice, label, hint]) => (
        <label key={choice} className="embed-option">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>
            {label}
            {hint ? <span className="embed-hint"> {hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A snippet in a read-only text box, with a button that copies it. */
function Snippet({ title, text, note }: { title: string; text: string; note: ReactNode }) {
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');
  useEffect(() => setCopied('idle'), [text]);
  // "Copied." says what just happened, then goes, so two snippets copied in turn do not both
  // claim it.
  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied('idle'), 5000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, or permission refused): select it for Ctrl+C.
      const box = document.getElementById(id) as HTMLTextAreaElement | null;
      box?.select();
      setCopied('select');
    }
  }
  return (
    <section className="card embed-snippet" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="muted">{note}</p>
      <label className="visually-hidden" htmlFor={id}>
        {title}
      </label>
      <textarea id={id} readOnly value={text} rows={text.split('\n').length} spellCheck={false} />
      <p className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy {title.toLowerCase()}
        </button>
        <span role="status" className="muted">
          {copied === 'copied' ? 'Copied. Paste it into your page.' : null}
          {copied === 'select' ? 'Selected: press Ctrl+C (⌘C on a Mac) to copy.' : null}
        </span>
      </p>
    </section>
  );
}

/** The station the address names (`/embed?station=noaa/8443970`), found by its number. */
function useStationFromAddress(
  tideClient: TideClient,
  search: string,
  onFound: (station: TideLocation) => void,
): 'none' | 'loading' | 'done' {
  const asked = readEmbedOptions(search);
  const wanted = asked.station;
  const includeCurrents = asked.widget === 'currents';
  const [state, setState] = useState<'none' | 'loading' | 'done'>(wanted ? 'loading' : 'none');
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const number = wanted.slice(wanted.indexOf('/') + 1);
    tideClient.searchLocations(number, { signal: controller.signal, includeCurrents }).then(
      (found) => {
        const station = found.find((location) => location.id === wanted);
        if (station) onFound(station);
        setState('done');
      },
      () => setState('done'),
    );
    return () => controller.abort();
  }, [tideClient, wanted, includeCurrents, onFound]);
  return state;
}

export function EmbedBuilder() {
  const { search } = useRouter();
  const { tides } = useClients();
  const hydrated = useHydrated();
  const [station, setStation] = useState<TideLocation | null>(null);
  const [widget, setWidget] = useState<EmbedWidget>('today');
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const [units, setUnits] = useState<'ft' | 'm'>('ft');
  const [clock, setClock] = useState<'h12' | 'h23'>('h12');
  const [size, setSize] = useState<EmbedSize>('compact');
  const preferences = usePreferences();
  const inUs = isUsStation(station);
  // The prerendered page knows no query: what the address asks for is taken once hydrated.
  // Units and clock the address leaves out start as the visitor reads the site (its Display
  // setting), so the preview matches the pages they came from.
  useEffect(() => {
    const asked = readEmbedOptions(search);
    setWidget(asked.widget);
    setTheme(asked.theme);
  }, [search]);
  useEffect(() => {
    const asked = readEmbedOptions(search);
    const query = new URLSearchParams(search);
    setUnits(query.has('units') ? asked.units : resolveUnits(preferences.units, inUs));
    setClock(asked.clock ?? preferences.hourCycle);
  }, [search, preferences.units, preferences.hourCycle, inUs]);
  const addressed = useStationFromAddress(tides, search, setStation);
  const stationSearch = useMemo(() => searchFor(tides, widget), [tides, widget]);
  // A tide station cannot show currents, nor a current station tides: a switch across clears it.
  useEffect(() => {
    setStation((chosen) => (chosen && !fits(chosen, widget) ? null : chosen));
  }, [widget]);

  const options: EmbedOptions = { station: station?.id ?? '', widget, theme, units, clock };
  const ready = hydrated && (station !== null || widget === 'finder');
  const context: EmbedContext | null = ready
    ? {
        origin: window.location.origin,
        apiUrl: SUPABASE_URL,
        anonKey: SUPABASE_ANON_KEY,
        size,
        station,
      }
    : null;
  const frameWidth = SHAPE_WIDTHS[size];
  const frameHeight = FRAME_HEIGHTS[size][widget];

  return (
    <div className="container page embed-builder">
      <header className="page-header">
        <h1>Embed These Tides</h1>
        <p className="lead">
          Put a station&apos;s tides on your marina, surf shop or fishing site: choose what to show,
          see it here, then copy one snippet into your page. No account and no key of your own are
          needed.
        </p>
        <p>
          New to this? The <Link to={QUICK_START_PATH}>quick start for website owners</Link> walks
          through pasting it into WordPress, Wix, Squarespace and plain HTML.
        </p>
      </header>

      <div className="embed-layout">
        <form
          className="card embed-form"
          aria-label="Embed options"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="embed-station">
            <LocationSearch
              client={stationSearch}
              inputId="embed-station"
              value={station}
              onValueChange={setStation}
              units={units}
              labels={SEARCH_LABELS}
            />
            {hydrated && addressed === 'loading' && !station ? (
              <p className="muted" role="status">
                Looking up the station in this address…
              </p>
            ) : null}
          </div>
          <Choice
            legend="Widget"
            name="widget"
            value={widget}
            choices={WIDGET_CHOICES}
            onChange={setWidget}
          />
          <Choice
            legend="Theme"
            name="theme"
            value={theme}
            choices={THEME_CHOICES}
            onChange={setTheme}
          />
          <Choice
            legend="Units"
            name="units"
            value={units}
            choices={[
              ['ft', 'Feet'],
              ['m', 'Metres'],
            ]}
            onChange={setUnits}
          />
          <Choice
            legend="Clock"
            name="clock"
            value={clock}
            choices={[
              ['h12', '12-hour (6:58 PM)'],
              ['h23', '24-hour (18:58)'],
            ]}
            onChange={setClock}
          />
          <Choice
            legend="Size"
            name="size"
            value={size}
            choices={SIZE_CHOICES}
            onChange={setSize}
          />
        </form>

        <section className="embed-preview" aria-labelledby="embed-preview-title">
          <h2 id="embed-preview-title">Preview</h2>
          {ready ? (
            <iframe
              key={`${size}-${widget}`}
              className="embed-frame"
              src={embedFrameUrl('', options)}
              title="Preview of the embedded widget"
              width={frameWidth}
              height={frameHeight}
              style={{ maxWidth: `${frameWidth}px` }}
            />
          ) : (
            <p className="muted">
              {widget === 'finder'
                ? 'The preview appears in a moment.'
                : 'Choose a station to see the widget here.'}
            </p>
          )}
        </section>
      </div>

      <h2>Copy it into your page</h2>
      {context ? (
        <div className="embed-snippets">
          <Snippet
            title="Widget snippet"
            text={elementSnippet(options, context)}
            note={
              <>
                For pages that allow scripts (WordPress.org, plain HTML, most site builders&apos;
                “custom code” blocks). It takes the width of its place on your page, up to the size
                chosen, and your page&apos;s styles cannot change it.
              </>
            }
          />
          <Snippet
            title="Iframe snippet"
            text={iframeSnippet(options, context)}
            note={
              <>
                For site builders that refuse scripts (Wix, Squarespace, WordPress.com): an “embed”
                or “iframe” block takes it. The frame is as tall as the widget at the size chosen.
                Its last line, a script, fits the frame to its content (a finder&apos;s results, a
                narrower column) where the page allows scripts; leave that line out where it does
                not.
              </>
            }
          />
        </div>
      ) : (
        <p className="muted">Choose a station above and both snippets appear here.</p>
      )}
      <p className="tide-link">
        <Link to="/tides">Browse every tide station by state →</Link>
      </p>
    </div>
  );
}
