/**
 * The fishing log as a spreadsheet reads it: one row per catch, times on the station's clock
 * with their offset, heights and sizes in the units the log is read in.
 */
import type { FishingSession, HeightUnits } from '@tides/widgets';
import { catchLengthIn, catchUnits, catchWeightIn } from '@tides/widgets/rules';
import { isoOnClock, todayIn } from '../../lib/calendar';
import { csvHeight } from '../../stations/tables/month-table';
import { csvText } from '../../lib/csv';

/** The calendar day a session started on, on its station's clock. */
export function dayOf(session: FishingSession): string {
  try {
    return todayIn(session.conditions?.timeZone ?? 'UTC', new Date(session.startedAt));
  } catch {
    return session.startedAt.slice(0, 10);
  }
}

/**
 * An instant as the station's clock read it, with the offset from UTC it was on:
 * '2026-03-15T06:30:00-04:00'. A spreadsheet sorts it, and a reader sees the hour they fished.
 */
export function stationTime(instant: string, timeZone: string): string {
  if (Number.isNaN(Date.parse(instant))) return instant;
  try {
    return isoOnClock(timeZone, instant);
  } catch {
    // A zone neither the product's rules nor the browser know: the instant as it was stored.
    return instant;
  }
}

/**
 * The log as CSV, one row per catch (a session without a catch has one row of its own): times
 * on the station's clock with their offset, heights and sizes in the units the log is read in.
 */
export function sessionsToCsv(
  sessions: FishingSession[],
  names: Map<string, string>,
  units: HeightUnits = 'ft',
): string {
  const sizes = catchUnits(units);
  const header = [
    'started_at',
    'ended_at',
    'time_zone',
    'station_id',
    'station',
    'tide_stage',
    `tide_height_${units}`,
    'datum',
    'since_last',
    'minutes_since',
    'moon_phase',
    'moon_illumination',
    'species',
    'count',
    `length_${sizes.length}`,
    `weight_${sizes.weight}`,
    'released',
    'notes',
  ];
  const rows = sessions.flatMap((session) => {
    const c = session.conditions;
    // Kept with the session's conditions; a session saved without them is given in UTC.
    const zone = c?.timeZone ?? 'UTC';
    const common = [
      stationTime(session.startedAt, zone),
      session.endedAt ? stationTime(session.endedAt, zone) : '',
      zone,
      session.stationId,
      names.get(session.stationId) ?? '',
      c?.tide.stage ?? '',
      c ? csvHeight(c.tide.heightM, units) : '',
      c?.tide.datum ?? '',
      c?.tide.since?.type ?? '',
      c?.tide.since ? String(c.tide.since.minutes) : '',
      c?.moon.phase ?? '',
      c ? String(c.moon.illumination) : '',
    ];
    const catches = session.catches.length > 0 ? session.catches : [null];
    return catches.map((fish) => [
      ...common,
      fish?.species ?? '',
      fish ? String(fish.count) : '0',
      fish?.lengthCm === undefined ? '' : String(catchLengthIn(fish.lengthCm, units)),
      fish?.weightKg === undefined ? '' : String(catchWeightIn(fish.weightKg, units)),
      fish ? (fish.released ? 'released' : 'kept') : '',
      session.notes,
    ]);
  });
  return csvText([header, ...rows]);
}
