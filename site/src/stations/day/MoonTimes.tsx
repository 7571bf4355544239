/**
 * Moonrise and moonset beside sunrise and sunset on a station page, and the day's solunar
 * periods, in the station's own time.
 */
import type { HourCycle, MoonTimes } from '@tides/widgets';
import { formatClock } from '../../lib/calendar';

/** '3:12 PM / 4:01 AM', a dash for a rise or set the day does not have. */
export function MoonRiseSet({
  moonTimes,
  timeZone,
  hourCycle,
}: {
  moonTimes: MoonTimes | undefined;
  timeZone: string;
  hourCycle: HourCycle;
}) {
  const { moonrise = null, moonset = null } = moonTimes ?? {};
  return (
    <>
      {moonrise ? (
        <time dateTime={moonrise}>{formatClock(moonrise, timeZone, hourCycle)}</time>
      ) : (
        '—'
      )}{' '}
      /{' '}
      {moonset ? <time dateTime={moonset}>{formatClock(moonset, timeZone, hourCycle)}</time> : '—'}
    </>
  );
}

/** The day's moon and solunar periods in a line under the day's cards. */
export function DaySky({
  sun,
  moonTimes,
  timeZone,
  hourCycle,
}: {
  sun: { sunrise: string | null; sunset: string | null } | undefined;
  moonTimes: MoonTimes | undefined;
  timeZone: string;
  hourCycle: HourCycle;
}) {
  if (!moonTimes) return null;
  const clock = (instant: string | null | undefined) =>
    instant ? formatClock(instant, timeZone, hourCycle) : '—';
  return (
    <div className="day-sky">
      <p>
        Sunrise {clock(sun?.sunrise)} · Sunset {clock(sun?.sunset)} · Moonrise{' '}
        {clock(moonTimes.moonrise)} · Moonset {clock(moonTimes.moonset)}
      </p>
      {moonTimes.solunar.length > 0 ? (
        <p>
          Solunar periods:{' '}
          {moonTimes.solunar
            .map((period) => `${period.kind} ${clock(period.start)}–${clock(period.end)}`)
            .join(', ')}
          . Major periods centre on the moon overhead and underfoot, minor ones on its rise and set.
        </p>
      ) : null}
    </div>
  );
}
