/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project's API URL (the embedded backend's by default). */
  readonly VITE_SUPABASE_URL: string;
  /** The project's public anon key. */
  readonly VITE_SUPABASE_ANON_KEY: string;
}

declare module 'virtual:full-moons' {
  /** Year → month (0–11) → that month's full moons in US Eastern time (see vite.config.ts). */
  const table: Record<number, { instant: string; label: string }[][]>;
  export default table;
}
