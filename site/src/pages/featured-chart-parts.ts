/**
 * What the home page's featured chart needs from the widgets, and nothing else: a static import
 * of just these modules, which FeaturedChart loads dynamically. Importing the library's whole
 * entry dynamically would make the browser preload the find-tides page's chunks as well.
 */
export { TideChart } from '@tides/widgets';
export { formatSourceLabel } from '@tides/widgets';
export { loadZoneRules } from '@tides/widgets/unpublished';
import '@tides/widgets/styles.css';
