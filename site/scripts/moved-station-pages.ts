/**
 * Station pages whose address changed when the station catalogue was checked and corrected
 * (a name fixed, a station filed under its own country or territory instead of "other"): the
 * old address sends visitors and search engines on to the new one, so links keep working.
 * moved-station-pages.json maps each old path to its new one; it was made by comparing the
 * addresses of the seed before those corrections with today's, and changes only when a
 * correction moves a page again. Read by the prerenderer (redirect pages) and `pnpm start` (308).
 */
import { readFileSync } from 'node:fs';

export const MOVED_STATION_PAGES: ReadonlyMap<string, string> = new Map(
  Object.entries(
    JSON.parse(
      readFileSync(new URL('./moved-station-pages.json', import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ),
);
