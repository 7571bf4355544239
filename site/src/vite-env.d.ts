/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project's API URL (the embedded backend's by default). */
  readonly VITE_SUPABASE_URL: string;
  /** The project's public anon key. */
  readonly VITE_SUPABASE_ANON_KEY: string;
}
