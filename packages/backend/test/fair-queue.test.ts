/**
 * The one queue every request's work takes turns in: weighted by cost, bounded for everyone
 * together. Work here is deterministic (each piece runs until the test lets it finish), so
 * the order is exact and nothing depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFullError, type FairQueueSettings } from '../src/fair-queue.ts';

/** Lets the queue hand a freed slot on: it waits two turns of the event loop to do so. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 4; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A queue and a log of the work it starts, each piece held until `finish(name)`. */
function harness(settings: Partial<FairQueueSettings> = {}) {
  const queue = new FairQueue({
    slots: 1,
    maxCostInFlight: 100,
    perClient: 1,
    maxQueued: 50,
    ...settings,
  });
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const done: Promise<unknown>[] = [];
  function submit(client: string, name: string, cost = 1): Promise<void> {
    const answered = queue.run(
      client,
      () =>
        new Promise<void>((resolve) => {
          started.push(name);
          releases.set(name, resolve);
        }),
      cost,
    );
    done.push(answered.catch(() => undefined));
    return answered;
  }
  async function finish(name: string): Promise<void> {
    await settle();
    const release = releases.get(name);
    if (!release) throw new Error(`${name} has not started (started: ${started.join(', ')})`);
    release();
    await settle();
  }
  /** Finishes whatever runs, one at a time, until nothing is left. */
  async function drain(): Promise<void> {
    await settle();
    for (let finished = 0; finished < started.length; finished += 1) {
      await finish(started[finished] ?? '');
    }
    await Promise.all(done);
  }
  return { queue, started, submit, finish, drain };
}

describe('the fair queue', () => {
  it('lets each waiting client in before a busy client’s next request, and refuses a flood', async () => {
    const { queue, started, submit, drain } = harness({ maxQueued: 3 });
    void submit('greedy', 'greedy 1');
    void submit('greedy', 'greedy 2');
    void submit('greedy', 'greedy 3');
    void submit('greedy', 'greedy 4');
    void submit('other', 'other 1');
    await expect(queue.run('greedy', async () => 'never')).rejects.toBeInstanceOf(QueueFullError);
    await drain();
    expect(started).toEqual(['greedy 1', 'other 1', 'greedy 2', 'greedy 3', 'greedy 4']);
  });

  it('takes turns by cost: a one-day client goes ahead of a month-long one’s queue', async () => {
    const { started, submit, drain } = harness();
    // Three 31-day spans queued by one client, then a single day from another.
    void submit('months', 'month 1', 31);
    void submit('months', 'month 2', 31);
    void submit('months', 'month 3', 31);
    void submit('day', 'day 1', 1);
    await drain();
    expect(started).toEqual(['month 1', 'day 1', 'month 2', 'month 3']);
  });

  it('shares turns in proportion to cost among clients that both keep asking', async () => {
    const { started, submit, drain } = harness();
    // Costs 4 against costs 1: four small requests for each large one.
    for (let i = 1; i <= 3; i += 1) void submit('large', `large ${i}`, 4);
    for (let i = 1; i <= 8; i += 1) void submit('small', `small ${i}`, 1);
    await drain();
    // Four small ones for each large one (a tie goes to the client whose turn is longer ago).
    expect(started).toEqual([
      'large 1',
      'small 1',
      'small 2',
      'small 3',
      'large 2',
      'small 4',
      'small 5',
      'small 6',
      'small 7',
      'large 3',
      'small 8',
    ]);
  });

  it('makes a client that was charged for a large answer wait while others catch up', async () => {
    const { queue, started, submit, finish, drain } = harness();
    void submit('wide', 'wide 1');
    // The answer turned out to be 30 units of bytes.
    queue.charge('wide', 30);
    void submit('wide', 'wide 2');
    for (let i = 1; i <= 3; i += 1) void submit('reader', `read ${i}`);
    await finish('wide 1');
    await drain();
    expect(started).toEqual(['wide 1', 'read 1', 'read 2', 'read 3', 'wide 2']);
  });

  it('makes a newcomer wait for about a unit of each busy client’s work, not their spans whole', async () => {
    const { started, submit, finish, drain } = harness({ slots: 1 });
    // Twenty clients, each with a 31-day span waiting, all asked at once.
    void submit('first', 'first', 31);
    for (let i = 1; i <= 20; i += 1) void submit(`crowd ${i}`, `span ${i}`, 31);
    await finish('first');
    // A single day asked while one span runs goes next: side by side, it would finish first.
    void submit('day', 'day 1', 1);
    await finish('span 1');
    await drain();
    expect(started.slice(0, 3)).toEqual(['first', 'span 1', 'day 1']);
  });

  it('bounds the work running for everyone together, in requests and in cost', async () => {
    const { queue, started, submit, finish, drain } = harness({
      slots: 3,
      maxCostInFlight: 40,
      perClient: 3,
    });
    void submit('a', 'a 31', 31);
    void submit('b', 'b 31', 31);
    void submit('c', 'c 5', 5);
    await settle();
    // 31 + 31 would pass 40 units: the second month waits; the small one fits beside the first.
    expect(started).toEqual(['a 31', 'c 5']);
    expect(queue.stats()).toMatchObject({ running: 2, costRunning: 36, waiting: 1 });
    await finish('a 31');
    expect(started).toEqual(['a 31', 'c 5', 'b 31']);
    expect(queue.stats()).toMatchObject({ running: 2, costRunning: 36 });
    await finish('b 31');
    await finish('c 5');
    // A request larger than the whole bound still runs, alone.
    void submit('d', 'd 90', 90);
    void submit('e', 'e 1', 1);
    await settle();
    expect(started.slice(3)).toEqual(['d 90']);
    await drain();
    expect(started.slice(3)).toEqual(['d 90', 'e 1']);
    expect(queue.stats()).toMatchObject({ running: 0, costRunning: 0, waiting: 0 });
  });

  it('runs at most `perClient` of one client’s requests at once, however many slots are free', async () => {
    const { started, submit, drain } = harness({ slots: 4, perClient: 2 });
    for (let i = 1; i <= 4; i += 1) void submit('greedy', `greedy ${i}`);
    await settle();
    expect(started).toEqual(['greedy 1', 'greedy 2']);
    await drain();
    expect(started).toHaveLength(4);
  });

  it('keeps the last free slot for a client with nothing running', async () => {
    const { started, submit, finish, drain } = harness({ slots: 2, perClient: 2 });
    for (let i = 1; i <= 3; i += 1) void submit('wide', `wide ${i}`, 5);
    await settle();
    // Two could run, but the second would fill every slot with one client's work.
    expect(started).toEqual(['wide 1']);
    void submit('reader', 'read 1');
    await settle();
    expect(started).toEqual(['wide 1', 'read 1']);
    await finish('read 1');
    // Still one of its own running: its next waits for it, the last slot stays free.
    expect(started).toEqual(['wide 1', 'read 1']);
    await finish('wide 1');
    expect(started).toEqual(['wide 1', 'read 1', 'wide 2']);
    await drain();
    expect(started).toHaveLength(4);
  });

  it('hands the slot on when work fails, and reports the failure to its caller', async () => {
    const queue = new FairQueue({ slots: 1, maxCostInFlight: 10, perClient: 1, maxQueued: 5 });
    const failed = queue.run('a', () => Promise.reject(new Error('query failed')));
    const next = queue.run('b', async () => 'answered');
    await expect(failed).rejects.toThrow('query failed');
    await expect(next).resolves.toBe('answered');
    expect(queue.stats()).toMatchObject({ running: 0, costRunning: 0, waiting: 0 });
  });

  it('remembers a bounded number of idle clients', async () => {
    const queue = new FairQueue({
      slots: 1,
      maxCostInFlight: 10,
      perClient: 1,
      maxQueued: 5,
      maxRememberedClients: 3,
    });
    for (let i = 0; i < 10; i += 1) await queue.run(`client ${i}`, async () => undefined, 5);
    for (let i = 0; i < 10; i += 1) queue.charge(`charged ${i}`, 5);
    expect(queue.stats().clients).toBeLessThanOrEqual(3);
  });
});

