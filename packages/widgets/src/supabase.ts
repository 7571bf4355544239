/**
 * `@tides/widgets/supabase`: the Supabase implementation of `TideClient`. Kept out of the
 * main entry so sites with their own backend never load a Supabase client.
 */
export { createSupabaseTideClient } from './supabase/create-supabase-tide-client.ts';
export type { SupabaseTideClientOptions } from './supabase/create-supabase-tide-client.ts';
export {
  SEARCH_LOCATIONS_RPC,
  TIDE_DATA_FUNCTION,
  tideClientFromSupabase,
} from './supabase/tide-client-from-supabase.ts';
export type {
  SupabaseLikeClient,
  SupabaseRpcQuery,
  SupabaseRpcResponse,
} from './supabase/tide-client-from-supabase.ts';
export type { TideClient, TideDataOutcome, TideDataRequest } from './client.ts';
