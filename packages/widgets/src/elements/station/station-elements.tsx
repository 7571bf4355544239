import {
  StationTidesFrame,
  type StationContent,
  type StationTidesWidget,
} from '../../station-tides/station-tides-frame.tsx';
import { toUnits } from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { useStationLookup } from '../shared/station-lookup.tsx';
import type { TideStationElementProperties } from '../contract/types.ts';

type StationElementViewProps = TideStationElementProperties & ElementViewProps;

/**
 * The view of `<tide-today>`, `<tide-week>` or `<tide-chart>`: `StationTides` for the
 * element's `location`, announcing how its lookup ended as an image announces load or error.
 * Each view names its widget's part (`widgetContent`) itself, so its chunk carries that part only.
 */
export function stationElementView(
  tag: string,
  widget: StationTidesWidget,
  content: StationContent,
) {
  function StationElementView(props: StationElementViewProps) {
    const { missing, widget: shared } = useStationLookup(
      props,
      tag,
      'a NOAA station number (8443970) or a station id (noaa/8443970)',
      'tides-results',
    );
    return (
      missing ?? (
        <StationTidesFrame
          {...shared}
          widget={widget}
          widgetContent={content}
          units={toUnits(props.units)}
        />
      )
    );
  }
  StationElementView.displayName = `${widget}ElementView`;
  return StationElementView;
}