describe('long work that gives its turn up between slices', () => {
  it('lets a one-unit request run at the next slice, then takes its place back', async () => {
    const queue = new FairQueue({ slots: 1, maxCostInFlight: 100, perClient: 1, maxQueued: 50 });
    const log: string[] = [];
    let sliceDone: () => void = () => undefined;
    const long = queue.run(
      'searcher',
      async () => {
        for (let slice = 1; slice <= 3; slice += 1) {
          await new Promise<void>((resolve) => {
            sliceDone = resolve;
          });
          log.push(`slice ${slice}`);
          await queue.yieldTurn();
        }
      },
      90,
    );
    await settle();
    const day = queue.run('visitor', async () => void log.push('day'), 1);
    await settle();
    // The one slot is the search's: the day waits for its slice, not for all three.
    expect(log).toEqual([]);
    sliceDone();
    await day;
    expect(log).toEqual(['slice 1', 'day']);
    await settle();
    sliceDone();
    await settle();
    sliceDone();
    await long;
    expect(log).toEqual(['slice 1', 'day', 'slice 2', 'slice 3']);
    expect(queue.stats()).toEqual({ running: 0, costRunning: 0, waiting: 0, clients: 0 });
  });

  it('goes straight on after a turn of the event loop when nobody waits, or outside the queue', async () => {
    const queue = new FairQueue({ slots: 1, maxCostInFlight: 100, perClient: 1, maxQueued: 50 });
    await queue.yieldTurn();
    let slices = 0;
    await queue.run(
      'alone',
      async () => {
        for (; slices < 3; slices += 1) await queue.yieldTurn();
      },
      90,
    );
    expect(slices).toBe(3);
    expect(queue.stats().running).toBe(0);
  });
});
