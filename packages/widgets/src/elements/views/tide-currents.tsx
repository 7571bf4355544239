/** `<tide-currents>`'s view, loaded when the first one renders. */
export { TideCurrentsElementView as default } from '../station/tide-currents-element.tsx';
