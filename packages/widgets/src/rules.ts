/**
 * `@tides/widgets/rules`: the rules the widgets follow, for a host that shows the same data in
 * views of its own: a station's zone rules loaded on demand, the units, the tide-window search
 * held in a page's address, and looking tides up as every widget does.
 */

// Station clocks: the zone rules the tide service reads, loaded on demand
export { currentZoneRules, loadZoneRules, useZoneRules } from './internal/zone-clock.ts';

// Units
export { METRES_PER_FOOT } from './constants.ts';
export { catchLengthIn, catchUnits, catchWeightIn } from './fishing-log/data/catch-units.ts';

// Heights against a datum: a caption over signed heights says what a minus height is
export { fromDatum } from './labels.ts';

// A TideWindows search, held in a page's address
export { ruleFromSearch, ruleToSearch } from './tide-windows/window-query.ts';

// Looking tides up as every widget does (the site's pages, through useTideResult)
export { lookUpTides } from './look-up-tides.ts';
export type { TideLookupFormatters } from './look-up-tides.ts';
