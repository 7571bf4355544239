import '@tides/widgets/styles.css';
import { AuthCard } from '@tides/widgets';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useAuth, type AuthStatus } from '../lib/auth';
import { authClient } from '../lib/clients';
import { useRouter } from '../router/router';

export function AuthPage() {
  const { status } = useAuth();
  const { navigate } = useRouter();

  // /auth is the one guarded route: a visitor who arrives signed in goes home.
  const arrival = useRef<AuthStatus>('loading');
  useEffect(() => {
    if (arrival.current !== 'loading' || status === 'loading') return;
    arrival.current = status;
    if (status === 'signed-in') navigate('/', { replace: true });
  }, [status, navigate]);

  return (
    <div className="container page auth-page">
      <AuthCard
        client={authClient}
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
    </div>
  );
}
