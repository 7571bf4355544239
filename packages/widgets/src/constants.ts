/** Pause after the last keystroke before a location lookup runs, so typing a name sends one lookup, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Fewest characters (after trimming) that start a location lookup: "longer than 2". */
export const MIN_SEARCH_LENGTH = 3;

/**
 * How far back a date may be chosen: days ending before `now - 24 h` are disabled, so
 * yesterday stays selectable and the day before does not.
 */
export const EARLIEST_SELECTABLE_OFFSET_MS = 24 * 60 * 60 * 1000;

/** Weeks in the date picker start on Sunday, as US calendars do. */
export const WEEK_STARTS_ON = 0;

/** Locale for every `Intl` call unless a widget is given another. */
export const DEFAULT_LOCALE = 'en-US';

/** Metres in a foot: the international foot, exactly, as NOAA uses it. */
export const METRES_PER_FOOT = 0.3048;

/** How often a tide chart without a given `now` re-reads the clock to move its "now" marker. */
export const CHART_CLOCK_INTERVAL_MS = 60_000;

/**
 * Most days a tide card shows at once: a week, what a marina's board holds. The backend
 * answers up to 31, for printed tables; a card of more would be a page, not a card.
 */
export const MAX_TIDE_CARD_DAYS = 7;
