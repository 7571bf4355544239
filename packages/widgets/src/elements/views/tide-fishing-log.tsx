/** `<tide-fishing-log>`'s view, with the log and Supabase Auth's client, loaded when the first one renders. */
export { default } from '../account/tide-fishing-log-content.tsx';
