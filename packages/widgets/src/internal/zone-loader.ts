/**
 * What loading zone rules takes, in a chunk of its own: the table of every station zone's
 * module and the reader of the packed rules. A page that never shows a time loads neither.
 */
export { stationZoneModules } from '@tides/zones/station-zone-modules';
export { createZoneRules } from '@tides/zones';
