/** `<tide-finder>`'s view, loaded when the first one renders. */
export { TideFinderElementView as default } from '../search/tide-finder-element.tsx';
