/**
 * Every piece of the fishing log's and the save-station button's text, overridable through
 * their `labels` props. Kept beside them, as the auth card's are, so that the text loads with
 * their code (on demand, in the standalone script) and not with every widget's.
 * Parameterised labels are functions so a translation can reorder the words.
 */

/** Why a session's time could not be looked up. */
export type ConditionsProblem =
  /** The station's tides for that day did not load. */
  | 'no-tides'
  /** The clock time does not exist at the station (skipped when the clocks go forward). */
  | 'no-such-time'
  /** The tides loaded but give nothing around that time. */
  | 'no-conditions';

/** What is wrong with one catch of the form. */
export type CatchProblem =
  | { field: 'species' }
  | { field: 'count'; least: number; most: number }
  | { field: 'length' | 'weight'; least: number; most: number; unit: string };

/** The tide when a session started, its figures already formatted. */
export interface SessionTideText {
  stage: 'rising' | 'falling';
  /** The water level without its sign: `'3.2 ft'`. */
  level: string;
  /** Whether the level is below the datum. */
  below: boolean;
  datum: string;
  /** The high or low before, and how long before (`'1 h 20 min'`); null when none is known. */
  since: { type: 'high' | 'low'; after: string } | null;
}

/** One kind of fish of a session, its sizes already formatted (`'28 in'`, `'3 lb'`). */
export interface CatchText {
  count: number;
  species: string;
  sizes: string[];
  released: boolean;
}

export interface FishingLogLabels {
  /** The log's heading. @defaultValue `'Fishing log'` */
  title: string;
  /** The link to sign in, for a visitor who is not signed in. @defaultValue `'Sign in'` */
  signIn: string;
  /** What follows that link: what the log gives. */
  signedOut: string;
  /** While the log loads. @defaultValue `'Loading your fishing log…'` */
  loading: string;
  /** When the log could not be loaded, with the reason. */
  loadError: (reason: string) => string;
  /** The reason when the backend gave none. @defaultValue `'The log could not be loaded.'` */
  loadFailed: string;
  /** Loads the log again. @defaultValue `'Try again'` */
  tryAgain: string;
  /** Opens the form for a new session. @defaultValue `'Log a session'` */
  logSession: string;
  /** With no station to log a session at. */
  noStations: string;
  /** With nothing logged. @defaultValue `'No sessions logged yet.'` */
  noSessions: string;
  /** With sessions logged, none of which the page's filter lets through. @defaultValue `'No sessions match.'` */
  noMatches: string;
  /** The tide when a session started: `'Rising, 3.2 ft above MLLW, 1 h 20 min after low tide'`. */
  sessionTide: (tide: SessionTideText) => string;
  /** A length of time in minutes: `'1 h 20 min'`. */
  duration: (minutes: number) => string;
  /** The moon when a session started: `'Full Moon, 100% lit'`, `'Waxing Crescent moon, 12% lit'`. */
  sessionMoon: (phase: string, percentLit: number) => string;
  /** A sun or moon time of the session's day, already formatted: `'Sunrise 6:58 AM'`. */
  sessionSkyTime: (event: 'sunrise' | 'sunset' | 'moonrise' | 'moonset', time: string) => string;
  /** The solunar period the session started in, or `null` outside them. */
  sessionSolunar: (period: 'major' | 'minor' | null) => string;
  /** One kind of fish: `'2 × Striped bass (28 in), released'`. */
  catchSummary: (fish: CatchText) => string;
  /** A session without a catch. @defaultValue `'No catch.'` */
  noCatch: string;
  /** Edits a session. @defaultValue `'Edit'` */
  edit: string;
  /** Asks to delete a session. @defaultValue `'Delete'` */
  delete: string;
  /** Accessible name of the question that follows. @defaultValue `'Confirm delete'` */
  confirmDeleteGroup: string;
  /** The question. @defaultValue `'Delete this session for good?'` */
  confirmDelete: string;
  /** Deletes it. @defaultValue `'Delete session'` */
  deleteSession: string;
  /** Keeps it. @defaultValue `'Keep it'` */
  keepSession: string;
  /** When a delete failed without a reason. @defaultValue `'The session could not be deleted.'` */
  deleteFailed: string;
  /** The form's station choice. @defaultValue `'Station'` */
  station: string;
  /** The form's date. @defaultValue `'Date'` */
  date: string;
  /** The form's start time. @defaultValue `'Started (station time)'` */
  started: string;
  /** The form's end time. @defaultValue `'Ended (optional)'` */
  ended: string;
  /** The form's catches. @defaultValue `'Catches'` */
  catches: string;
  /** With no catch in the form. @defaultValue `'No catches yet.'` */
  noCatches: string;
  /** Accessible name of one catch's fields: `'Catch 2'`. */
  catchNumber: (number: number) => string;
  /** @defaultValue `'Species'` */
  species: string;
  /** @defaultValue `'Count'` */
  count: string;
  /** The length field, in its unit: `'Length (in)'`. */
  length: (unit: string) => string;
  /** The weight field, in its unit: `'Weight (lb)'`. */
  weight: (unit: string) => string;
  /** Whether the fish went back. @defaultValue `'Released'` */
  released: string;
  /** Takes a catch out of the form: `'Remove catch 2'`. */
  removeCatch: (number: number) => string;
  /** @defaultValue `'Add a catch'` */
  addCatch: string;
  /** @defaultValue `'Notes'` */
  notes: string;
  /** @defaultValue `'Save session'` */
  saveSession: string;
  /** The save button while saving. @defaultValue `'Saving…'` */
  saving: string;
  /** @defaultValue `'Cancel'` */
  cancel: string;
  /** When a save failed without a reason. @defaultValue `'The session could not be saved.'` */
  saveFailed: string;
  /** With no station chosen. @defaultValue `'Choose a station.'` */
  chooseStation: string;
  /** With no date. @defaultValue `'Enter the date you fished.'` */
  enterDate: string;
  /** With no start time. @defaultValue `'Enter the time you started.'` */
  enterStart: string;
  /** With an end before the start. */
  endBeforeStart: string;
  /** What is wrong with catch `number` (counted from 1). */
  catchProblem: (number: number, problem: CatchProblem) => string;
  /** Why a session's time could not be looked up. */
  conditionsProblem: (problem: ConditionsProblem) => string;
}

