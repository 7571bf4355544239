/**
 * The public contract of every custom element, written once: tags, attributes (each also a
 * property), events, parts and slots. The elements read their attributes from here, the
 * manifest (`custom-elements.json`) and the README's reference are generated from here, and a
 * test renders each element to prove the code does what this says. Plain data with no imports
 * of React or the DOM, so the manifest script can load it under Node.
 */

/** How an attribute's text becomes the property's value (see `parseAttribute`). */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeDefinition {
  /** The attribute, kebab-case. */
  name: string;
  /** The matching property, camelCase. */
  property: string;
  kind: AttributeKind;
  /** The property's TypeScript type, as documentation text. */
  type: string;
  /** The default, as documentation text (the value the element uses without the attribute). */
  default?: string;
  description: string;
  /** Whether setting the property writes the attribute back (objects are never written). */
  reflects: boolean;
}

/** Every event the elements dispatch, with its `detail` type's name in `events.ts`. */
export type TidesEventName =
  | 'tides-location-select'
  | 'tides-date-change'
  | 'tides-results'
  | 'tides-currents'
  | 'tides-flood-outlook'
  | 'tides-error'
  | 'tides-signed-in'
  | 'tides-signed-up';

export interface EventDefinition {
  name: TidesEventName;
  /** The `detail` type, as documentation text. */
  detail: string;
  description: string;
}

export interface PartDefinition {
  name: string;
  description: string;
}

export interface ElementDefinition {
  tag: string;
  /** The class's name in the manifest and in `HTMLElementTagNameMap`. */
  className: string;
  /** One line for lists. */
  summary: string;
  description: string;
  attributes: readonly AttributeDefinition[];
  events: readonly EventDefinition[];
  parts: readonly PartDefinition[];
}

const supabaseUrl = {
  name: 'supabase-url',
  property: 'supabaseUrl',
  kind: 'string',
  type: 'string',
  description:
    "Your Supabase project's URL, e.g. `https://abcd.supabase.co`. With `supabase-anon-key`, the element builds its own client; without them, or with an address that is not http(s), it shows a notice saying what is wrong.",
  reflects: true,
} as const satisfies AttributeDefinition;

const supabaseAnonKey = {
  name: 'supabase-anon-key',
  property: 'supabaseAnonKey',
  kind: 'string',
  type: 'string',
  description: "Your project's public anonymous key (never the service role key).",
  reflects: true,
} as const satisfies AttributeDefinition;

const theme = {
  name: 'theme',
  property: 'theme',
  kind: 'string',
  type: "'light' | 'dark' | 'system'",
  default: "'light'",
  description:
    "Colour scheme; `system` follows the visitor's `prefers-color-scheme`. Anything else is light.",
  reflects: true,
} as const satisfies AttributeDefinition;

function headingLevel(level: 2 | 3) {
  return {
    name: 'heading-level',
    property: 'headingLevel',
    kind: 'number',
    type: '2 | 3 | 4 | 5 | 6',
    default: String(level),
    description:
      "Level of the element's headings, to fit your page's outline. Anything else is the default.",
    reflects: true,
  } as const satisfies AttributeDefinition;
}

const location = {
  name: 'location',
  property: 'location',
  kind: 'string',
  type: 'string',
  description:
    'The station, as a NOAA station number (`8443970`) or a station id (`noaa/8443970`).',
  reflects: true,
} as const satisfies AttributeDefinition;

const date = {
  name: 'date',
  property: 'date',
  kind: 'string',
  type: 'string',
  default: "today (the visitor's calendar day)",
  description: 'The day, `YYYY-MM-DD`. Anything else is ignored.',
  reflects: true,
} as const satisfies AttributeDefinition;

const units = {
  name: 'units',
  property: 'units',
  kind: 'string',
  type: "'ft' | 'm'",
  default: "'ft'",
  description: 'Units of tide heights. Anything but `m` is feet.',
  reflects: true,
} as const satisfies AttributeDefinition;

