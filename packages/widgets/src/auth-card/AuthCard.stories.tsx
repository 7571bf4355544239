import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeAuthClient } from '../../test/fake-auth-client.ts';
import { AuthCard } from './AuthCard.tsx';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';

const meta = {
  title: 'Widgets/AuthCard',
  component: AuthCard,
  args: {
    client: fakeAuthClient(),
    onSignedIn: fn(),
    onSignedUp: fn(),
    onTabChange: fn(),
    redirectTo: 'https://tides.example/',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor meets on /auth: the Sign In tab, empty. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** The Sign Up tab: display name, email and a password of at least 6 characters. */
export const SignUp: Story = {
  args: { defaultTab: 'sign-up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Display Name')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute(
      'placeholder',
      'Create a password (min. 6 characters)',
    );
  },
};

/** Submitting with a field left empty. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

/** Signing up with a password under 6 characters. */
export const ShortPassword: Story = {
  args: { defaultTab: 'sign-up' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    await expect(args.onSignedUp).not.toHaveBeenCalled();
  },
};

/** While the sign-in request runs. */
export const SigningIn: Story = {
  args: { client: fakeAuthClient({ signIn: 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const button = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
  },
};

/** While the sign-up request runs. */
export const CreatingAccount: Story = {
  args: { defaultTab: 'sign-up', client: fakeAuthClient({ signUp: 'pending' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const button = await canvas.findByRole('button', { name: 'Creating account...' });
    await expect(button).toBeDisabled();
  },
};

/** A signed-in visitor: the card hands the session to the page. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignedIn).toHaveBeenCalled();
  },
};

/** A wrong password or an unknown email: the server's message. */
export const SignInFailed: Story = {
  args: { client: fakeAuthClient({ signIn: 'server-error' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  },
};

/** Signing up with an address that already has an account. */
export const AlreadyRegistered: Story = {
  args: { defaultTab: 'sign-up', client: fakeAuthClient({ signUp: 'already-registered' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please sign in instead.',
    );
  },
};

/** Any other sign-up failure without a message from the server. */
export const SignUpFailed: Story = {
  args: { defaultTab: 'sign-up', client: fakeAuthClient({ signUp: 'error-without-message' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Display Name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to create account');
  },
};

/** Switching tabs clears every field and any error. */
export const SwitchingTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

/** The dark colour scheme. */
export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Welcome' })).toHaveAttribute(
      'data-theme',
      'dark',
    );
  },
};

/** In a phone-width column: the tabs and the fields stay full width. */
export const Narrow: Story = {
  args: { defaultTab: 'sign-up' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Sign in or sign up' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};
