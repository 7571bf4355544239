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

  // /auth is the one guarded route: a visitor who arrives signed in goes home. A sign-up that
  // signs the visitor in while here keeps them on the page, as the spec says it should.
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
        onSignedUp={() => {
          toast.success('Account created!', {
            description: 'Please check your email to verify your account.',
          });
        }}
      />
    </div>
  );
}
