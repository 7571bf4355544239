import { StationCurrents } from '../../current-card/StationCurrents.tsx';
import { toTideCardDays } from '../../tide-card/card-days.ts';
import { toCalendarDay, toSpeedUnits } from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { useStationLookup } from '../shared/station-lookup.tsx';
import type { TideCurrentsElementProperties } from '../contract/types.ts';

/**
 * `<tide-currents>`: `StationCurrents` for the element's `location`, announcing how its lookup
 * ended as an image announces load or error.
 */
export function TideCurrentsElementView(props: TideCurrentsElementProperties & ElementViewProps) {
  const { missing, widget } = useStationLookup(
    props,
    'tide-currents',
    'a NOAA current station (PUG1701) or a station id (noaa/PUG1701)',
    'tides-currents',
  );
  return (
    missing ?? (
      <StationCurrents
        {...widget}
        date={toCalendarDay(props.date)}
        days={toTideCardDays(props.days)}
        units={toSpeedUnits(props.units)}
      />
    )
  );
}
