/**
 * `@tides/widgets/supabase`: the Supabase implementations of the widgets' clients.
 * Kept out of the main entry so sites with their own backend never load a Supabase client.
 */
export { createSupabaseTideClient } from './supabase/create-supabase-tide-client.ts';
export type { SupabaseTideClientOptions } from './supabase/create-supabase-tide-client.ts';
export {
  CURRENT_DATA_FUNCTION,
  SEARCH_LOCATIONS_RPC,
  TIDE_DATA_FUNCTION,
  tideClientFromSupabase,
  WATER_LEVEL_FUNCTION,
} from './supabase/tide-client-from-supabase.ts';
export type {
  SupabaseLikeClient,
  SupabaseRpcQuery,
  SupabaseRpcResponse,
} from './supabase/tide-client-from-supabase.ts';
export type {
  CurrentAnswer,
  SearchLocationsOptions,
  TideAnswer,
  TideClient,
  TideDataRequest,
  TideLocation,
  TideWindowsAnswer,
  TideWindowsClient,
  TideWindowsRequest,
} from './client.ts';
export { createSupabaseWindowsClient, TIDE_CALENDAR_FUNCTION } from './supabase/windows-client.ts';
export type { SupabaseWindowsClientOptions } from './supabase/windows-client.ts';
export {
  createSupabaseAuthClient,
  DISPLAY_NAME_METADATA_KEY,
} from './supabase/auth-client-from-supabase.ts';
export type { SupabaseAuthAnswer, SupabaseLikeAuth } from './supabase/auth-client-from-supabase.ts';
export { supabaseAuthStorageKey } from './supabase/auth-storage-key.ts';
export type {
  AuthClient,
  AuthResult,
  SignInCredentials,
  SignUpDetails,
} from './auth-card/auth-client.ts';
export { createSupabaseAccountClient } from './supabase/account-data-from-supabase.ts';
export type { SupabaseAccountClientOptions } from './supabase/account-data-from-supabase.ts';
export type { AccountDataClient } from './fishing-log/data/account-data.ts';
