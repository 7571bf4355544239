/** `<tide-chart>`'s view, loaded when the first one renders: today's water level at one station. */
import { ChartContent } from '../../station-tides/chart-content.tsx';
import { stationElementView } from '../station/station-elements.tsx';

export default stationElementView('tide-chart', 'chart', ChartContent);
