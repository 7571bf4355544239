import { AuthCard } from '../../auth-card/AuthCard.tsx';
import type { AuthClient } from '../../auth-card/auth-client.ts';
import { createSupabaseAuthClient } from '../../supabase/auth-client-from-supabase.ts';
import { MissingConnection, toHeadingLevel, toProjectUrl } from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { projectAuth } from './project-auth.ts';
import { dispatchTidesEvent } from '../contract/events.ts';
import type { TideAuthCardElementProperties } from '../contract/types.ts';

const authClients = new Map<string, AuthClient>();

function authClientFor(url: string, anonKey: string): AuthClient {
  const key = `${url}\n${anonKey}`;
  let client = authClients.get(key);
  if (!client) {
    client = createSupabaseAuthClient(projectAuth(url, anonKey));
    authClients.set(key, client);
  }
  return client;
}

/** The auth card wired to Supabase Auth at the element's project. */
export default function AuthCardElementContent(
  props: TideAuthCardElementProperties & ElementViewProps,
) {
  const { host, supabaseUrl, supabaseAnonKey, redirectTo, headingLevel } = props;
  const projectUrl = toProjectUrl(supabaseUrl);
  const client = projectUrl && supabaseAnonKey ? authClientFor(projectUrl, supabaseAnonKey) : null;

  if (!client) return <MissingConnection tag="tide-auth-card" url={supabaseUrl} />;
  return (
    <AuthCard
      part="base"
      data-host-theme=""
      client={client}
      redirectTo={redirectTo}
      headingLevel={toHeadingLevel(headingLevel)}
      onSignedIn={({ session }) => dispatchTidesEvent(host, 'tides-signed-in', { session })}
      onSignedUp={({ session }) =>
        dispatchTidesEvent(host, 'tides-signed-up', { session: session ?? null })
      }
    />
  );
}
