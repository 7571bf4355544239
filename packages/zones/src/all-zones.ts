/** Every zone of the release, for the edge handler (Node or Deno), which can afford all of it. */
import latest from 'moment-timezone/data/packed/latest.json' with { type: 'json' };
import { createZoneRules, type PackedZoneData } from './zone-rules.ts';

/** IANA's every zone, as moment-timezone ships it. */
export const allZoneData: PackedZoneData = latest;

/** The rules of every zone. */
export const allZoneRules = createZoneRules(allZoneData);
