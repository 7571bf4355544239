/**
 * Signed-in state for the whole site: the session is read on load and every auth event keeps it
 * current. supabase-js persists it in localStorage and refreshes it on its own.
 */
import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useClients } from './clients';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** The last auth event observed, for anything that wants to react to it. */
  lastEvent: AuthChangeEvent | null;
  /**
   * The visitor arrived by a password recovery link. Read from the address before supabase-js
   * starts (it takes the fragment out of the address as it signs the visitor in, and its
   * PASSWORD_RECOVERY event may come and go before a lazily loaded page is listening).
   */
  recovery: boolean;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * supabase-js takes an email link's tokens out of the address as it signs the visitor in, and
 * leaves a bare '#' behind ('/#'): the address a visitor would share or bookmark drops it.
 */
function dropEmptyFragment(): void {
  if (!window.location.href.endsWith('#')) return;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { session: sessionClient } = useClients();
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);
  const [recovery, setRecovery] = useState(false);

  useEffect(() => {
    if (window.location.hash.includes('type=recovery')) setRecovery(true);
    let active = true;
    void sessionClient.getSession().then((current) => {
      if (!active) return;
      setSession(current);
      setStatus(current ? 'signed-in' : 'signed-out');
    });
    // INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY
    // and MFA_CHALLENGE_VERIFIED all carry the session as it now is.
    const unsubscribe = sessionClient.onChange((event, next) => {
      if (!active) return;
      setLastEvent(event);
      if (event === 'PASSWORD_RECOVERY') setRecovery(true);
      if (event === 'SIGNED_OUT') setRecovery(false);
      if (event === 'SIGNED_IN') dropEmptyFragment();
      setSession(next);
      setStatus(next ? 'signed-in' : 'signed-out');
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [sessionClient]);

  const value = useMemo<AuthState>(
    () => ({
      status,
      session,
      lastEvent,
      recovery,
      signOut: () => sessionClient.signOut(),
    }),
    [status, session, lastEvent, recovery, sessionClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}

/**
 * The metadata key the widgets' auth client keeps the display name under (its exported
 * DISPLAY_NAME_METADATA_KEY). Written out here: importing it would bring the whole Supabase
 * adapter into every page's first load, for one word.
 */
export const DISPLAY_NAME_KEY = 'display_name';

/** The display name an account chose at sign-up, or null when it has none. */
export function displayNameOf(metadata: Record<string, unknown> | undefined): string | null {
  const name = metadata?.[DISPLAY_NAME_KEY];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}
