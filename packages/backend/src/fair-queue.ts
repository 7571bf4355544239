/**
 * Takes turns between clients for the server's work: every REST, RPC and function request runs
 * through one queue. PGlite runs one query at a time and cannot cancel one, a PostgreSQL pool has
 * a few connections, and a tide computation holds the event loop: first come, first served let
 * one client's forty 31-day spans or wide selects make everyone else wait for all forty.
 *
 * Turns are weighted by cost (weighted fair queuing): a request costs what it will make the
 * server do, in units of about one station-day of tides (a simple query costs 1, a 31-day span
 * 31, a 40-row insert 40), known before it runs, and what it turns out to cost past that (the
 * bytes of a large answer) is charged after. The queue keeps a virtual time that moves on by
 * each request let run divided among the clients with work, as if they were served side by
 * side; a request is tagged to finish at its client's last tag (or the virtual time, if later)
 * plus its cost, and the smallest tag goes next. So a one-unit request goes ahead of every
 * large request that would finish later side by side: among many busy clients it waits for
 * about one unit of each of theirs, and for what is running, never for their large requests
 * whole; a client that just spent 300 units waits while the others spend theirs.
 *
 * Bounds: at most `slots` requests and `maxCostInFlight` units running for everyone together
 * (a request larger than that runs alone), `perClient` running and `maxQueued` waiting per
 * client (more are refused with QueueFullError); the last free slot only for a client with
 * nothing running.
 *
 * A long request may give its place up between slices of its work (`yieldTurn`, which the
 * handlers call through `_shared/platform/take-turns.ts`): when another client's request waits
 * that would finish first side by side, or costs a quarter as much or less, the first waiting
 * in turn runs, and the long one takes its place back in turn, as if asked for in slices. So a one-day request waits for a slice of a year or a 90-day
 * search, not for the whole of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export class QueueFullError extends Error {
  constructor() {
    super('Too many requests from this client are waiting.');
  }
}

export interface FairQueueSettings {
  /** Requests running at once, all clients together. */
  slots: number;
  /** Units of cost running at once, all clients together (one larger request runs alone). */
  maxCostInFlight: number;
  /** Requests one client may have running at once. */
  perClient: number;
  /** Requests one client may have waiting; more are refused. */
  maxQueued: number;
  /** Clients remembered while idle whose clocks are ahead of the others' (oldest let go first). */
  maxRememberedClients?: number;
}

interface Waiting {
  /** The virtual time this request would start and finish at, served side by side. */
  start: number;
  finish: number;
  cost: number;
  /** How far letting it run moves the virtual time on: its cost, or 0 for one resumed. */
  advance: number;
  go: () => void;
}

/** A request running, as yieldTurn finds it. */
interface Ticket {
  entry: Client;
  start: number;
  finish: number;
  cost: number;
}

interface Client {
  running: number;
  waiting: Waiting[];
  /** The virtual time the client's last request finishes at: where its next one starts. */
  finish: number;
  /** When the client last had a request let run (a count of requests let run), for ties. */
  served: number;
}

/** Idle clients whose clocks are ahead are remembered at most this many (the oldest let go). */
const DEFAULT_REMEMBERED_CLIENTS = 10_000;

export class FairQueue {
  private readonly clients = new Map<string, Client>();
  /** The virtual time: each request let run moves it on by its cost over the clients with work. */
  private now = 0;
  private dispatched = 0;
  private running = 0;
  private costRunning = 0;
  private readonly remembered: number;
  private readonly inTurn = new AsyncLocalStorage<Ticket>();

  constructor(private readonly settings: FairQueueSettings) {
    this.remembered = settings.maxRememberedClients ?? DEFAULT_REMEMBERED_CLIENTS;
  }

  /**
   * Runs `work` when it is `client`'s turn, counting `cost` units (at least 1) against the
   * client; refuses at once when too much of theirs waits.
   */
  async run<T>(client: string, work: () => Promise<T>, cost = 1): Promise<T> {
    const units = Number.isFinite(cost) ? Math.max(1, cost) : 1;
    const entry = this.clientNamed(client);
    if (entry.waiting.length >= this.settings.maxQueued) throw new QueueFullError();
    const ticket: Ticket = { entry, start: 0, finish: 0, cost: units };
    await new Promise<void>((go) => {
      ticket.start = Math.max(this.now, entry.finish);
      ticket.finish = ticket.start + units;
      entry.finish = ticket.finish;
      entry.waiting.push({ ...ticket, advance: units, go });
      this.dispatch();
    });
    try {
      return await this.inTurn.run(ticket, work);
    } finally {
      entry.running -= 1;
      this.running -= 1;
      this.costRunning -= units;
      this.forgetIfIdle(client, entry);
      // PGlite answers without ever yielding to the event loop: handing the slot on at once
      // would run every waiting request back to back before a newly arrived one was even read.
      // Two turns of the loop let the sockets be read first, so a newcomer can take its turn.
      setImmediate(() => setImmediate(() => this.dispatch()));
    }
  }

