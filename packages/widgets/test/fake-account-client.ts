/**
 * An in-memory `AccountDataClient` for tests and stories: one signed-in visitor's saved stations
 * and fishing log, with a switch to make every call fail as a backend would.
 */
import type {
  AccountDataClient,
  FishingSession,
  SavedStation,
} from '../src/fishing-log/data/account-data.ts';

export interface FakeAccountClient extends AccountDataClient {
  readonly sessions: FishingSession[];
  readonly saved: SavedStation[];
  /** When set, every call rejects with this message. */
  failWith: string | null;
}

export function createFakeAccountClient(
  options: { sessions?: FishingSession[]; saved?: string[]; pending?: boolean } = {},
): FakeAccountClient {
  let nextId = 1;
  const client: FakeAccountClient = {
    sessions: [...(options.sessions ?? [])],
    saved: (options.saved ?? []).map((stationId, position) => ({
      stationId,
      kind: 'tide',
      stationName: null,
      label: null,
      position,
    })),
    failWith: null,
    async listSessions() {
      if (options.pending) return new Promise<FishingSession[]>(() => {});
      check();
      return [...client.sessions].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    },
    async saveSession(draft, id) {
      check();
      const session = { ...draft, id: id ?? `session-${nextId++}` };
      const index = client.sessions.findIndex((kept) => kept.id === id);
      if (index >= 0) client.sessions[index] = session;
      else client.sessions.push(session);
      return session;
    },
    async deleteSession(id) {
      check();
      const index = client.sessions.findIndex((kept) => kept.id === id);
      if (index >= 0) client.sessions.splice(index, 1);
    },
    async listSavedStations() {
      check();
      return [...client.saved];
    },
    async saveStation(stationId, kind = 'tide') {
      check();
      if (!client.saved.some((kept) => kept.stationId === stationId)) {
        client.saved.push({
          stationId,
          kind,
          stationName: null,
          label: null,
          position: client.saved.length,
        });
      }
    },
    async unsaveStation(stationId) {
      check();
      const index = client.saved.findIndex((kept) => kept.stationId === stationId);
      if (index >= 0) client.saved.splice(index, 1);
    },
    async arrangeSavedStations(stationIds) {
      check();
      const place = (id: string) => {
        const index = stationIds.indexOf(id);
        return index < 0 ? stationIds.length : index;
      };
      client.saved.sort((a, b) => place(a.stationId) - place(b.stationId));
      client.saved.forEach((kept, position) => (kept.position = position));
    },
  };
  function check() {
    if (client.failWith) throw new Error(client.failWith);
  }
  return client;
}
