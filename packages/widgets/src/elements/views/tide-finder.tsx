/** `<tide-finder>`'s view, loaded when the first one renders. */
export { TideFinderElementView as default } from '../tide-finder-element.tsx';
