// @vitest-environment node
import { AuthClient as GoTrueClient } from '@supabase/auth-js';
import { createSupabaseAuthClient } from '../supabase.ts';

const AUTH_URL = 'https://tides.example.supabase.co/auth/v1';

interface Recorded {
  url: URL;
  method: string;
  body: unknown;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
  });
}

const USER = {
  id: '6f1c2f4e-4b8a-4d8e-9a43-0c6f5b3b8d11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ada@example.com',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { display_name: 'Ada' },
  identities: [],
  created_at: '2026-11-22T00:00:00Z',
};

const SESSION = {
  access_token: 'header.payload.signature',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 4_102_444_800,
  refresh_token: 'opaque-refresh-token',
  user: USER,
};

/**
 * The real auth-js client over a fetch at the edge of the world that answers like Supabase
 * Auth, so the adapter is proven against supabase-js's own request and response handling.
 */
function supabaseAuth(answer: (request: Recorded) => Response) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: Recorded = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return answer(request);
  });
  const auth = new GoTrueClient({
    url: AUTH_URL,
    fetch: fetch as unknown as typeof globalThis.fetch,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  return { auth, requests };
}

describe('createSupabaseAuthClient', () => {
  describe('signIn', () => {
    it('signs in with the password grant and answers the session', async () => {
      const { auth, requests } = supabaseAuth(() => json(SESSION));
      const client = createSupabaseAuthClient(auth);

      const result = await client.signIn({ email: 'ada@example.com', password: 'correct horse' });

      expect(result.error).toBeNull();
      expect(result.session).toMatchObject({
        access_token: SESSION.access_token,
        user: { id: USER.id },
      });
      const [request] = requests;
      expect(request!.url.pathname).toBe('/auth/v1/token');
      expect(request!.url.searchParams.get('grant_type')).toBe('password');
      expect(request!.body).toMatchObject({ email: 'ada@example.com', password: 'correct horse' });
    });

    it("answers Supabase Auth's message when the credentials are wrong", async () => {
      const { auth } = supabaseAuth(() =>
        json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, 400),
      );
      const result = await createSupabaseAuthClient(auth).signIn({
        email: 'ada@example.com',
        password: 'wrong',
      });
      expect(result).toEqual({ error: { message: 'Invalid login credentials' } });
    });
  });

  describe('signUp', () => {
    it('keeps the display name as metadata and asks to come back to the site', async () => {
      const { auth, requests } = supabaseAuth(() => json(SESSION));

      const result = await createSupabaseAuthClient(auth).signUp({
        email: 'ada@example.com',
        password: 'correct horse',
        displayName: 'Ada',
        redirectTo: 'https://tides.example',
      });

      expect(result.error).toBeNull();
      expect(result.session).toMatchObject({ refresh_token: SESSION.refresh_token });
      const [request] = requests;
      expect(request!.url.pathname).toBe('/auth/v1/signup');
      expect(request!.url.searchParams.get('redirect_to')).toBe('https://tides.example');
      expect(request!.body).toMatchObject({
        email: 'ada@example.com',
        password: 'correct horse',
        data: { display_name: 'Ada' },
      });
    });

    it('answers no session while the email waits for confirmation', async () => {
      const { auth } = supabaseAuth(() => json(USER));
      const result = await createSupabaseAuthClient(auth).signUp({
        email: 'ada@example.com',
        password: 'correct horse',
        displayName: 'Ada',
      });
      expect(result).toEqual({ error: null, session: null });
    });

    it("answers Supabase Auth's message for an address that has an account", async () => {
      const { auth } = supabaseAuth(() =>
        json({ code: 'user_already_exists', message: 'User already registered' }, 422),
      );
      const result = await createSupabaseAuthClient(auth).signUp({
        email: 'ada@example.com',
        password: 'correct horse',
        displayName: 'Ada',
      });
      expect(result).toEqual({ error: { message: 'User already registered' } });
    });
  });
});
