/** `'noaa/8443970'` from `'8443970'`; a value with a slash is already a station id. */
export function toStationId(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes('/') ? trimmed : `noaa/${trimmed}`;
}
