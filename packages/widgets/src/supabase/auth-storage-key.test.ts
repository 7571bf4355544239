// @vitest-environment node
import { supabaseAuthStorageKey } from '../supabase.ts';

describe('supabaseAuthStorageKey', () => {
  it.each([
    ['https://abcd.supabase.co', 'sb-abcd-auth-token'],
    ['https://abcd.supabase.co/', 'sb-abcd-auth-token'],
    ['http://127.0.0.1:54321', 'sb-127-auth-token'],
  ])('names %s’s session as supabase-js does: %s', (url, key) => {
    expect(supabaseAuthStorageKey(url)).toBe(key);
  });
});
