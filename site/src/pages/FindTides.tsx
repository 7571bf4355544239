import '@tides/widgets/styles.css';
import {
  SaveStationButton,
  TideFinder,
  type TideDataRequest,
  type TideLocation,
  type TideNotice,
  type TideResult,
} from '@tides/widgets';
import { useRef, useState } from 'react';
import { useAuth } from '../lib/auth';
import { isUsStation, resolveUnits, usePreferences } from '../lib/preferences';
import { toast } from 'sonner';
import { isCalendarDay, todayIn, visitorZone } from '../lib/calendar';
import { useClients } from '../lib/clients';
import { useTideResult } from '../lib/use-tide-result';
import { useHydrated } from '../lib/use-hydrated';
import { Link, useRouter } from '../router/router';
import { NearMe } from '../stations/about/NearMe';
import { stationPageOf } from '../stations/paths';

const TIPS = [
  {
    title: 'Compare several locations',
    text: 'Tides can differ by an hour or more between an inlet and the bay behind it. Check the station closest to where you will be, and one on each side if you are traveling.',
  },
  {
    title: 'Where the numbers come from',
    text: 'For NOAA stations, high and low tides are NOAA’s own predictions (live from its Center for Operational Oceanographic Products and Services, or cached from it) when NOAA can be reached. Otherwise, and for stations outside NOAA’s network, they are computed from the station’s harmonic constants. Each result says which.',
  },
  {
    title: 'Watch the Moon',
    text: 'Around new and full moon, highs run higher and lows lower (spring tides); around the quarter moons the range is smaller (neap tides).',
  },
];

function notify(notice: TideNotice) {
  if (notice.variant === 'destructive')
    toast.error(notice.title, { description: notice.description });
  else toast(notice.title, { description: notice.description });
}

/** The search an address asks for: `?station=noaa/8443970&date=2026-11-25`. */
interface AddressedSearch {
  stationId: string;
  date: string | undefined;
}

function readSearch(search: string): AddressedSearch | null {
  const params = new URLSearchParams(search);
  const stationId = params.get('station')?.trim();
  if (!stationId) return null;
  const date = params.get('date');
  return { stationId, date: isCalendarDay(date) ? date : undefined };
}

function searchAddress({ locationId, date }: TideDataRequest): string {
  return `/find-tides?${new URLSearchParams({ station: locationId, date }).toString()}`;
}

/** The station a result is for, as the finder's location: what a restored search starts from. */
function locationOf(result: TideResult): TideLocation | null {
  const { station } = result;
  if (!station) return null;
  return {
    id: station.id,
    name: station.name,
    state: station.state,
    country: station.country ?? null,
    latitude: station.latitude,
    longitude: station.longitude,
    noaaId: station.noaaId,
  };
}

type Restoring =
  | { status: 'none' }
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; location: TideLocation; date: string | undefined }
  | { status: 'failed'; key: string };

/**
 * The search in the address, made ready to hand to the finder: the station's name and state
 * come from one tide lookup, which the finder's own lookup then finds cached.
 */
function useAddressedSearch(): Restoring {
  const { search } = useRouter();
  const hydrated = useHydrated();
  const wanted = hydrated ? readSearch(search) : null;
  const key = wanted ? `${wanted.stationId}|${wanted.date ?? ''}` : '';
  // Any day names the station; without one in the address, the visitor's today.
  const answer = useTideResult(
    wanted ? { locationId: wanted.stationId, date: wanted.date ?? todayIn(visitorZone()) } : null,
  );
  if (!wanted) return { status: 'none' };
  if (answer.status === 'loading') return { status: 'loading', key };
  const location = answer.status === 'ready' ? locationOf(answer.result) : null;
  return location
    ? { status: 'ready', key, location, date: wanted.date }
    : { status: 'failed', key };
}

export function FindTides() {
  const { status } = useAuth();
  const { tides, account } = useClients();
  const { navigate, search } = useRouter();
  const [location, setLocation] = useState<TideLocation | null>(null);
  const [shown, setShown] = useState<TideResult | null>(null);
  const preferences = usePreferences();
  const restoring = useAddressedSearch();
  // The address this page last wrote: the finder is made anew only when the address changes
  // by other means (a link, a reload, Back or Forward), not when it follows a search.
  const written = useRef<string | null>(null);
  const followsSearch = `/find-tides${search}` === written.current;
  const [finder, setFinder] = useState<{ key: number; restored: string | null }>({
    key: 0,
    restored: null,
  });
  if (restoring.status === 'ready' && restoring.key !== finder.restored) {
    setFinder({ key: finder.key + (followsSearch ? 0 : 1), restored: restoring.key });
  }

  function handleResults(result: TideResult, request: TideDataRequest) {
    setShown(result);
    const address = searchAddress(request);
    if (address === `/find-tides${search}`) return;
    written.current = address;
    navigate(address);
  }

  const restored = restoring.status === 'ready' ? restoring : null;
  const shownStation = shown?.station;
  const shownPage = shownStation ? stationPageOf(shownStation) : null;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Find Your Perfect Tide</h1>
        <p className="lead">
          Choose a coastal location and a date for the day&apos;s high and low tides, in the
          station&apos;s own time, with the moon phase.
        </p>
      </header>
      {restoring.status === 'loading' && !followsSearch ? (
        <p className="muted" role="status">
          Loading the search in this address…
        </p>
      ) : null}
      {restoring.status === 'failed' ? (
        <p role="alert">
          The station in this address could not be found. Search for a location below.
        </p>
      ) : null}
      <TideFinder
        key={finder.key}
        client={tides}
        onNotice={notify}
        onLocationSelect={setLocation}
        units={resolveUnits(preferences.units, isUsStation(shown?.station ?? location))}
        hourCycle={preferences.hourCycle}
        onResults={handleResults}
        defaultLocation={restored?.location ?? null}
        defaultDate={restored?.date}
        lookUpOnMount={restored !== null}
      />
      {shownStation && shownPage ? (
        <p className="tide-link">
          <Link to={shownPage}>
            {shownStation.state ? `${shownStation.name}, ${shownStation.state}` : shownStation.name}
            : the week ahead, a month table and nearby stations →
          </Link>
        </p>
      ) : null}
      {location ? (
        <p className="save-station-row">
          <SaveStationButton
            stationId={location.id}
            stationName={location.state ? `${location.name}, ${location.state}` : location.name}
            client={status === 'signed-in' ? account : null}
          />
        </p>
      ) : null}
      <NearMe />
      <p className="tide-link">
        <Link to="/tides">Browse every tide station by state →</Link>
      </p>
      <section className="card tips" aria-labelledby="tips-title">
        <h2 id="tips-title">Tide Finding Tips</h2>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip.title}>
              <strong>{tip.title}.</strong> {tip.text}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
