/** `<tide-auth-card>`'s view, with the auth card and Supabase Auth's client, loaded when the first one renders. */
export { default } from '../account/tide-auth-card-content.tsx';
