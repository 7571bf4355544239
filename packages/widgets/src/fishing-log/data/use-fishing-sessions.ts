/**
 * The signed-in visitor's sessions as the log holds them: loaded from their account (again on
 * "Try again"), saved and deleted through it, kept newest first, and handed to the page
 * (`onSessionsChange`) whenever they change. A module of its own so the log's view only shows.
 */
import * as React from 'react';
import type { AccountDataClient, FishingSession, FishingSessionDraft } from './account-data.ts';

/** Where the sessions are: being loaded, loaded, or not loaded with the account's words why. */
export type SessionsLoad =
  | { state: 'loading' }
  | { state: 'ready'; sessions: FishingSession[] }
  | { state: 'error'; message: string };

/** `session` in place of the one with its id, the list newest first. */
function replaced(session: FishingSession, previous: FishingSession[]) {
  const others = previous.filter((kept) => kept.id !== session.id);
  return [...others, session].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

/**
 * The sessions of `client`'s account. `loadFailed` is what the log says when loading fails
 * without a message of its own. `save` and `remove` reject with the account's failure, for
 * the log to show.
 */
export function useFishingSessions(
  client: AccountDataClient | null,
  onSessionsChange: ((sessions: FishingSession[]) => void) | undefined,
  loadFailed: string,
) {
  const [load, setLoad] = React.useState<SessionsLoad>({ state: 'loading' });
  const onChange = React.useRef(onSessionsChange);
  onChange.current = onSessionsChange;

  const reload = React.useCallback(() => {
    if (!client) return;
    setLoad({ state: 'loading' });
    client.listSessions().then(
      (sessions) => setLoad({ state: 'ready', sessions }),
      (error: unknown) =>
        setLoad({
          state: 'error',
          message: error instanceof Error ? error.message : loadFailed,
        }),
    );
  }, [client, loadFailed]);

  React.useEffect(reload, [reload]);
  React.useEffect(() => {
    if (load.state === 'ready') onChange.current?.(load.sessions);
  }, [load]);

  /** Saves `draft`, as the session with the id `id` when it edits one. */
  async function save(draft: FishingSessionDraft, id: string | undefined) {
    if (!client) return;
    const saved = await client.saveSession(draft, id);
    setLoad((current) =>
      current.state === 'ready'
        ? { state: 'ready', sessions: replaced(saved, current.sessions) }
        : current,
    );
  }

  async function remove(id: string) {
    if (!client) return;
    await client.deleteSession(id);
    setLoad((current) =>
      current.state === 'ready'
        ? { state: 'ready', sessions: current.sessions.filter((kept) => kept.id !== id) }
        : current,
    );
  }

  return { load, reload, save, remove };
}
