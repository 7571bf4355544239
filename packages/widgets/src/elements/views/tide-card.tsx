/** `<tide-card>`'s view, loaded when the first one renders. */
export { TideCardElementView as default } from '../station/card-elements.tsx';
