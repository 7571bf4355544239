import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  ALREADY_REGISTERED,
  FAKE_SESSION,
  fakeAuthClient,
  NETWORK_FAILURE,
  type FakeAuthClientOptions,
} from '../../test/fake-auth-client.ts';
import { AuthCard, type AuthCardProps, type AuthCardTab } from './AuthCard.tsx';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';

function renderCard(options: FakeAuthClientOptions = {}, props: Partial<AuthCardProps> = {}) {
  const client = fakeAuthClient(options);
  const onSignedIn = vi.fn();
  const onSignedUp = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <AuthCard client={client} onSignedIn={onSignedIn} onSignedUp={onSignedUp} {...props} />,
  );
  return { ...view, client, onSignedIn, onSignedUp, user };
}

const card = () => screen.getByRole('region', { name: 'Welcome' });
const tab = (name: 'Sign In' | 'Sign Up') => screen.getByRole('tab', { name });
const field = (name: 'Email' | 'Password' | 'Display Name') => screen.getByLabelText(name);
const submit = () => within(screen.getByRole('tabpanel')).getByRole('button');

async function fillSignIn(
  user: ReturnType<typeof userEvent.setup>,
  email = EMAIL,
  password = PASSWORD,
) {
  if (email) await user.type(field('Email'), email);
  if (password) await user.type(field('Password'), password);
}

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  { name = 'Ada', email = EMAIL, password = PASSWORD } = {},
) {
  await user.click(tab('Sign Up'));
  if (name) await user.type(field('Display Name'), name);
  if (email) await user.type(field('Email'), email);
  if (password) await user.type(field('Password'), password);
}