  /**
   * Counts `cost` more units against `client`, for work found only once it ran (the bytes of an
   * answer): its next requests wait for others to catch up with that much.
   */
  charge(client: string, cost: number): void {
    if (!Number.isFinite(cost) || cost <= 0) return;
    const entry = this.clientNamed(client);
    entry.finish = Math.max(this.now, entry.finish) + cost;
    this.forgetIfIdle(client, entry);
  }

  /**
   * Called by running work between slices: when a request of another client waits that would
   * finish first side by side, or costs a quarter as much or less, this one's place goes to
   * the first waiting in turn, and the call resolves once this one's turn comes again (it keeps
   * its place in turn: it was asked for before what came since). Otherwise, and outside the
   * queue's work, it resolves after a turn of the event loop, so new requests are read.
   */
  async yieldTurn(): Promise<void> {
    const ticket = this.inTurn.getStore();
    if (!ticket || !this.waitsBefore(ticket)) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return;
    }
    const { entry } = ticket;
    entry.running -= 1;
    this.running -= 1;
    this.costRunning -= ticket.cost;
    // The others first: this one is not waiting yet, so the place goes to one of them.
    this.dispatch();
    await new Promise<void>((go) => {
      entry.waiting.unshift({ ...ticket, advance: 0, go });
      this.dispatch();
    });
  }

  /** Whether another client's request waits, able to run, that should go before `ticket`'s rest. */
  private waitsBefore(ticket: Ticket): boolean {
    for (const entry of this.clients.values()) {
      const head = entry.waiting[0];
      if (!head || entry === ticket.entry || entry.running >= this.settings.perClient) continue;
      if (head.finish < ticket.finish || head.cost * 4 <= ticket.cost) return true;
    }
    return false;
  }

  /** What runs and waits now, for tests and diagnostics. */
  stats(): { running: number; costRunning: number; waiting: number; clients: number } {
    let waiting = 0;
    for (const entry of this.clients.values()) waiting += entry.waiting.length;
    return {
      running: this.running,
      costRunning: this.costRunning,
      waiting,
      clients: this.clients.size,
    };
  }

  private clientNamed(client: string): Client {
    let entry = this.clients.get(client);
    if (!entry) {
      entry = { running: 0, waiting: [], finish: this.now, served: -1 };
      this.clients.set(client, entry);
    } else if (entry.running === 0 && entry.waiting.length === 0) {
      // Remembered while idle: kept in the order clients were last busy.
      this.clients.delete(client);
      this.clients.set(client, entry);
    }
    return entry;
  }

  /**
   * An idle client whose clock is not ahead would start at the virtual time anyway: forgotten.
   * One ahead is remembered, so that a client cannot wipe its spending by pausing between
   * requests, up to a bound (the oldest are forgotten first).
   */
  private forgetIfIdle(client: string, entry: Client): void {
    if (entry.running > 0 || entry.waiting.length > 0) return;
    if (entry.finish <= this.now) {
      this.clients.delete(client);
      return;
    }
    if (this.clients.size <= this.remembered) return;
    for (const [name, other] of this.clients) {
      if (this.clients.size <= this.remembered) break;
      if (other.running === 0 && other.waiting.length === 0) this.clients.delete(name);
    }
  }

  private dispatch(): void {
    const { slots, maxCostInFlight, perClient } = this.settings;
    while (this.running < slots) {
      let chosen: Client | undefined;
      let next: Waiting | undefined;
      let withWork = 0;
      let earliestStart = Infinity;
      for (const entry of this.clients.values()) {
        const head = entry.waiting[0];
        if (entry.running > 0 || head) withWork += 1;
        if (!head) continue;
        earliestStart = Math.min(earliestStart, head.start);
        if (entry.running >= perClient) continue;
        // The last free slot is kept for a client with nothing running, so that one client's
        // requests never fill every slot and a newcomer never waits for all of them.
        if (entry.running > 0 && this.running === slots - 1) continue;
        // The earliest finish goes first; on a tie, the client whose last turn is longest ago.
        if (
          !chosen ||
          !next ||
          head.finish < next.finish ||
          (head.finish === next.finish && entry.served < chosen.served)
        ) {
          chosen = entry;
          next = head;
        }
      }
      if (!chosen || !next) return;
      // The next in turn waits for room rather than letting smaller ones past it forever.
      if (this.running > 0 && this.costRunning + next.cost > maxCostInFlight) return;
      chosen.waiting.shift();
      chosen.running += 1;
      chosen.served = this.dispatched;
      this.dispatched += 1;
      this.running += 1;
      this.costRunning += next.cost;
      // Served side by side, each client with work gets its share of this request's cost; and
      // the virtual time is never behind the earliest start still waiting.
      this.now = Math.max(this.now + next.advance / Math.max(1, withWork), earliestStart);
      next.go();
    }
  }
}
