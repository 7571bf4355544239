/** `<tide-flood-outlook>`'s view, loaded when the first one renders. */
export { TideFloodOutlookElementView as default } from '../tide-flood-outlook-element.tsx';
