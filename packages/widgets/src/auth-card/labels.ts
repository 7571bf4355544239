/**
 * Every piece of the auth card's text, overridable through its `labels` prop.
 */
export interface AuthCardLabels {
  /** The card's heading. @defaultValue `'Welcome'` */
  title: string;
  /** The line under the heading. @defaultValue `'Sign in to track your fishing sessions'` */
  description: string;
  /** Accessible name of the tab list. @defaultValue `'Sign in or sign up'` */
  tabList: string;
  /** The sign-in tab. @defaultValue `'Sign In'` */
  signInTab: string;
  /** The sign-up tab. @defaultValue `'Sign Up'` */
  signUpTab: string;
  /** Label of the display-name field. @defaultValue `'Display Name'` */
  displayNameLabel: string;
  /** Placeholder of the display-name field. @defaultValue `'Enter your display name'` */
  displayNamePlaceholder: string;
  /** Label of the email field. @defaultValue `'Email'` */
  emailLabel: string;
  /** Placeholder of the email field. @defaultValue `'Enter your email'` */
  emailPlaceholder: string;
  /** Label of the password field. @defaultValue `'Password'` */
  passwordLabel: string;
  /** Placeholder of the sign-in password field. @defaultValue `'Enter your password'` */
  signInPasswordPlaceholder: string;
  /** Placeholder of the sign-up password field. @defaultValue `'Create a password (min. 6 characters)'` */
  signUpPasswordPlaceholder: string;
  /** The sign-in button. @defaultValue `'Sign In'` */
  signIn: string;
  /** The sign-in button while the request runs. @defaultValue `'Signing in...'` */
  signingIn: string;
  /** The sign-up button. @defaultValue `'Sign Up'` */
  signUp: string;
  /** The sign-up button while the request runs. @defaultValue `'Creating account...'` */
  creatingAccount: string;
  /** A required field is empty. @defaultValue `'Please fill in all fields'` */
  missingFields: string;
  /** The sign-up password is too short. */
  passwordTooShort: (minimum: number) => string;
  /** Sign-in failed without a message from the server. @defaultValue `'Failed to sign in'` */
  signInFailed: string;
  /** Sign-up failed without a message from the server. @defaultValue `'Failed to create account'` */
  signUpFailed: string;
  /** Sign-up failed because the address already has an account. */
  alreadyRegistered: string;
}

/** The default labels, in US English. */
export const defaultAuthCardLabels: AuthCardLabels = {
  title: 'Welcome',
  description: 'Sign in to track your fishing sessions',
  tabList: 'Sign in or sign up',
  signInTab: 'Sign In',
  signUpTab: 'Sign Up',
  displayNameLabel: 'Display Name',
  displayNamePlaceholder: 'Enter your display name',
  emailLabel: 'Email',
  emailPlaceholder: 'Enter your email',
  passwordLabel: 'Password',
  signInPasswordPlaceholder: 'Enter your password',
  signUpPasswordPlaceholder: 'Create a password (min. 6 characters)',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  signUp: 'Sign Up',
  creatingAccount: 'Creating account...',
  missingFields: 'Please fill in all fields',
  passwordTooShort: (minimum) => `Password must be at least ${minimum} characters long`,
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
};
