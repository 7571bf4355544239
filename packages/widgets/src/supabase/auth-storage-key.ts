/**
 * Where supabase-js keeps a project's session in `localStorage`: `sb-<first label of the
 * project's host>-auth-token` (`sb-abcd-auth-token` for `https://abcd.supabase.co`). An auth
 * client that uses it shares the visitor's session with the page's own supabase-js client.
 */
export function supabaseAuthStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
