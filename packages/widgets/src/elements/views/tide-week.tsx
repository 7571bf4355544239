/** `<tide-week>`'s view, loaded when the first one renders. */
export { TideWeekElementView as default } from '../station-elements.tsx';
