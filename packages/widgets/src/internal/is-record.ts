/** Whether `value` is an object whose fields can be read: the first check on anything untyped. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
