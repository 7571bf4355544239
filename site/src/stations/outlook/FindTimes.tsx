/**
 * A station page's "Find times when…": the TideWindows search, held in the page's address so
 * that every search can be shared (`?below=0&light=day`), with its times' days one click away.
 * On a current station's page (speed units) it searches slack windows (`?slack=0.5&light=day`).
 * The search is read only in the browser: the prerendered page shows the empty form.
 */
import { TideWindows, type HeightUnits, type SpeedUnits } from '@tides/widgets';
import { ruleFromSearch, ruleToSearch } from '@tides/widgets/rules';
import type { HourCycle } from '@tides/widgets';
import { useClients } from '../../lib/clients';
import { useHydrated } from '../../lib/use-hydrated';
import { useRouter } from '../../router/router';

/** The page's own parameters, kept when a search changes the address. */
const PAGE_PARAMS = ['date', 'view', 'month', 'year'];

export function FindTimes({
  station,
  units,
  hourCycle,
  dayHref,
}: {
  /** The station's id and its page's path. */
  station: { id: string; path: string };
  units: HeightUnits | SpeedUnits;
  hourCycle: HourCycle;
  dayHref: (date: string) => string;
}) {
  const { search, navigate } = useRouter();
  const { windows } = useClients();
  const hydrated = useHydrated();
  const rule = hydrated ? ruleFromSearch(search) : {};
  return (
    <TideWindows
      id="find-times"
      className="no-print station-windows"
      client={windows}
      locationId={station.id}
      units={units}
      hourCycle={hourCycle}
      rule={rule}
      onRuleChange={(next) => {
        const params = new URLSearchParams(search);
        const kept = new URLSearchParams();
        for (const key of PAGE_PARAMS) {
          const value = params.get(key);
          if (value !== null) kept.set(key, value);
        }
        for (const [key, value] of ruleToSearch(next)) kept.set(key, value);
        const query = kept.toString();
        navigate(`${station.path}${query ? `?${query}` : ''}#find-times`, { replace: true });
      }}
      dayHref={dayHref}
    />
  );
}
