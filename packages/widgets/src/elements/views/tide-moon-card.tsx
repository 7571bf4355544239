/** `<tide-moon-card>`'s view, loaded when the first one renders. */
export { TideMoonCardElementView as default } from '../station/card-elements.tsx';
