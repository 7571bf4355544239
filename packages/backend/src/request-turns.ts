/**
 * Takes in received requests a few per turn of the event loop, round the clients.
 *
 * Node accepts at most one new connection per turn of its event loop, and a turn that answered
 * every request ready let new connections in one per turn over seconds, their first requests
 * waiting as long. Answering a few requests per turn keeps each turn short. The turns go round
 * the clients in the order they came, one request each: a turn may hold a PGlite query, and one
 * client with ten requests waiting would otherwise make everyone else's wait ten queries long.
 * A client that comes back joins at the end: put first, 200 clients coming back one request at a
 * time kept a client that came before them waiting for all of them, over and over (17 s).
 */

/**
 * Requests taken in per turn of the event loop: few enough that a turn stays short (Auth's
 * password hashing is not in the fair queue), many enough that a crowd's requests reach the
 * fair queue, which decides whose work runs, within a few turns.
 */
export const REQUESTS_TAKEN_PER_TURN = 16;

export interface RequestTurns {
  /** Runs `start` in `client`'s turn. */
  enqueue(client: string, start: () => void): void;
}

export function createRequestTurns(perTurn = REQUESTS_TAKEN_PER_TURN): RequestTurns {
  const waiting = new Map<string, (() => void)[]>();
  const turnOrder: string[] = [];
  let turnScheduled = false;

  function answerNext(): void {
    turnScheduled = false;
    // The work itself waits in the fair queue, at most a few running at once, so a turn may
    // take in several requests; one a turn made 200 clients' requests wait 200 turns, each
    // as long as the computing that ran in it.
    for (let taken = 0; taken < perTurn && turnOrder.length > 0; taken += 1) {
      const client = turnOrder.shift();
      const queue = client === undefined ? undefined : waiting.get(client);
      const next = queue?.shift();
      if (client !== undefined && queue && queue.length > 0) turnOrder.push(client);
      else if (client !== undefined) waiting.delete(client);
      next?.();
    }
    schedule();
  }

  function schedule(): void {
    if (turnOrder.length > 0 && !turnScheduled) {
      turnScheduled = true;
      setImmediate(answerNext);
    }
  }

  return {
    enqueue(client, start) {
      let queue = waiting.get(client);
      if (!queue) {
        queue = [];
        waiting.set(client, queue);
        turnOrder.push(client);
      }
      queue.push(start);
      schedule();
    },
  };
}
