/**
 * How a long computation lets other requests in: it calls `yieldTurn()` between slices of its
 * work (a few days, a month of a year), so a one-day request need not wait for a whole year or
 * a 90-day search to finish. By default a slice ends with a turn of the event loop; a host that
 * schedules work itself (the embedded backend's fair queue) installs its own, which may hand the
 * request's place to a waiting one and take it back later.
 */
let yielder: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets other work run before the caller goes on. */
export function yieldTurn(): Promise<void> {
  return yielder();
}

/** Sets what yieldTurn does for the whole process (a host calls it once, at start). */
export function setTurnYielder(yieldTo: () => Promise<void>): void {
  yielder = yieldTo;
}
