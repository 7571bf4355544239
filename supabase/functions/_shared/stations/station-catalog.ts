/**
 * Compiled stations by id, read from the database one at a time at first and then all at once:
 * the tide stations and the current stations are held the same way, each compiled from its row
 * and, for a subordinate, its reference's.
 */
import type { Db } from '../platform/db.ts';
import type { HarmonicCurve } from '../engine/extremes.ts';
import { LruCache } from '../platform/lru-cache.ts';

/** The station's data cannot give a prediction (no constituents, a missing reference). */
export class StationDataError extends Error {
  override name = 'StationDataError';
}

/**
 * Rows per query when the whole catalogue is read, with a turn of the event loop between
 * queries: PGlite runs a query on the server's own thread, and a page of 500 reference stations
 * held it for tens of milliseconds while the first requests after a start waited.
 */
const CATALOG_PAGE_ROWS = 100;
/**
 * Stations read one at a time before the whole catalogue is read at once: a handler asked for
 * many stations (a busy server) holds them all, one asked for a few (a test) never reads them.
 */
const SINGLE_READS_BEFORE_WHOLE = 64;
/** Stations read one at a time that are kept, until the whole catalogue is in memory. */
const SINGLE_STATIONS_KEPT = 2_000;
/** After a failed read of the whole catalogue, how long before it is tried again. */
const WHOLE_READ_RETRY_MS = 60_000;

export interface StationCatalogOptions {
  /** How long stations read are used before they are read again. */
  maxAgeMs: number;
  /** Read the whole catalogue in the background from the first call on (a long-lived server). */
  preload?: boolean;
}

/** Compiled stations by id, from memory once the whole catalogue has been read. */
export interface Catalog<Station> {
  /** The station, or null when none has the id; throws StationDataError for unusable data. */
  get(id: string, nowMs: number): Station | null | Promise<Station | null>;
  /** Starts reading the whole catalogue now, unless it is being read or is fresh. */
  preload(nowMs: number): void;
}

/** A row as the catalogue reads it: its id, and its reference's for a subordinate. */
export interface CatalogRow {
  id: string;
  reference_id: string | null;
}

/** Where one kind of station is kept, and how a row of it is compiled. */
export interface StationTable<Row extends CatalogRow, Station> {
  /** What the stations are, for the warning when they cannot be read: "Tide stations". */
  noun: string;
  /** The table, with its schema: `public.tide_stations`. */
  table: string;
  /** The columns a row is compiled from, as a select list. */
  columns: string;
  /** The column that tells references from subordinates, and its two values, references first. */
  kindColumn: string;
  kinds: readonly [reference: string, subordinate: string];
  /** The station a row makes; throws StationDataError for a row that makes none. */
  compile(row: Row, reference: Row | null, curves?: Map<string, HarmonicCurve>): Station;
  /** What a subordinate needs of its reference's row once the curve is made. */
  keepReference(row: Row): Row;
}

/**
 * The station with id `id` (and its reference, for a subordinate) read in one query and
 * compiled, or null when there is no such station. Keeping compiled stations is the caller's.
 */
export async function loadFromTable<Row extends CatalogRow, Station>(
  db: Db,
  source: StationTable<Row, Station>,
  id: string,
): Promise<Station | null> {
  const rows = await db.query<Row>(
    `select ${source.columns} from ${source.table}
     where id = $1 or id = (select reference_id from ${source.table} where id = $1)`,
    [id],
  );
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return null;
  const reference = rows.find((candidate) => candidate.id === row.reference_id) ?? null;
  return source.compile(row, reference);
}

/**
 * Every station a server may be asked for, compiled, in memory: references' constants as curves
 * that their subordinates share, read in pages of CATALOG_PAGE_ROWS, each page compiled and let
 * go before the next is read, so only the compact constants stay. Until the whole catalogue has
 * been read (and while it is read again, every maxAgeMs), stations are read one at a time.
 */
export function createCatalog<Row extends CatalogRow, Station>(
  db: Db,
  source: StationTable<Row, Station>,
  options: StationCatalogOptions,
): Catalog<Station> {
  let whole: { stations: Map<string, Station | StationDataError>; readAt: number } | undefined;
  let reading = false;
  let failedAt = -Infinity;
  let singleReads = 0;
  let single = new LruCache<string, Station>(SINGLE_STATIONS_KEPT, options.maxAgeMs);
  const singleLoading = new Map<string, Promise<Station | null>>();

  async function readWhole(nowMs: number): Promise<void> {
    const curves = new Map<string, HarmonicCurve>();
    const stations = new Map<string, Station | StationDataError>();
    const references = new Map<string, Row>();
    const [referenceKind] = source.kinds;
    for (const kind of source.kinds) {
      let after = '';
      for (;;) {
        const page = await db.query<Row>(
          `select ${source.columns} from ${source.table}
           where ${source.kindColumn} = $3 and id > $1 order by id limit $2`,
          [after, CATALOG_PAGE_ROWS, kind],
        );
        for (const row of page) {
          const reference =
            row.reference_id === null ? null : (references.get(row.reference_id) ?? null);
          try {
            stations.set(row.id, source.compile(row, reference, curves));
          } catch (error) {
            if (!(error instanceof StationDataError)) throw error;
            stations.set(row.id, error);
          }
          if (kind === referenceKind) references.set(row.id, source.keepReference(row));
        }
        const last = page.at(-1);
        if (!last || page.length < CATALOG_PAGE_ROWS) break;
        after = last.id;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    // An empty table (or a database that answers only single stations) is no catalogue.
    if (stations.size === 0) throw new Error(`no ${source.noun.toLowerCase()}`);
    whole = { stations, readAt: nowMs };
    // Read one at a time only until now: let them go.
    single = new LruCache<string, Station>(SINGLE_STATIONS_KEPT, options.maxAgeMs);
  }

  function preload(nowMs: number): void {
    if (reading || nowMs - failedAt < WHOLE_READ_RETRY_MS) return;
    if (whole && nowMs - whole.readAt <= options.maxAgeMs) return;
    reading = true;
    readWhole(nowMs)
      .catch((error: unknown) => {
        failedAt = nowMs;
        console.warn(`${source.noun} could not be read at once: ${String(error)}`);
      })
      .finally(() => {
        reading = false;
      });
  }

  async function readOne(id: string, nowMs: number): Promise<Station | null> {
    const hit = single.get(id, nowMs);
    if (hit) return hit;
    // Requests arriving together for a station not yet in memory share one query.
    let pending = singleLoading.get(id);
    if (!pending) {
      singleReads += 1;
      pending = loadFromTable(db, source, id).finally(() => singleLoading.delete(id));
      singleLoading.set(id, pending);
    }
    const loaded = await pending;
    if (loaded) single.set(id, loaded, nowMs);
    return loaded;
  }

  return {
    preload,
    get(id, nowMs) {
      if (whole) {
        if (nowMs - whole.readAt > options.maxAgeMs) preload(nowMs);
        const found = whole.stations.get(id);
        if (found instanceof StationDataError) throw found;
        return found ?? null;
      }
      if (options.preload || singleReads >= SINGLE_READS_BEFORE_WHOLE) preload(nowMs);
      return readOne(id, nowMs);
    },
  };
}