export interface SaveStationButtonLabels {
  /** Saves the station: `'Save Boston, MA'`. */
  save: (stationName: string) => string;
  /** Says it is saved, and takes it off when pressed: `'Saved: Boston, MA'`. */
  saved: (stationName: string) => string;
  /** The link for a visitor who is not signed in: `'Sign in to save Boston, MA'`. */
  signInToSave: (stationName: string) => string;
  /** When saving or taking off failed without a reason. @defaultValue `'That did not work; try again.'` */
  failed: string;
}

/** The fishing log's default text, in US English. */
export const defaultFishingLogLabels: FishingLogLabels = {
  title: 'Fishing log',
  signIn: 'Sign in',
  signedOut: 'to keep a fishing log: each session keeps the tide, moon and sun of its time.',
  loading: 'Loading your fishing log…',
  loadError: (reason) => `Your fishing log could not be loaded: ${reason}`,
  loadFailed: 'The log could not be loaded.',
  tryAgain: 'Try again',
  logSession: 'Log a session',
  noStations: 'Save a station first to log a session there.',
  noSessions: 'No sessions logged yet.',
  noMatches: 'No sessions match.',
  sessionTide: ({ stage, level, below, datum, since }) =>
    `${stage === 'rising' ? 'Rising' : 'Falling'}, ${level} ${below ? 'below' : 'above'} ${datum}${
      since ? `, ${since.after} after ${since.type} tide` : ''
    }`,
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  },
  // A phase whose name ends in Moon is not given another: 'Full Moon', 'Waxing Crescent moon'.
  sessionMoon: (phase, percentLit) =>
    `${/\bmoon$/i.test(phase) ? phase : `${phase} moon`}, ${percentLit}% lit`,
  sessionSkyTime: (event, time) => `${event.charAt(0).toUpperCase()}${event.slice(1)} ${time}`,
  sessionSolunar: (period) =>
    period === null ? 'Outside the solunar periods' : `In a ${period} solunar period`,
  catchSummary: ({ count, species, sizes, released }) =>
    `${count} × ${species}${sizes.length ? ` (${sizes.join(', ')})` : ''}, ${
      released ? 'released' : 'kept'
    }`,
  noCatch: 'No catch.',
  edit: 'Edit',
  delete: 'Delete',
  confirmDeleteGroup: 'Confirm delete',
  confirmDelete: 'Delete this session for good?',
  deleteSession: 'Delete session',
  keepSession: 'Keep it',
  deleteFailed: 'The session could not be deleted.',
  station: 'Station',
  date: 'Date',
  started: 'Started (station time)',
  ended: 'Ended (optional)',
  catches: 'Catches',
  noCatches: 'No catches yet.',
  catchNumber: (number) => `Catch ${number}`,
  species: 'Species',
  count: 'Count',
  length: (unit) => `Length (${unit})`,
  weight: (unit) => `Weight (${unit})`,
  released: 'Released',
  removeCatch: (number) => `Remove catch ${number}`,
  addCatch: 'Add a catch',
  notes: 'Notes',
  saveSession: 'Save session',
  saving: 'Saving…',
  cancel: 'Cancel',
  saveFailed: 'The session could not be saved.',
  chooseStation: 'Choose a station.',
  enterDate: 'Enter the date you fished.',
  enterStart: 'Enter the time you started.',
  endBeforeStart: 'The end time must be after the start time on the same day.',
  catchProblem: (number, problem) => {
    const which = `Catch ${number}`;
    switch (problem.field) {
      case 'species':
        return `${which}: enter the species.`;
      case 'count':
        return `${which}: the count must be a whole number from ${problem.least} to ${problem.most}.`;
      default:
        return `${which}: the ${problem.field} must be between ${problem.least} and ${problem.most} ${problem.unit}.`;
    }
  },
  conditionsProblem: (problem) =>
    ({
      'no-tides': 'The tides for that day could not be loaded.',
      'no-such-time': 'That time does not exist at the station.',
      'no-conditions': 'The tides for that time could not be worked out.',
    })[problem],
};

/** The save-station button's default text, in US English. */
export const defaultSaveStationButtonLabels: SaveStationButtonLabels = {
  save: (stationName) => `Save ${stationName}`,
  saved: (stationName) => `Saved: ${stationName}`,
  signInToSave: (stationName) => `Sign in to save ${stationName}`,
  failed: 'That did not work; try again.',
};
