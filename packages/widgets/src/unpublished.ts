/**
 * `@tides/widgets/unpublished`: rules of the widgets that the site in this repository shares,
 * so each is written once. NOT part of the package: it is in no `exports` of package.json and
 * no build, and may change in any release. The site, which builds the widgets from source,
 * reaches it through an alias (site/vite.config.ts, site/tsconfig.json).
 */

// Station clocks: the zone rules the tide service reads, loaded on demand
export { currentZoneRules, loadZoneRules, useZoneRules } from './internal/zone-clock.ts';

// Units
export { METRES_PER_FOOT } from './constants.ts';
export { catchLengthIn, catchUnits, catchWeightIn } from './fishing-log/catch-units.ts';

// Heights against a datum: a caption over signed heights says what a minus height is
export { fromDatum } from './labels.ts';

// A TideWindows search, held in a page's address
export { ruleFromSearch, ruleToSearch } from './tide-windows/window-query.ts';

// Looking tides up as every widget does (the site's pages, through useTideResult)
export { lookUpTides } from './look-up-tides.ts';
export type { TideLookupFormatters } from './look-up-tides.ts';
