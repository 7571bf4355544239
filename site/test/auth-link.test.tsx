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
