import { DISPLAY_NAME_METADATA_KEY } from '@tides/widgets/supabase';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_KEY, displayNameOf } from '../src/lib/auth';

describe('the display name the header greets a visitor by', () => {
  it('is read under the key the auth client keeps it under at sign-up', () => {
    expect(DISPLAY_NAME_KEY).toBe(DISPLAY_NAME_METADATA_KEY);
    expect(displayNameOf({ [DISPLAY_NAME_METADATA_KEY]: '  Ana  ' })).toBe('Ana');
  });

  it('is none for an account without one, or with only spaces or not a word', () => {
    expect(displayNameOf(undefined)).toBeNull();
    expect(displayNameOf({})).toBeNull();
    expect(displayNameOf({ [DISPLAY_NAME_METADATA_KEY]: '   ' })).toBeNull();
    expect(displayNameOf({ [DISPLAY_NAME_METADATA_KEY]: 42 })).toBeNull();
  });
});
