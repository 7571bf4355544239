/** `<tide-today>`'s view, loaded when the first one renders. */
export { TideTodayElementView as default } from '../station-elements.tsx';
