import { AuthClient as SupabaseAuth } from '@supabase/auth-js';
import { AuthCard } from '../auth-card/AuthCard.tsx';
import type { AuthClient } from '../auth-card/auth-client.ts';
import { createSupabaseAuthClient } from '../supabase/auth-client-from-supabase.ts';
import { supabaseAuthStorageKey } from '../supabase/auth-storage-key.ts';
import { MissingConnection, toHeadingLevel, toProjectUrl } from './connection.tsx';
import type { ElementViewProps } from './create-element.tsx';
import { dispatchTidesEvent } from './events.ts';
import type { TideAuthCardElementProperties } from './types.ts';

/**
 * One Supabase Auth client per project for the whole page, however many cards it has: each
 * client refreshes the session on its own timer, and two on one storage key would race.
 */
const authClients = new Map<string, AuthClient>();

function authClientFor(url: string, anonKey: string): AuthClient {
  const key = `${url}\n${anonKey}`;
  let client = authClients.get(key);
  if (!client) {
    const auth = new SupabaseAuth({
      url: `${url.replace(/\/+$/, '')}/auth/v1`,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      storageKey: supabaseAuthStorageKey(url),
    });
    client = createSupabaseAuthClient(auth);
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
