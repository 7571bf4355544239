/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The Supabase project's API URL (the embedded backend's by default). */
  readonly VITE_SUPABASE_URL: string;
  /** The project's public anon key. */
  readonly VITE_SUPABASE_ANON_KEY: string;
  /** The contact address the deployment set (SITE_CONTACT_EMAIL), or the placeholder. */
  readonly SITE_CONTACT_EMAIL: string;
  /** The year the site was built, e.g. '2026'. */
  readonly SITE_BUILD_YEAR: string;
  /**
   * Optional: a raster tile service for the station map, '{z}/{x}/{y}' in the address
   * ('https://tiles.example/{z}/{x}/{y}.png'); without it the map draws its own outlines.
   */
  readonly VITE_MAP_TILE_URL?: string;
  /** The tile service's attribution, shown on the map when VITE_MAP_TILE_URL is set. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}

declare module 'virtual:full-moons' {
  /** Each moon page's full moons in US Eastern time, computed at build time (vite.config.ts). */
  // An ambient module cannot import by a relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const calendar: import('./lib/full-moons').FullMoonCalendar;
  export default calendar;
}
