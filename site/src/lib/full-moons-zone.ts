/** The zone the moon pages give full-moon times in. */
export const PEAK_TIME_ZONE = 'America/New_York';