const hourCycle = {
  name: 'hour-cycle',
  property: 'hourCycle',
  kind: 'string',
  type: "'h12' | 'h23'",
  default: "the locale's (12-hour in en-US)",
  description:
    'The clock times are shown on: `h12` reads `6:58 AM`, `h23` reads `06:58`. Anything else is the default.',
  reflects: true,
} as const satisfies AttributeDefinition;

const days = {
  name: 'days',
  property: 'days',
  kind: 'number',
  type: '1 | 2 | 3 | 4 | 5 | 6 | 7',
  default: '1',
  description:
    'Days to show from `date` on: above 1, a row for each day with its highs and lows, sunrise, sunset, moon phase and a spring or neap tides mark, looked up in the one request. Rounded, and held to 1–7; anything that is not a number is one day. A `result` shows its own `days`, as many as this asks.',
  reflects: true,
} as const satisfies AttributeDefinition;

const result = {
  name: 'result',
  property: 'result',
  kind: 'json',
  type: 'TideResult',
  description:
    'A day of tides as `get-tide-data` answers it (the `detail.result` of `tides-results`), as JSON in the attribute or an object in the property. Wins over `location`; the property is not written back to the attribute.',
  reflects: false,
} as const satisfies AttributeDefinition;

const locationSelect: EventDefinition = {
  name: 'tides-location-select',
  detail: '{ location: TideLocation | null }',
  description:
    'The visitor chose a location from the list, or edited the text away from it (`null`).',
};

const results: EventDefinition = {
  name: 'tides-results',
  detail: '{ result: TideResult }',
  description: 'A day of tides arrived and is shown.',
};

const currentResults: EventDefinition = {
  name: 'tides-currents',
  detail: '{ result: CurrentResult }',
  description: 'A day (or days) of currents arrived and is shown.',
};

const floodOutlookResults: EventDefinition = {
  name: 'tides-flood-outlook',
  detail: '{ result: FloodOutlookResult }',
  description: "A station's flood outlook arrived and is shown.",
};

const error: EventDefinition = {
  name: 'tides-error',
  detail: '{ kind: TideFinderErrorKind; title: string; description: string }',
  description:
    'A lookup failed (or Find Tides was asked for with no location); `title` and `description` are the notice shown.',
};

const basePart: PartDefinition = { name: 'base', description: "The element's outermost box." };

const searchParts: PartDefinition[] = [
  { name: 'search-input', description: 'The location text box.' },
  { name: 'search-listbox', description: 'The list of matching locations.' },
  { name: 'search-option', description: 'Each matching location in the list.' },
];

const cardParts: PartDefinition[] = [
  basePart,
  { name: 'status', description: 'The "Getting Tides..." line while the element looks tides up.' },
  { name: 'notice', description: 'Why the lookup failed, in place of the card.' },
];

const stationHref = {
  name: 'station-href',
  property: 'stationHref',
  kind: 'string',
  type: 'string',
  description:
    'The station\'s page, which the "Tides by Tide Charts" credit links to (the embed builder fills it in). Without it the credit is plain text.',
  reflects: true,
} as const satisfies AttributeDefinition;

const hideAttribution = {
  name: 'hide-attribution',
  property: 'hideAttribution',
  kind: 'boolean',
  type: 'boolean',
  default: 'false',
  description:
    'Leaves the "Tides by Tide Charts" credit out. The credit is inside the shadow root with no part name, so this attribute is the one way to hide it. Present means true, except `hide-attribution="false"`.',
  reflects: true,
} as const satisfies AttributeDefinition;

/** The attributes of a widget for one station: the station, how to show it, and the credit. */
const stationAttributes = [
  supabaseUrl,
  supabaseAnonKey,
  location,
  units,
  hourCycle,
  theme,
  headingLevel(3),
  stationHref,
  hideAttribution,
] as const;

