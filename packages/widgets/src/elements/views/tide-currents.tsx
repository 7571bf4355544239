/** `<tide-currents>`'s view, loaded when the first one renders. */
export { TideCurrentsElementView as default } from '../tide-currents-element.tsx';
