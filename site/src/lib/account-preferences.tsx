/**
 * The units and clock kept on the signed-in visitor's account (user_metadata, through
 * supabase-js' `updateUser`), so every device they sign in on reads tides the same way.
 */
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import { useAuth } from './auth';
import {
  DEFAULT_PREFERENCES,
  metadataFromPreferences,
  preferencesFromMetadata,
  preferencesStore,
  samePreferences,
  type DisplayPreferences,
} from './preferences';
import { useClients, type SessionClient } from './clients';

async function saveToAccount(
  sessionClient: SessionClient,
  preferences: DisplayPreferences,
): Promise<void> {
  const { error } = await sessionClient.updateMetadata(metadataFromPreferences(preferences));
  if (error) {
    toast.error('Units not saved to your account', {
      description: `They are kept on this device. ${error}`,
    });
  }
}

/**
 * On sign-in, and whenever the session brings the account's record afresh, the account's
 * choice wins over this device's (it is the one the visitor made last wherever they were); an
 * account without one takes this device's, if it differs from the defaults. The echo of this
 * device's own saves (USER_UPDATED) is not applied: two quick choices would otherwise flick
 * back to the first while the second is on its way.
 */
export function AccountPreferencesSync() {
  const { status, session, lastEvent } = useAuth();
  const { session: sessionClient } = useClients();
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  const kept = preferencesFromMetadata(session?.user.user_metadata);
  const keptUnits = kept?.units;
  const keptHourCycle = kept?.hourCycle;
  const ownEcho = lastEvent === 'USER_UPDATED';
  useEffect(() => {
    if (!userId || ownEcho) return;
    if (keptUnits && keptHourCycle) {
      preferencesStore.set({ units: keptUnits, hourCycle: keptHourCycle });
      return;
    }
    const local = preferencesStore.get();
    if (!samePreferences(local, DEFAULT_PREFERENCES)) void saveToAccount(sessionClient, local);
  }, [userId, keptUnits, keptHourCycle, ownEcho, sessionClient]);
  return null;
}

/** Sets the visitor's choice: on this device at once, and on the account when signed in. */
export function useSetPreferences(): (next: DisplayPreferences) => void {
  const { status } = useAuth();
  const { session: sessionClient } = useClients();
  return useCallback(
    (next) => {
      preferencesStore.set(next);
      if (status === 'signed-in') void saveToAccount(sessionClient, next);
    },
    [status, sessionClient],
  );
}