const stationShapes =
  'It takes its shape from its own width (a container query), not the window\'s: compact in a sidebar about 300 px wide, wide in a page\'s body. A small "Tides by Tide Charts" credit sits under it (see `hide-attribution`).';

/** Every element, in the order the documentation lists them. */
export const elementDefinitions = [
  {
    tag: 'tide-finder',
    className: 'TideFinderElement',
    summary: 'The whole find-tides experience: search, date, Find Tides, then tides and moon.',
    description:
      'A location search, a date picker and a Find Tides button, then the day\'s high and low tides and the moon for the chosen place. Notices ("Tide data updated", errors) show inside the element.',
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      location,
      date,
      units,
      hourCycle,
      theme,
      headingLevel(2),
      {
        name: 'credit-href',
        property: 'creditHref',
        kind: 'string',
        type: 'string',
        description:
          'The page the "Tides by Tide Charts" credit under the finder links to (the embed builder gives the site\'s Find Tides). Without it the credit is plain text.',
        reflects: true,
      },
      hideAttribution,
    ],
    events: [
      locationSelect,
      {
        name: 'tides-date-change',
        detail: '{ date: string }',
        description: 'The visitor picked a day (`YYYY-MM-DD`).',
      },
      results,
      error,
    ],
    parts: [
      basePart,
      { name: 'search', description: 'The "Tide Search" card.' },
      ...searchParts,
      { name: 'date-button', description: 'The button showing the chosen day.' },
      { name: 'calendar', description: 'The calendar popup.' },
      { name: 'find-button', description: 'The Find Tides button.' },
      { name: 'notice', description: 'The latest notice (success or failure).' },
      { name: 'results', description: 'The area the result cards show in.' },
      { name: 'tide-card', description: 'The card of high and low tides.' },
      { name: 'moon-card', description: 'The moon phase card.' },
      { name: 'tide-chart', description: "The chart of the day's water level." },
    ],
  },
  {
    tag: 'tide-location-search',
    className: 'TideLocationSearchElement',
    summary: 'A search box for US tide stations.',
    description:
      'A combobox that looks coastal locations up as the visitor types (after three characters; with one or two it says that three are needed) and lets them pick one.',
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      location,
      {
        ...units,
        description:
          'With `m`, distances to the places typed lead with kilometres (`4.9 km (3.0 mi)`); anything else leads with miles.',
      },
      theme,
      {
        name: 'disabled',
        property: 'disabled',
        kind: 'boolean',
        type: 'boolean',
        default: 'false',
        description: 'Disables the text box. Present means true, except `disabled="false"`.',
        reflects: true,
      },
    ],
    events: [locationSelect],
    parts: [basePart, ...searchParts],
  },
  {
    tag: 'tide-card',
    className: 'TideCardElement',
    summary: "A day's (or up to a week's) high and low tides for one station.",
    description:
      'Shows `result`, or looks the tides up itself from `location`, `date` and `days` (then fires `tides-results` or `tides-error` when the lookup settles, as an image fires load or error).',
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      location,
      date,
      days,
      result,
      units,
      hourCycle,
      theme,
      headingLevel(3),
    ],
    events: [results, error],
    parts: cardParts,
  },
  {
    tag: 'tide-moon-card',
    className: 'TideMoonCardElement',
    summary: "The moon's phase and illumination for a day.",
    description:
      'Shows the moon of `result`, or looks it up itself from `location` and `date` (then fires `tides-results` or `tides-error` when the lookup settles).',
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      location,
      date,
      result,
      theme,
      headingLevel(3),
      stationHref,
      hideAttribution,
    ],
    events: [results, error],
    parts: cardParts,
  },
  {
    tag: 'tide-auth-card',
    className: 'TideAuthCardElement',
    summary: 'Sign in or create an account with Supabase Auth.',
    description:
      "Email and password sign-in and sign-up in one card. Its code (and Supabase Auth's client) loads only when the element is on the page. The session is kept where supabase-js keeps it, so your page's own supabase-js client sees the visitor signed in.",
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      {
        name: 'redirect-to',
        property: 'redirectTo',
        kind: 'string',
        type: 'string',
        default: "the page's origin",
        description: 'Where the confirmation email brings a new account back to.',
        reflects: true,
      },
      theme,
      headingLevel(2),
    ],
    events: [
      {
        name: 'tides-signed-in',
        detail: '{ session: unknown }',
        description: "The visitor signed in; `session` is Supabase Auth's session.",
      },
      {
        name: 'tides-signed-up',
        detail: '{ session: unknown | null }',
        description:
          'The visitor created an account; `session` is `null` while the email awaits confirmation.',
      },
    ],
    parts: [
      basePart,
      { name: 'tab', description: 'The Sign In and Sign Up tabs.' },
      { name: 'input', description: 'Each text box.' },
      { name: 'error', description: 'The red alert explaining a failure.' },
      { name: 'submit-button', description: 'The Sign In / Create Account button.' },
    ],
  },
  {
    tag: 'tide-fishing-log',
    className: 'TideFishingLogElement',
    summary: "A signed-in angler's fishing log, each session with its tide, moon and sun.",
    description:
      "The fishing log of the visitor signed in to your Supabase project (with `<tide-auth-card>` on any page of your site, or your own supabase-js): sessions at their saved stations, with catches and the conditions of each session's start, to add, edit and delete. Signed out, it says what the log gives and links to `sign-in-href`. Needs the `saved_stations` and `fishing_sessions` tables of this project's migrations. Its code loads only when the element is on the page.",
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      {
        name: 'sign-in-href',
        property: 'signInHref',
        kind: 'string',
        type: 'string',
        default: "'/auth'",
        description: 'Where the "Sign in" link leads a visitor who is not signed in.',
        reflects: true,
      },
      {
        ...units,
        description:
          'Units the log reads and asks in: `ft` gives the tide in feet and catches in inches and pounds, `m` metres, centimetres and kilograms (kept in centimetres and kilograms either way). Anything but `m` is feet.',
      },
      hourCycle,
      theme,
      headingLevel(2),
    ],
    events: [],
    parts: [basePart],
  },
  {
    tag: 'tide-windows',
    className: 'TideWindowsElement',
    summary: '"Find times when…": the times of the next 60 days the water is where one needs it.',
    description:
      "A search for the times the water is below or above a height, rising or falling, near a high or low, in daylight or the dark, on chosen weekdays, at one station (at a current station, the stretches around each slack when the current runs under a chosen speed); the matching times of the next 60 days, each with its lowest or highest water and the day's sunrise and sunset, from the project's public `tide-calendar` function, with a Subscribe (webcal:) link, the feed's copyable address and a `.ics` download of the same search.",
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      location,
      {
        name: 'search',
        property: 'search',
        kind: 'string',
        type: 'string',
        default: "'' (nothing searched yet)",
        description:
          'The first search, as a query string: `below=0&light=day`, `tide=rising&near=high&hours=2&on=sat,sun`, or at a current station `slack=0.5&light=day`. Parameters it cannot read are left out; the visitor changes the search freely after.',
        reflects: true,
      },
      {
        ...units,
        type: "'ft' | 'm' | 'kn' | 'm/s' | 'km/h'",
        description:
          'Units of tide heights; at a current station, of current speeds: a speed unit (or a `slack=` search, in knots) finds the slack windows instead. Anything else is feet.',
      },
      hourCycle,
      theme,
      headingLevel(2),
    ],
    events: [],
    parts: [basePart],
  },
  {
    tag: 'tide-today',
    className: 'TideTodayElement',
    summary: "Today's high and low tides at one station, with no search box.",
    description: `Looks today's highs and lows up itself from \`location\` (the visitor's calendar day) and shows them, then fires \`tides-results\` or \`tides-error\`. ${stationShapes}`,
    attributes: stationAttributes,
    events: [results, error],
    parts: cardParts,
  },
  {
    tag: 'tide-week',
    className: 'TideWeekElement',
    summary: 'The week ahead at one station: a row a day with its tides, sun and moon.',
    description: `Looks today and the six days after it up itself from \`location\`, in one request, and shows a row a day with its highs and lows, sunrise, sunset, moon phase and a spring or neap tides mark, then fires \`tides-results\` or \`tides-error\`. ${stationShapes}`,
    attributes: stationAttributes,
    events: [results, error],
    parts: cardParts,
  },
  {
    tag: 'tide-chart',
    className: 'TideChartElement',
    summary: "Today's water level at one station as a chart.",
    description: `Looks today up itself from \`location\` and draws the day's water level with its highs and lows, night shaded and a "now" marker, readable by keyboard, then fires \`tides-results\` or \`tides-error\`. ${stationShapes}`,
    attributes: stationAttributes,
    events: [results, error],
    parts: cardParts,
  },
  {
    tag: 'tide-flood-outlook',
    className: 'TideFloodOutlookElement',
    summary:
      "Will it flood here? A station's flood thresholds and the days its tide alone reaches them.",
    description: `Looks the flood outlook at \`location\` up itself and shows NOAA's minor, moderate and major flood thresholds there (the National Weather Service's levels where it has set them, else NOAA's derived ones), the next days of the twelve months ahead whose predicted high reaches one, and, where a live gauge reports, tonight's high with today's surge added, as an estimate; a station without thresholds says so and why. Then fires \`tides-flood-outlook\` or \`tides-error\`. ${stationShapes}`,
    attributes: stationAttributes,
    events: [floodOutlookResults, error],
    parts: cardParts,
  },
  {
    tag: 'tide-currents',
    className: 'TideCurrentsElement',
    summary: "A tidal-current station's slack water and strongest flood and ebb.",
    description:
      'Looks the currents at `location` up itself (a NOAA current station, `PUG1701`), for `date` and the `days` after it, and shows when the water goes slack and how hard it runs each way, with speed and direction (an arrow and degrees true), what comes next highlighted on today, and, for one day, a chart of the speed with the flood above the line and the ebb below, and the "Tides by Tide Charts" credit under it; then fires `tides-currents` or `tides-error`.',
    attributes: [
      supabaseUrl,
      supabaseAnonKey,
      {
        ...location,
        description:
          "The current station, as NOAA's identifier (`PUG1701`) or a station id (`noaa/PUG1701`).",
      },
      date,
      {
        ...days,
        description:
          'Days to show from `date` on: above 1, a row for each day with its slacks and strongest currents, looked up in the one request. Rounded, and held to 1–7; anything that is not a number is one day.',
      },
      {
        name: 'units',
        property: 'units',
        kind: 'string',
        type: "'kn' | 'm/s' | 'km/h'",
        default: "'kn'",
        description:
          'Units of current speeds: knots, metres a second or kilometres an hour. Anything else is knots.',
        reflects: true,
      },
      hourCycle,
      theme,
      headingLevel(3),
      stationHref,
      hideAttribution,
    ],
    events: [currentResults, error],
    parts: cardParts,
  },
] as const satisfies readonly ElementDefinition[];

/** The tag of every element. */
export type TidesElementTag = (typeof elementDefinitions)[number]['tag'];

/**
 * Custom properties the shadow root adds to the theme's (`theme.css` documents the rest):
 * the manifest lists both.
 */
export const shadowCssProperties = [
  {
    name: '--tides-rem',
    default: '16px',
    description:
      "What `1rem` means inside the element. The page's own root font size never reaches in, so a page with `html { font-size: 62.5% }` cannot shrink the widget.",
  },
] as const;

/** The definition of one tag. */
export function elementDefinition(tag: TidesElementTag): ElementDefinition {
  const found = elementDefinitions.find((definition) => definition.tag === tag);
  if (!found) throw new Error(`No element definition for <${tag}>`);
  return found;
}
