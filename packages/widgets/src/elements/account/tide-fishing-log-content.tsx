import * as React from 'react';
import { FishingLog, type FishingLogStation } from '../../fishing-log/FishingLog.tsx';
import { createSupabaseAccountClient } from '../../supabase/account-data-from-supabase.ts';
import {
  MissingConnection,
  toHeadingLevel,
  toHourCycle,
  toProjectUrl,
  toUnits,
  useTideClient,
} from '../shared/connection.tsx';
import type { ElementViewProps } from '../shared/create-element.tsx';
import { projectAuth } from './project-auth.ts';
import type { TideFishingLogElementProperties } from '../contract/types.ts';

/**
 * The fishing log of whoever is signed in to the element's project (with `<tide-auth-card>`, or
 * the page's own supabase-js), with their saved stations to log sessions at.
 */
export default function FishingLogElementContent(
  props: TideFishingLogElementProperties & ElementViewProps,
) {
  const { supabaseUrl, supabaseAnonKey, signInHref, units, hourCycle, headingLevel } = props;
  const projectUrl = toProjectUrl(supabaseUrl);
  const tides = useTideClient(supabaseUrl, supabaseAnonKey);
  const auth = projectUrl && supabaseAnonKey ? projectAuth(projectUrl, supabaseAnonKey) : null;
  const account = React.useMemo(
    () =>
      auth && projectUrl && supabaseAnonKey
        ? createSupabaseAccountClient({
            url: projectUrl,
            anonKey: supabaseAnonKey,
            accessToken: async () => (await auth.getSession()).data.session?.access_token ?? null,
          })
        : null,
    [auth, projectUrl, supabaseAnonKey],
  );
  const [signedIn, setSignedIn] = React.useState<boolean | null>(null);
  const [stations, setStations] = React.useState<FishingLogStation[]>([]);

  React.useEffect(() => {
    if (!auth) return undefined;
    let current = true;
    void auth.getSession().then(({ data }) => current && setSignedIn(data.session !== null));
    const { data } = auth.onAuthStateChange((_event, session) => {
      if (current) setSignedIn(session !== null);
    });
    return () => {
      current = false;
      data.subscription.unsubscribe();
    };
  }, [auth]);

  React.useEffect(() => {
    if (!account || !signedIn) return undefined;
    let current = true;
    account.listSavedStations().then(
      (saved) => {
        if (current) {
          // Sessions are logged at tide stations; saved current stations are left out.
          setStations(
            saved
              .filter((station) => station.kind === 'tide')
              .map((station) => ({
                id: station.stationId,
                name: station.stationName ?? station.stationId,
              })),
          );
        }
      },
      () => current && setStations([]),
    );
    return () => {
      current = false;
    };
  }, [account, signedIn]);

  if (!tides || !account) return <MissingConnection tag="tide-fishing-log" url={supabaseUrl} />;
  if (signedIn === null) return null;
  return (
    <FishingLog
      part="base"
      data-host-theme=""
      client={signedIn ? account : null}
      tides={tides}
      stations={stations}
      {...(signInHref ? { signInHref } : {})}
      units={toUnits(units)}
      hourCycle={toHourCycle(hourCycle)}
      headingLevel={toHeadingLevel(headingLevel)}
    />
  );
}
