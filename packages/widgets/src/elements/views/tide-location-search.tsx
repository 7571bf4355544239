/** `<tide-location-search>`'s view, loaded when the first one renders. */
export { TideLocationSearchElementView as default } from '../search/location-search-element.tsx';
