import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { TideClient } from '../client.ts';
import { tideClientFromSupabase } from './tide-client-from-supabase.ts';

export interface SupabaseTideClientOptions {
  /** The project's URL, e.g. `'https://abcd.supabase.co'` (a trailing slash is fine). */
  url: string;
  /** The project's public anonymous key, sent as `apikey` and as the bearer token. */
  anonKey: string;
  /** A fetch to use instead of the global one (tests, older runtimes). @defaultValue `globalThis.fetch` */
  fetch?: typeof fetch;
}

/**
 * A `TideClient` straight from a Supabase project's URL and anonymous key, for pages with no
 * supabase-js of their own. It is built from PostgREST's and Functions' own small clients
 * rather than all of supabase-js (no auth, realtime or storage), to keep embeds light.
 */
export function createSupabaseTideClient(options: SupabaseTideClientOptions): TideClient {
  const base = options.url.replace(/\/+$/, '');
  const headers = { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` };
  const rest = new PostgrestClient(`${base}/rest/v1`, { headers, fetch: options.fetch });
  const functions = new FunctionsClient(`${base}/functions/v1`, {
    headers,
    customFetch: options.fetch,
  });
  return tideClientFromSupabase({
    rpc: (fn, args) => rest.rpc(fn, args),
    functions,
  });
}
