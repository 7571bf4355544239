/**
 * The one conversion between the units heights come in: NOAA publishes in feet or metres,
 * the stations store metres, and a visitor reads feet.
 */

/** The international foot, exactly (1959). */
export const METRES_PER_FOOT = 0.3048;
