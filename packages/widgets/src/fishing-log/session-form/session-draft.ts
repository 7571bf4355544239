/**
 * A session as its form holds it: the text typed in each field, made from a logged session
 * (sizes in the shown units, times on the station's clock), and the catches read back from it
 * with what is wrong with them in the log's words.
 */
import type { HeightUnits } from '../../types.ts';
import type { FishCatch, FishingSession } from '../data/account-data.ts';
import {
  catchLengthIn,
  catchUnits,
  catchWeightIn,
  lengthToCm,
  weightToKg,
} from '../data/catch-units.ts';
import type { FishingLogStation } from '../FishingLog.tsx';
import type { CatchProblem, FishingLogLabels } from '../labels.ts';
import { localParts } from '../data/station-clock.ts';

export interface CatchRow {
  species: string;
  count: string;
  /** The length as typed, in the shown units. */
  length: string;
  /** The weight as typed, in the shown units. */
  weight: string;
  released: boolean;
  /** The stored length and its text when the form opened: kept as is unless the text changes, so an edit never rounds a fish. */
  kept?: { lengthCm?: number; length: string; weightKg?: number; weight: string };
}

export interface Draft {
  stationId: string;
  date: string;
  start: string;
  end: string;
  notes: string;
  catches: CatchRow[];
}

export const EMPTY_CATCH: CatchRow = {
  species: '',
  count: '1',
  length: '',
  weight: '',
  released: true,
};

export function toDraft(
  session: FishingSession | null,
  stations: FishingLogStation[],
  units: HeightUnits,
): Draft {
  if (!session) {
    return {
      stationId: stations[0]?.id ?? '',
      date: '',
      start: '',
      end: '',
      notes: '',
      catches: [],
    };
  }
  const zone = session.conditions?.timeZone ?? 'UTC';
  const start = localParts(session.startedAt, zone);
  return {
    stationId: session.stationId,
    date: start.date,
    start: start.time,
    end: session.endedAt ? localParts(session.endedAt, zone).time : '',
    notes: session.notes,
    catches: session.catches.map((fish) => {
      const length = fish.lengthCm === undefined ? '' : String(catchLengthIn(fish.lengthCm, units));
      const weight = fish.weightKg === undefined ? '' : String(catchWeightIn(fish.weightKg, units));
      return {
        species: fish.species,
        count: String(fish.count),
        length,
        weight,
        released: fish.released,
        kept: { lengthCm: fish.lengthCm, length, weightKg: fish.weightKg, weight },
      };
    }),
  };
}

/** A size as typed, in the shown units; `null` when it is out of `range` or not a number. */
function readSize(text: string, [least, most]: readonly [number, number]): number | null {
  const value = Number(text);
  return value >= least && value <= most ? value : null;
}

/** Each size of a catch: the field it is kept in, its range in the shown units, its conversion. */
const SIZES = {
  length: { stored: 'lengthCm', range: 'lengthRange', toStored: lengthToCm },
  weight: { stored: 'weightKg', range: 'weightRange', toStored: weightToKg },
} as const;

/**
 * A catch's length in centimetres or weight in kilograms, as it is kept: the kept one while its
 * text is as the form opened (so an edit never rounds a fish), none when left blank, else the
 * one typed in the shown units; what is wrong when that is not a size in range.
 */
function storedSize(
  row: CatchRow,
  field: 'length' | 'weight',
  units: HeightUnits,
): number | undefined | CatchProblem {
  const { stored, range, toStored } = SIZES[field];
  const typed = row[field];
  if (row.kept && typed === row.kept[field]) return row.kept[stored];
  if (typed.trim() === '') return undefined;
  const shown = catchUnits(units);
  const size = readSize(typed, shown[range]);
  if (size === null) {
    const [least, most] = shown[range];
    return { field, least, most, unit: shown[field] };
  }
  return toStored(size, units);
}

/** The most fish of one kind a catch may count. */
export const MAX_CATCH_COUNT = 1000;

/** The catches as typed, or what is wrong with them. */
export function readCatches(
  rows: CatchRow[],
  units: HeightUnits,
  labels: FishingLogLabels,
): FishCatch[] | string {
  const catches: FishCatch[] = [];
  for (const [index, row] of rows.entries()) {
    const problem = (found: CatchProblem) => labels.catchProblem(index + 1, found);
    const species = row.species.trim();
    if (!species) return problem({ field: 'species' });
    const count = Number(row.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_CATCH_COUNT) {
      return problem({ field: 'count', least: 1, most: MAX_CATCH_COUNT });
    }
    const lengthCm = storedSize(row, 'length', units);
    if (typeof lengthCm === 'object') return problem(lengthCm);
    const weightKg = storedSize(row, 'weight', units);
    if (typeof weightKg === 'object') return problem(weightKg);
    catches.push({
      species: species.slice(0, 80),
      count,
      released: row.released,
      ...(lengthCm === undefined ? {} : { lengthCm }),
      ...(weightKg === undefined ? {} : { weightKg }),
    });
  }
  return catches;
}