describe('AuthCard', () => {
  describe('when it opens', () => {
    it('shows the Sign In tab with an email and a password field', async () => {
      const { container } = renderCard();

      expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
      expect(card()).toHaveTextContent('Sign in to track your fishing sessions');
      expect(screen.getByRole('tablist', { name: 'Sign in or sign up' })).toBeInTheDocument();
      expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign In');
      expect(field('Email')).toHaveAttribute('type', 'email');
      expect(field('Email')).toHaveAttribute('placeholder', 'Enter your email');
      expect(field('Password')).toHaveAttribute('type', 'password');
      expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
      expect(submit()).toHaveTextContent('Sign In');
      expect(submit()).toBeEnabled();
      expect(card()).toHaveAttribute('data-state', 'idle');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('on the Sign Up tab', () => {
    it('asks for a display name, an email and a password of at least 6 characters', async () => {
      const { container, user } = renderCard();

      await user.click(tab('Sign Up'));

      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign Up');
      expect(field('Display Name')).toHaveAttribute('type', 'text');
      expect(field('Email')).toHaveAttribute('type', 'email');
      expect(field('Password')).toHaveAttribute(
        'placeholder',
        'Create a password (min. 6 characters)',
      );
      expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
      expect(submit()).toHaveTextContent('Sign Up');
      expect(card()).toHaveAttribute('data-tab', 'sign-up');
      await expectNoAxeViolations(container);
    });
  });

  describe('switching tabs', () => {
    it('clears every field and any error', async () => {
      const { user } = renderCard({ signIn: 'server-error' });
      await fillSignIn(user);
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');

      await user.click(tab('Sign Up'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field('Email')).toHaveValue('');
      expect(field('Password')).toHaveValue('');
      await user.type(field('Display Name'), 'Ada');
      await user.type(field('Email'), EMAIL);

      await user.click(tab('Sign In'));
      expect(field('Email')).toHaveValue('');
      await user.click(tab('Sign Up'));
      expect(field('Display Name')).toHaveValue('');
    });

    it('follows the arrow, Home and End keys, as the tabs pattern says', async () => {
      const { user } = renderCard();
      await user.tab();
      expect(tab('Sign In')).toHaveFocus();

      await user.keyboard('{ArrowRight}');
      expect(tab('Sign Up')).toHaveFocus();
      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowRight}');
      expect(tab('Sign In')).toHaveFocus();
      await user.keyboard('{End}');
      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
      // Only the open tab is in the tab order; Tab moves on into its form.
      await user.tab();
      expect(field('Email')).toHaveFocus();
    });

    it('lets a parent control the tab, clearing the fields when it changes it', async () => {
      function Controlled() {
        const [current, setCurrent] = React.useState<AuthCardTab>('sign-up');
        return (
          <>
            <button type="button" onClick={() => setCurrent('sign-in')}>
              Have an account?
            </button>
            <AuthCard client={fakeAuthClient()} tab={current} onTabChange={setCurrent} />
          </>
        );
      }
      const user = userEvent.setup();
      render(<Controlled />);
      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
      await user.type(field('Email'), EMAIL);

      await user.click(screen.getByRole('button', { name: 'Have an account?' }));
      expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
      expect(field('Email')).toHaveValue('');
    });
  });

  describe('when a field is empty', () => {
    it.each([
      ['the email', '', PASSWORD],
      ['the password', EMAIL, ''],
    ])('says so when signing in without %s, and sends nothing', async (_what, email, password) => {
      const { container, client, user } = renderCard();
      await fillSignIn(user, email, password);

      await user.click(submit());

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Please fill in all fields');
      expect(card()).toHaveAttribute('data-state', 'error');
      expect(client.signIns).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it.each([
      ['a display name', { name: '' }],
      ['an email', { email: '' }],
      ['a password', { password: '' }],
    ])('says so when signing up without %s', async (_what, omit) => {
      const { container, client, user } = renderCard();
      await fillSignUp(user, omit);

      await user.click(submit());

      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
      expect(client.signUps).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it('shows the alert above the submit button, in red, and describes the button by it', async () => {
      const { user } = renderCard();
      await user.click(submit());

      const alert = screen.getByRole('alert');
      expect(
        alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(alert).toHaveAttribute('data-slot', 'error');
      expect(submit()).toHaveAccessibleDescription('Please fill in all fields');
    });
  });

  describe('when the new password is too short', () => {
    it('asks for at least 6 characters and sends nothing', async () => {
      const { container, client, user } = renderCard();
      await fillSignUp(user, { password: '12345' });

      await user.click(submit());

      expect(screen.getByRole('alert')).toHaveTextContent(
        'Password must be at least 6 characters long',
      );
      expect(client.signUps).toEqual([]);
      await expectNoAxeViolations(container);
    });
  });

  describe('when the email is not an address', () => {
    it('leaves it to the email field’s own validation and sends nothing', async () => {
      const { client, user } = renderCard();
      await fillSignIn(user, 'not-an-email');

      await user.click(submit());

      expect(field('Email')).toBeInvalid();
      expect(client.signIns).toEqual([]);
    });
  });

  describe('while signing in', () => {
    it('disables the button, which reads "Signing in..."', async () => {
      const { container, user } = renderCard({ signIn: 'pending' });
      await fillSignIn(user);

      await user.click(submit());

      expect(submit()).toBeDisabled();
      expect(submit()).toHaveTextContent('Signing in...');
      expect(card()).toHaveAttribute('data-state', 'submitting');
      expect(screen.getByRole('tabpanel').querySelector('form')).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expectNoAxeViolations(container);
    });
  });

  describe('while creating the account', () => {
    it('disables the button, which reads "Creating account..."', async () => {
      const { container, user } = renderCard({ signUp: 'pending' });
      await fillSignUp(user);

      await user.click(submit());

      expect(submit()).toBeDisabled();
      expect(submit()).toHaveTextContent('Creating account...');
      await expectNoAxeViolations(container);
    });
  });

  describe('when sign-in succeeds', () => {
    it('sends the email and password and reports the session', async () => {
      const { client, onSignedIn, user } = renderCard();
      await fillSignIn(user);

      await user.click(submit());

      expect(client.signIns).toEqual([{ email: EMAIL, password: PASSWORD }]);
      expect(onSignedIn).toHaveBeenCalledWith({ error: null, session: FAKE_SESSION });
      expect(submit()).toBeEnabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('also submits with Enter', async () => {
      const { onSignedIn, user } = renderCard();
      await fillSignIn(user);
      await user.keyboard('{Enter}');
      expect(onSignedIn).toHaveBeenCalledTimes(1);
    });
  });

  describe('when sign-up succeeds', () => {
    it('sends the display name and a way back to this site, and reports the outcome', async () => {
      const { client, onSignedUp, user } = renderCard({ signUp: 'needs-confirmation' });
      await fillSignUp(user, { name: '  Ada Lovelace ' });

      await user.click(submit());

      expect(client.signUps).toEqual([
        {
          email: EMAIL,
          password: PASSWORD,
          displayName: 'Ada Lovelace',
          redirectTo: window.location.origin,
        },
      ]);
      expect(onSignedUp).toHaveBeenCalledWith({ error: null, session: null });
      expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    });

    it('clears the form, so a second press cannot try the same account again', async () => {
      const { user } = renderCard({ signUp: 'needs-confirmation' });
      await fillSignUp(user);

      await user.click(submit());

      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue('');
      expect(screen.getByLabelText('Display Name')).toHaveValue('');
    });

    it('sends the redirect it is given', async () => {
      const { client, user } = renderCard({}, { redirectTo: 'https://tides.example/welcome' });
      await fillSignUp(user);
      await user.click(submit());
      expect(client.signUps[0]?.redirectTo).toBe('https://tides.example/welcome');
    });
  });

  describe('when sign-in fails', () => {
    it("shows the server's message in the alert", async () => {
      const { container, onSignedIn, user } = renderCard({ signIn: 'server-error' });
      await fillSignIn(user);

      await user.click(submit());

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
      expect(submit()).toBeEnabled();
      expect(submit()).toHaveTextContent('Sign In');
      expect(onSignedIn).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });

    it.each([
      ['without a message', 'error-without-message' as const, 'Failed to sign in'],
      ['with an exception', 'exception' as const, NETWORK_FAILURE],
    ])('shows the fallback or the exception %s', async (_how, behaviour, shown) => {
      const { user } = renderCard({ signIn: behaviour });
      await fillSignIn(user);
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    });
  });

  describe('when the address is already registered', () => {
    it('suggests signing in instead', async () => {
      const { container, onSignedUp, user } = renderCard({ signUp: 'already-registered' });
      await fillSignUp(user);

      await user.click(submit());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'An account with this email already exists. Please sign in instead.',
      );
      expect(alert).not.toHaveTextContent(ALREADY_REGISTERED);
      expect(onSignedUp).not.toHaveBeenCalled();
      await expectNoAxeViolations(container);
    });
  });

  describe('when sign-up fails otherwise', () => {
    it.each([
      [
        'the server message',
        { signUp: 'server-error' as const, message: 'Signups not allowed for this instance' },
        'Signups not allowed for this instance',
      ],
      [
        'the fallback without one',
        { signUp: 'error-without-message' as const },
        'Failed to create account',
      ],
    ])('shows %s', async (_what, options, shown) => {
      const { container, user } = renderCard(options);
      await fillSignUp(user);

      await user.click(submit());

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(submit()).toHaveTextContent('Sign Up');
      await expectNoAxeViolations(container);
    });
  });

  describe('when the visitor switches tabs while a request runs', () => {
    it('drops the late answer instead of showing it on the other tab', async () => {
      let answer: (value: { error: { message: string } }) => void = () => {};
      const client = {
        signIn: () => new Promise<{ error: { message: string } }>((resolve) => (answer = resolve)),
        signUp: vi.fn(),
      };
      const user = userEvent.setup();
      render(<AuthCard client={client} />);
      await fillSignIn(user);
      await user.click(submit());
      await user.click(tab('Sign Up'));
      expect(submit()).toBeEnabled();

      await React.act(async () => answer({ error: { message: 'Invalid login credentials' } }));

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('with the dark theme', () => {
    it('marks its root for the dark colours', async () => {
      const { container } = renderCard({}, { theme: 'dark' });
      expect(card()).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(container);
    });
  });

  describe('as a native element', () => {
    it('passes its root props and ref through', () => {
      const ref = React.createRef<HTMLElement>();
      render(<AuthCard client={fakeAuthClient()} ref={ref} className="host" data-testid="auth" />);
      expect(ref.current).toBe(screen.getByTestId('auth'));
      expect(ref.current).toHaveClass('tides-auth-card', 'host');
    });

    it('takes other labels', () => {
      render(
        <AuthCard
          client={fakeAuthClient()}
          labels={{ title: 'Your account', signInTab: 'Log in' }}
          headingLevel={3}
        />,
      );
      expect(screen.getByRole('heading', { level: 3, name: 'Your account' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Log in' })).toBeInTheDocument();
    });
  });
});
