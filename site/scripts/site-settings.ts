/**
 * The settings a deployment gives the site at build time, read from the environment once, for
 * vite.config.ts (which puts them into the pages) and the prerenderer (which warns about them).
 */

/** The address the site names until a deployment sets its own: it reaches nobody. */
export const PLACEHOLDER_CONTACT_EMAIL = 'contact@tides.example';

export interface ContactSetting {
  /** The address the footer and the legal pages name. */
  email: string;
  /** Said at build time while the address is the placeholder, else null. */
  warning: string | null;
}

/** A plain address: something@domain.tld, without spaces or a display name. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * SITE_CONTACT_EMAIL, the address people write to about their account and their data. A value
 * that is not an address stops the build rather than putting a broken mailto: on every page.
 */
export function contactSetting(env: Record<string, string | undefined>): ContactSetting {
  const value = env.SITE_CONTACT_EMAIL?.trim();
  if (!value || value === PLACEHOLDER_CONTACT_EMAIL) {
    return {
      email: PLACEHOLDER_CONTACT_EMAIL,
      warning: `SITE_CONTACT_EMAIL is not set: the footer and the privacy, terms and cookie pages name the placeholder ${PLACEHOLDER_CONTACT_EMAIL}, which reaches nobody. Set it to the address that answers requests about accounts and data.`,
    };
  }
  if (!EMAIL.test(value)) {
    throw new Error(
      `SITE_CONTACT_EMAIL is "${value}", which is not an email address (expected name@example.org).`,
    );
  }
  return { email: value, warning: null };
}
