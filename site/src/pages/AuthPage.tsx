import '@tides/widgets/styles.css';
import { AuthCard } from '@tides/widgets';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAuth, type AuthStatus } from '../lib/auth';
import { useClients } from '../lib/clients';
import { useRouter } from '../router/router';
import { NewPasswordForm } from './AccountSettings';

/**
 * What a link from an email that could not be used says, read from the fragment Supabase Auth
 * redirects to (`#error=access_denied&error_code=otp_expired&…`); null for any other address.
 */
export function linkProblem(hash: string): { title: string; description: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (!params.get('error') && !code) return null;
  if (code === 'otp_expired') {
    return {
      title: 'This link has expired or was already used',
      description:
        'Each link in our emails works once, for an hour. Ask for a new password reset link below, or sign in if you already chose a new password.',
    };
  }
  return {
    title: 'This link did not work',
    description: `${(params.get('error_description') ?? 'The link could not be used').replace(/\.?$/, '.')} Ask for a new link below, or sign in.`,
  };
}

/** Asks for a password reset link by email; says the same whether or not the address has an account. */
function ForgotPassword({ open = false }: { open?: boolean }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const { session: sessionClient } = useClients();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      return setError('Enter the email address of your account.');
    }
    setError(null);
    setState('sending');
    const { error: failure } = await sessionClient.requestPasswordReset(
      email.trim(),
      `${window.location.origin}/auth`,
    );
    if (failure) {
      setState('idle');
      return setError(failure);
    }
    setState('sent');
  }

  return (
    <details className="card forgot-password" open={open || undefined}>
      <summary>Forgot your password?</summary>
      {state === 'sent' ? (
        <p role="status">
          If an account uses that address, an email with a link to choose a new password is on its
          way. The link works once, for an hour.
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="account-form">
          <label>
            Your sign-in address
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
          {error ? <p role="alert">{error}</p> : null}
          <button type="submit" className="button button-primary" disabled={state === 'sending'}>
            {state === 'sending' ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
    </details>
  );
}

export function AuthPage() {
  const { status, recovery } = useAuth();
  const { auth } = useClients();
  const { navigate } = useRouter();
  // A recovery link lands here signed in: the visitor came to choose a new password, not to be
  // sent home. Once shown, the form stays until they leave.
  const [recovering, setRecovering] = useState(false);
  // A used or expired link lands here with an error in the fragment instead: say what happened
  // rather than show a plain sign-in form, and take the error out of the address.
  const [problem, setProblem] = useState<ReturnType<typeof linkProblem>>(null);
  useEffect(() => {
    const found = linkProblem(window.location.hash);
    if (found) {
      setProblem(found);
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);
  useEffect(() => {
    if (recovery) setRecovering(true);
  }, [recovery]);

  // /auth is the one guarded route: a visitor who arrives signed in goes home.
  const arrival = useRef<AuthStatus>('loading');
  useEffect(() => {
    if (arrival.current !== 'loading' || status === 'loading') return;
    arrival.current = status;
    if (status === 'signed-in' && !recovering && !recovery) navigate('/', { replace: true });
  }, [status, navigate, recovering, recovery]);

  if (recovering || recovery) {
    return (
      <div className="container page auth-page">
        <section className="card" aria-labelledby="recover-title">
          <h1 id="recover-title">Choose a new password</h1>
          {status === 'signed-in' ? (
            <NewPasswordForm submitLabel="Save new password" onDone={() => navigate('/my-tides')} />
          ) : (
            <p role="status">Checking your link…</p>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="container page auth-page">
      {problem ? (
        <section className="card link-problem" role="alert" aria-labelledby="link-problem-title">
          <h1 id="link-problem-title">{problem.title}</h1>
          <p>{problem.description}</p>
        </section>
      ) : null}
      {problem ? null : <h1 className="visually-hidden">Sign in or create an account</h1>}
      <AuthCard
        client={auth}
        redirectTo={typeof window === 'undefined' ? undefined : window.location.origin}
        onSignedIn={() => {
          toast.success('Welcome back!', { description: 'You have successfully signed in.' });
          navigate('/');
        }}
        onSignedUp={({ session }) => {
          // With email confirmation off, sign-up signs the visitor in: say so, and go home as
          // a sign-in does. With it on, they are not signed in until they follow the link.
          if (session) {
            toast.success('Account created!', { description: 'You are now signed in.' });
            navigate('/');
            return;
          }
          toast.success('Account created!', {
            description: 'Please check your email to verify your account.',
          });
        }}
      />
      <ForgotPassword open={problem !== null} />
    </div>
  );
}
