/**
 * An in-memory `AuthClient` for tests and stories: our own double of the client interface,
 * with one switch per outcome the auth card must show.
 */
import type {
  AuthClient,
  AuthResult,
  SignInCredentials,
  SignUpDetails,
} from '../src/auth-card/auth-client.ts';

/** How the fake answers, one per outcome of signing in and up. */
export type FakeAuthBehaviour =
  /** Signed in (sign-up: confirmed at once, with a session). */
  | 'success'
  /** Sign-up only: the account waits for its email confirmation, no session. */
  | 'needs-confirmation'
  /** Answers with the server's error message (`message` below). */
  | 'server-error'
  /** Answers with an error that has no message. */
  | 'error-without-message'
  /** Sign-up only: Supabase Auth's answer for an address that has an account. */
  | 'already-registered'
  /** Rejects, as a client does when the network fails. */
  | 'exception'
  /** Never answers, to show the button while a request runs. */
  | 'pending';

/** The session the fake signs visitors in with. */
export const FAKE_SESSION = {
  access_token: 'fake-access-token',
  refresh_token: 'fake-refresh-token',
  token_type: 'bearer',
  expires_in: 3600,
};

/** Supabase Auth's message for a wrong password or an unknown email. */
export const INVALID_CREDENTIALS = 'Invalid login credentials';
/** Supabase Auth's message for a sign-up with an address that has an account. */
export const ALREADY_REGISTERED = 'User already registered';
/** The message of the fake's network failure. */
export const NETWORK_FAILURE = 'Failed to fetch';

export interface FakeAuthClientOptions {
  /** @defaultValue `'success'` */
  signIn?: FakeAuthBehaviour;
  /** @defaultValue `'success'` */
  signUp?: FakeAuthBehaviour;
  /** The server message for `'server-error'`. @defaultValue `INVALID_CREDENTIALS` */
  message?: string;
}

export interface FakeAuthClient extends AuthClient {
  /** Every sign-in sent, in order. */
  readonly signIns: SignInCredentials[];
  /** Every sign-up sent, in order. */
  readonly signUps: SignUpDetails[];
}

function answer(behaviour: FakeAuthBehaviour, message: string): Promise<AuthResult> {
  switch (behaviour) {
    case 'success':
      return Promise.resolve({ error: null, session: FAKE_SESSION });
    case 'needs-confirmation':
      return Promise.resolve({ error: null, session: null });
    case 'server-error':
      return Promise.resolve({ error: { message } });
    case 'error-without-message':
      return Promise.resolve({ error: { message: '' } });
    case 'already-registered':
      return Promise.resolve({ error: { message: ALREADY_REGISTERED } });
    case 'exception':
      return Promise.reject(new TypeError(NETWORK_FAILURE));
    case 'pending':
      return new Promise<AuthResult>(() => {});
  }
}

export function fakeAuthClient(options: FakeAuthClientOptions = {}): FakeAuthClient {
  const { signIn = 'success', signUp = 'success', message = INVALID_CREDENTIALS } = options;
  const signIns: SignInCredentials[] = [];
  const signUps: SignUpDetails[] = [];
  return {
    signIns,
    signUps,
    signIn(credentials) {
      signIns.push(credentials);
      return answer(signIn, message);
    },
    signUp(details) {
      signUps.push(details);
      return answer(signUp, message);
    },
  };
}
