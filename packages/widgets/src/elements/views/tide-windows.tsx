/** `<tide-windows>`'s view, loaded when the first one renders. */
export { TideWindowsElementView as default } from '../search/tide-windows-element.tsx';
