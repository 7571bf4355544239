/** `<tide-flood-outlook>`'s view, loaded when the first one renders. */
export { TideFloodOutlookElementView as default } from '../station/tide-flood-outlook-element.tsx';
