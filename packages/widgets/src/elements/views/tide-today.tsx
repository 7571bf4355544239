/** `<tide-today>`'s view, loaded when the first one renders: today's highs and lows at one station. */
import { CardContent } from '../../station-tides/card-content.tsx';
import { stationElementView } from '../station/station-elements.tsx';

export default stationElementView('tide-today', 'today', CardContent);
