/**
 * The line every page shows while the browser has no network: what still works (stations kept
 * on this device) and what needs a connection (the observed water level, search, the account).
 * Shown only in the browser, after hydration, so the prerendered HTML never carries it.
 */
import { Link } from '../router/router';
import { useHydrated } from '../lib/use-hydrated';
import { useOnline } from './use-offline-state';

export function OfflineNotice() {
  const hydrated = useHydrated();
  const online = useOnline();
  if (!hydrated || online) return null;
  return (
    <div className="offline-notice" role="status">
      <p className="container">
        <strong>You are offline.</strong> Stations kept on this device still show their tides (
        <Link to="/my-tides">My Tides</Link>); the observed water level, search and your account
        need a connection.
      </p>
    </div>
  );
}
