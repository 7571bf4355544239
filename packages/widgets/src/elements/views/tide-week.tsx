/** `<tide-week>`'s view, loaded when the first one renders: the week ahead at one station. */
import { CardContent } from '../../station-tides/card-content.tsx';
import { stationElementView } from '../station/station-elements.tsx';

export default stationElementView('tide-week', 'week', CardContent);
