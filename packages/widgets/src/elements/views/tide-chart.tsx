/** `<tide-chart>`'s view, loaded when the first one renders. */
export { TideChartElementView as default } from '../station-elements.tsx';
