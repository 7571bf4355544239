/**
 * The auth card's rules: what the fields must hold before a request,
 * and which message a failed request shows.
 */
import type { AuthCardLabels } from './labels.ts';

/** Fewest characters a new password may have: Supabase Auth's own default minimum. */
export const MIN_PASSWORD_LENGTH = 6;

/** What a failed sign-up's message contains when the address already has an account. */
const ALREADY_REGISTERED = 'already registered';

/** Characters as a person counts them (code points), as the backend counts them too. */
function characterCount(text: string): number {
  return [...text].length;
}

/** The message for sign-in fields that cannot be sent, or `null` when they can. */
export function signInProblem(
  fields: { email: string; password: string },
  labels: AuthCardLabels,
): string | null {
  return fields.email === '' || fields.password === '' ? labels.missingFields : null;
}

/** The message for sign-up fields that cannot be sent, or `null` when they can. */
export function signUpProblem(
  fields: { displayName: string; email: string; password: string },
  labels: AuthCardLabels,
): string | null {
  if (fields.displayName.trim() === '' || fields.email === '' || fields.password === '') {
    return labels.missingFields;
  }
  if (characterCount(fields.password) < MIN_PASSWORD_LENGTH) {
    return labels.passwordTooShort(MIN_PASSWORD_LENGTH);
  }
  return null;
}

/** The message of whatever a client failed or threw with, if it has one. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/** A failed sign-in shows the server's message, or the fallback label. */
export function signInFailure(error: unknown, labels: AuthCardLabels): string {
  return messageOf(error) || labels.signInFailed;
}

/** A failed sign-up shows the 'already registered' label, the server's message, or the fallback. */
export function signUpFailure(error: unknown, labels: AuthCardLabels): string {
  const message = messageOf(error);
  if (message.includes(ALREADY_REGISTERED)) return labels.alreadyRegistered;
  return message || labels.signUpFailed;
}
