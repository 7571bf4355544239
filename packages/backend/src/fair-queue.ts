/**
 * Takes turns between clients for the database. PGlite runs one query at a time and cannot
 * cancel one, and a PostgreSQL pool has a few connections: first come, first served lets one
 * client with forty slow requests in flight make everyone else wait for all forty. Here each
 * client has at most `perClient` requests running and `maxQueued` waiting (more are refused),
 * and a free slot goes to the next client in turn, a client with nothing running first, so
 * another client waits for the request running now and no more, however many a greedy one sent.
 */
export class QueueFullError extends Error {
  constructor() {
    super('Too many requests from this client are waiting.');
  }
}

interface Client {
  running: number;
  waiting: (() => void)[];
}

export class FairQueue {
  private readonly clients = new Map<string, Client>();
  /** Clients with work waiting, in the order their turns come. */
  private readonly turns: string[] = [];
  private running = 0;

  constructor(
    private readonly slots: number,
    private readonly perClient: number,
    private readonly maxQueued: number,
  ) {}

  /** Runs `work` when it is `client`'s turn; refuses at once when too much of theirs waits. */
  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    let entry = this.clients.get(client);
    if (!entry) {
      entry = { running: 0, waiting: [] };
      this.clients.set(client, entry);
    }
    if (entry.waiting.length >= this.maxQueued) throw new QueueFullError();
    const mine = entry;
    await new Promise<void>((resolve) => {
      mine.waiting.push(resolve);
      // A client with nothing running goes first: one with requests running has had its turn.
      if (mine.waiting.length === 1) {
        if (mine.running === 0) this.turns.unshift(client);
        else this.turns.push(client);
      }
      this.dispatch();
    });
    try {
      return await work();
    } finally {
      mine.running -= 1;
      this.running -= 1;
      if (mine.running === 0 && mine.waiting.length === 0) this.clients.delete(client);
      // PGlite answers without ever yielding to the event loop: handing the slot on at once
      // would run every waiting request back to back before a newly arrived one was even read.
      // Two turns of the loop let the sockets be read first, so a newcomer can take its turn.
      setImmediate(() => setImmediate(() => this.dispatch()));
    }
  }

  private dispatch(): void {
    let looked = 0;
    while (this.running < this.slots && looked < this.turns.length) {
      const client = this.turns.shift();
      if (client === undefined) return;
      const entry = this.clients.get(client);
      if (!entry || entry.waiting.length === 0) continue;
      if (entry.running >= this.perClient) {
        // Busy to its limit: its turn waits for one of its own requests to finish.
        this.turns.push(client);
        looked += 1;
        continue;
      }
      looked = 0;
      const next = entry.waiting.shift();
      entry.running += 1;
      this.running += 1;
      if (entry.waiting.length > 0) this.turns.push(client);
      next?.();
    }
  }
}
