import { describe, expect, it } from 'vitest';
import { linkProblem } from '../src/pages/AuthPage';

describe('a link from an email that cannot be used', () => {
  it('says a used or expired link has expired or was used, as Supabase Auth reports it', () => {
    expect(
      linkProblem(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      )?.title,
    ).toBe('This link has expired or was already used');
  });

  it('passes on any other error’s own words', () => {
    expect(
      linkProblem(
        '#error=invalid_request&error_code=validation_failed&error_description=Unsupported+verification+type',
      )?.description,
    ).toBe('Unsupported verification type. Ask for a new link below, or sign in.');
  });

  it('is nothing on a plain visit or a good link', () => {
    expect(linkProblem('')).toBeNull();
    expect(linkProblem('#access_token=abc&type=recovery')).toBeNull();
  });
});

describe('signing in from an email link', () => {
  it('leaves the address without the bare # supabase-js leaves behind', async () => {
    const { render, waitFor } = await import('@testing-library/react');
    const { AuthProvider } = await import('../src/lib/auth');
    const { ClientsProvider } = await import('../src/lib/clients');
    const { createFakeClients } = await import('./fake-clients');
    window.history.replaceState(null, '', '/?welcome=1#');
    const clients = createFakeClients();
    let emit: ((event: 'SIGNED_IN', session: null) => void) | undefined;
    clients.session.onChange = (listener) => {
      emit = listener;
      return () => undefined;
    };
    render(
      <ClientsProvider clients={clients}>
        <AuthProvider>
          <p>page</p>
        </AuthProvider>
      </ClientsProvider>,
    );
    await waitFor(() => expect(emit).toBeDefined());
    emit?.('SIGNED_IN', null);
    expect(window.location.href.endsWith('#')).toBe(false);
    expect(window.location.pathname + window.location.search).toBe('/?welcome=1');
  });
});
