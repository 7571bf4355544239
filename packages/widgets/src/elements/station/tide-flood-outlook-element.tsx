import { StationFloodOutlook } from '../../flood-outlook/StationFloodOutlook.tsx';
import { toUnits } from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { useStationLookup } from '../shared/station-lookup.tsx';
import type { TideStationElementProperties } from '../contract/types.ts';

/**
 * `<tide-flood-outlook>`: `StationFloodOutlook` for the element's `location`, announcing how its
 * lookup ended as an image announces load or error.
 */
export function TideFloodOutlookElementView(
  props: TideStationElementProperties & ElementViewProps,
) {
  const { missing, widget } = useStationLookup(
    props,
    'tide-flood-outlook',
    'a NOAA station number (8443970) or a station id (noaa/8443970)',
    'tides-flood-outlook',
  );
  return missing ?? <StationFloodOutlook {...widget} units={toUnits(props.units)} />;
}
