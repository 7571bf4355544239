'use client';
import * as React from 'react';
import { classNames } from '../internal/class-names.ts';
import { CardHeader, type HeadingLevel } from '../internal/heading.tsx';
import { useControllableState } from '../internal/use-controllable-state.ts';
import { useOverrides } from '../internal/use-text.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { defaultAuthCardLabels, type AuthCardLabels } from './labels.ts';
import {
  messageOf,
  signInFailure,
  signInProblem,
  signUpFailure,
  signUpProblem,
} from './validation.ts';
import type { TidesWidgetProps } from '../widget-props.ts';

/** The card's two tabs. */
export type AuthCardTab = 'sign-in' | 'sign-up';

/**
 * Where the card is, shown as `data-state` on the root:
 * - `idle`: waiting for the visitor;
 * - `submitting`: a request runs (the button is disabled and says so);
 * - `error`: the red alert above the button shows why the last attempt failed.
 */
export type AuthCardState = 'idle' | 'submitting' | 'error';

const TABS: readonly AuthCardTab[] = ['sign-in', 'sign-up'];

interface Fields {
  displayName: string;
  email: string;
  password: string;
}

const EMPTY_FIELDS: Fields = { displayName: '', email: '', password: '' };

export interface AuthCardProps
  extends
    Omit<React.ComponentPropsWithoutRef<'section'>, 'onSubmit'>,
    Pick<TidesWidgetProps, 'theme'> {
  /** Signs in and creates accounts. `@tides/widgets/supabase` has `createSupabaseAuthClient`. */
  client: AuthClient;
  /** Called once a sign-in succeeds, with the client's answer (its session). */
  onSignedIn?: (result: AuthResult) => void;
  /** Called once a sign-up succeeds, with the client's answer (a session only if no confirmation is needed). */
  onSignedUp?: (result: AuthResult) => void;
  /** Where the confirmation email brings the visitor back to. @defaultValue the page's origin */
  redirectTo?: string;
  /** The open tab when controlled. @defaultValue `undefined` (uncontrolled) */
  tab?: AuthCardTab;
  /** The tab open at first when uncontrolled. @defaultValue `'sign-in'` */
  defaultTab?: AuthCardTab;
  /** Called when the visitor switches tabs. */
  onTabChange?: (tab: AuthCardTab) => void;
  /** Level of the card's heading. @defaultValue `2` */
  headingLevel?: HeadingLevel;
  /** Overrides for the interface text. @defaultValue `defaultAuthCardLabels` */
  labels?: Partial<AuthCardLabels>;
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * Sign in or create an account, in one card with two tabs (the WAI-ARIA tabs pattern).
 * Switching tabs clears every field and any error; a failure shows in a red alert above the
 * submit button, in the card's labels; the button is disabled while a request runs.
 */
export const AuthCard = /* @__PURE__ */ React.forwardRef<HTMLElement, AuthCardProps>(
  function AuthCard(props, forwardedRef) {
    const {
      client,
      onSignedIn,
      onSignedUp,
      redirectTo,
      tab: tabProp,
      defaultTab = 'sign-in',
      onTabChange,
      headingLevel = 2,
      labels: labelOverrides,
      theme,
      className,
      ...rootProps
    } = props;
    const labels = useOverrides(defaultAuthCardLabels, labelOverrides);
    const [tab, setTab] = useControllableState<AuthCardTab>({
      prop: tabProp,
      defaultProp: defaultTab,
      onChange: onTabChange,
    });

    const [fields, setFields] = React.useState<Fields>(EMPTY_FIELDS);
    const [error, setError] = React.useState<string | null>(null);
    const [submitting, setSubmitting] = React.useState(false);

    // Whichever way the tab changes (the visitor, or a parent controlling it), the fields
    // and any error go, and an answer still on its way no longer belongs on screen.
    const [fieldsTab, setFieldsTab] = React.useState(tab);
    if (fieldsTab !== tab) {
      setFieldsTab(tab);
      setFields(EMPTY_FIELDS);
      setError(null);
      setSubmitting(false);
    }
    const attempt = React.useRef(0);
    React.useEffect(() => {
      attempt.current += 1;
    }, [tab]);
    React.useEffect(
      () => () => {
        attempt.current += 1;
      },
      [],
    );

    const id = React.useId();
    const titleId = `${id}-title`;
    const errorId = `${id}-error`;
    const tabId = (which: AuthCardTab) => `${id}-tab-${which}`;
    const panelId = (which: AuthCardTab) => `${id}-panel-${which}`;
    const tabRefs = React.useRef<Partial<Record<AuthCardTab, HTMLButtonElement | null>>>({});

    function selectTab(next: AuthCardTab, focus: boolean) {
      setTab(next);
      if (focus) tabRefs.current[next]?.focus();
    }

    function handleTabKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
      const index = TABS.indexOf(tab);
      let next: AuthCardTab | undefined;
      if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
      else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
      else if (event.key === 'Home') next = TABS[0];
      else if (event.key === 'End') next = TABS[TABS.length - 1];
      if (!next) return;
      event.preventDefault();
      selectTab(next, true);
    }

    function update(field: keyof Fields) {
      return (event: React.ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setFields((current) => ({ ...current, [field]: value }));
      };
    }

    async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (submitting) return;
      const signingUp = tab === 'sign-up';
      const problem = signingUp ? signUpProblem(fields, labels) : signInProblem(fields, labels);
      if (problem) {
        setError(problem);
        return;
      }
      const current = ++attempt.current;
      setError(null);
      setSubmitting(true);
      let result: AuthResult;
      try {
        result = signingUp
          ? await client.signUp({
              email: fields.email,
              password: fields.password,
              displayName: fields.displayName.trim(),
              redirectTo: redirectTo ?? pageOrigin(),
            })
          : await client.signIn({ email: fields.email, password: fields.password });
      } catch (thrown) {
        result = { error: { message: messageOf(thrown) } };
      }
      const stillShown = attempt.current === current;
      if (result.error) {
        if (!stillShown) return;
        setSubmitting(false);
        setError(
          signingUp ? signUpFailure(result.error, labels) : signInFailure(result.error, labels),
        );
        return;
      }
      if (stillShown) {
        setSubmitting(false);
        // The account exists now: a password left in the box invites a second press, which
        // could only answer "already exists".
        setFields(EMPTY_FIELDS);
      }
      // The account changed whether or not the card still shows the form it came from.
      if (signingUp) onSignedUp?.(result);
      else onSignedIn?.(result);
    }

    const state: AuthCardState = submitting ? 'submitting' : error ? 'error' : 'idle';
    const signingUp = tab === 'sign-up';
    const inputId = (field: keyof Fields) => `${id}-${tab}-${field}`;

    function renderField(
      field: keyof Fields,
      label: string,
      input: React.InputHTMLAttributes<HTMLInputElement>,
    ) {
      return (
        <div className="tides-auth-card__field" data-slot="field">
          <label className="tides-label" data-slot="label" htmlFor={inputId(field)}>
            {label}
          </label>
          <input
            id={inputId(field)}
            className="tides-auth-card__input"
            data-slot="input"
            part="input"
            name={field}
            value={fields[field]}
            onChange={update(field)}
            // Required, said to assistive technology only: a native `required` would block
            // the submit with the browser's own bubble instead of the card's message.
            aria-required="true"
            aria-invalid={error !== null && fields[field] === '' ? true : undefined}
            {...input}
          />
        </div>
      );
    }

    return (
      <section
        className={classNames('tides-root', 'tides-card', 'tides-auth-card', className)}
        data-state={state}
        data-tab={tab}
        data-theme={theme}
        aria-labelledby={titleId}
        {...rootProps}
        ref={forwardedRef}
      >
        <CardHeader level={headingLevel} titleId={titleId} title={labels.title}>
          <p className="tides-card__subtitle" data-slot="description">
            {labels.description}
          </p>
        </CardHeader>
        <div
          className="tides-auth-card__tabs"
          data-slot="tab-list"
          role="tablist"
          aria-label={labels.tabList}
        >
          {TABS.map((which) => {
            const selected = which === tab;
            return (
              <button
                key={which}
                ref={(element) => {
                  tabRefs.current[which] = element;
                }}
                type="button"
                role="tab"
                id={tabId(which)}
                className="tides-auth-card__tab"
                data-slot="tab"
                part="tab"
                data-state={selected ? 'active' : 'inactive'}
                aria-selected={selected}
                aria-controls={panelId(which)}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectTab(which, false)}
                onKeyDown={handleTabKeyDown}
              >
                {which === 'sign-in' ? labels.signInTab : labels.signUpTab}
              </button>
            );
          })}
        </div>
        {TABS.map((which) => (
          <div
            key={which}
            role="tabpanel"
            id={panelId(which)}
            className="tides-auth-card__panel"
            data-slot="tab-panel"
            data-state={which === tab ? 'active' : 'inactive'}
            aria-labelledby={tabId(which)}
            hidden={which !== tab}
          >
            {which === tab ? (
              <form
                className="tides-auth-card__form"
                data-slot="form"
                aria-busy={submitting}
                onSubmit={(event) => void handleSubmit(event)}
              >
                {signingUp
                  ? renderField('displayName', labels.displayNameLabel, {
                      type: 'text',
                      autoComplete: 'nickname',
                      placeholder: labels.displayNamePlaceholder,
                    })
                  : null}
                {renderField('email', labels.emailLabel, {
                  type: 'email',
                  autoComplete: 'email',
                  inputMode: 'email',
                  placeholder: labels.emailPlaceholder,
                })}
                {renderField('password', labels.passwordLabel, {
                  type: 'password',
                  autoComplete: signingUp ? 'new-password' : 'current-password',
                  placeholder: signingUp
                    ? labels.signUpPasswordPlaceholder
                    : labels.signInPasswordPlaceholder,
                })}
                {error ? (
                  <div
                    id={errorId}
                    className="tides-auth-card__error"
                    data-slot="error"
                    part="error"
                    role="alert"
                  >
                    {error}
                  </div>
                ) : null}
                <button
                  type="submit"
                  className="tides-button tides-auth-card__submit"
                  data-slot="submit"
                  part="submit-button"
                  disabled={submitting}
                  aria-describedby={error ? errorId : undefined}
                >
                  {submitting ? <span className="tides-spinner" aria-hidden="true" /> : null}
                  {signingUp
                    ? submitting
                      ? labels.creatingAccount
                      : labels.signUp
                    : submitting
                      ? labels.signingIn
                      : labels.signIn}
                </button>
              </form>
            ) : null}
          </div>
        ))}
      </section>
    );
  },
);
