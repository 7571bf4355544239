/**
 * A signed-in visitor's account: change the password, take a copy of everything kept about
 * them, or delete the account with all of it (after saying what goes).
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAuth } from '../lib/auth';
import { useClients } from '../lib/clients';
import { useRouter } from '../router/router';

const MIN_PASSWORD_LENGTH = 6;

function downloadJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A new password, typed twice; used here and on the recovery page. */
export function NewPasswordForm({
  onDone,
  submitLabel,
}: {
  onDone: () => void;
  submitLabel: string;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { session: sessionClient } = useClients();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      return setError(`Password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    }
    if (password !== again) return setError('The two passwords do not match.');
    setBusy(true);
    const { error: failure } = await sessionClient.changePassword(password);
    setBusy(false);
    if (failure) return setError(failure);
    setError(null);
    setPassword('');
    setAgain('');
    toast.success('Password changed', {
      description: 'Use your new password next time you sign in.',
    });
    onDone();
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        New password
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <label>
        New password again
        <input
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
      </label>
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}

/**
 * The JSON file "Export my data" downloads: everything the privacy page says an account keeps,
 * except the session records and refresh-token hashes, which the page says it leaves out.
 */
export function accountExport(
  user: {
    id: string;
    email?: string;
    created_at: string;
    last_sign_in_at?: string | null;
    user_metadata?: Record<string, unknown>;
  } | null,
  savedStations: unknown,
  fishingSessions: unknown,
  now: Date,
) {
  return {
    exportedAt: now.toISOString(),
    account: user
      ? {
          id: user.id,
          email: user.email,
          displayName: user.user_metadata?.display_name ?? null,
          createdAt: user.created_at,
          lastSignInAt: user.last_sign_in_at ?? null,
          metadata: user.user_metadata,
        }
      : null,
    savedStations,
    fishingSessions,
  };
}

export function AccountSettings() {
  const { session } = useAuth();
  const { account, session: sessionClient } = useClients();
  const { navigate } = useRouter();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function exportData() {
    setError(null);
    try {
      const [savedStations, fishingSessions] = await Promise.all([
        account.listSavedStations(),
        account.listSessions(),
      ]);
      downloadJson(
        accountExport(session?.user ?? null, savedStations, fishingSessions, new Date()),
        'my-tides-data.json',
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your data could not be exported.');
    }
  }

  async function deleteAccount() {
    setBusy(true);
    setError(null);
    const { error: failure } = await sessionClient.deleteAccount();
    setBusy(false);
    if (failure) {
      setError('Your account could not be deleted. Nothing was removed; please try again.');
      return;
    }
    // The account and its sessions are gone: forget the session here without asking the server.
    await sessionClient.signOut('local').catch(() => undefined);
    toast.success('Account deleted', {
      description: 'Your account, saved stations and fishing log are gone.',
    });
    navigate('/');
  }

  return (
    <section className="card account-settings" aria-labelledby="account-title">
      <h2 id="account-title">Your account</h2>
      <p>Signed in as {session?.user.email}.</p>
      <h3>Change password</h3>
      <NewPasswordForm submitLabel="Change password" onDone={() => undefined} />
      <h3>Your data</h3>
      <p>
        Download your account (with when it was created and last signed in), saved stations and
        fishing log. Session records are left out: the Privacy Policy says why.
      </p>
      <button type="button" className="button button-outline" onClick={() => void exportData()}>
        Export my data (JSON)
      </button>
      <h3>Delete account</h3>
      {confirmingDelete ? (
        <div role="group" aria-label="Confirm account deletion">
          <p>
            This deletes your account, every saved station and every fishing session, for good. It
            cannot be undone; export your data first if you want a copy.
          </p>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void deleteAccount()}
          >
            {busy ? 'Deleting…' : 'Delete my account and all my data'}
          </button>{' '}
          <button
            type="button"
            className="button button-outline"
            onClick={() => setConfirmingDelete(false)}
          >
            Keep my account
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button-outline"
          onClick={() => setConfirmingDelete(true)}
        >
          Delete my account…
        </button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
