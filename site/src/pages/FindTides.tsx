import '@tides/widgets/styles.css';
import { SaveStationButton, TideFinder, type TideLocation, type TideNotice } from '@tides/widgets';
import { useState } from 'react';
import { useAuth } from '../lib/auth';
import { toast } from 'sonner';
import { accountClient, tideClient } from '../lib/clients';

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

export function FindTides() {
  const { status } = useAuth();
  const [location, setLocation] = useState<TideLocation | null>(null);
  return (
    <div className="container page">
      <header className="page-header">
        <h1>Find Your Perfect Tide</h1>
        <p className="lead">
          Choose a coastal location and a date for the day&apos;s high and low tides, in the
          station&apos;s own time, with the moon phase.
        </p>
      </header>
      <TideFinder client={tideClient} onNotice={notify} onLocationSelect={setLocation} />
      {location ? (
        <p className="save-station-row">
          <SaveStationButton
            stationId={location.id}
            stationName={location.state ? `${location.name}, ${location.state}` : location.name}
            client={status === 'signed-in' ? accountClient : null}
          />
        </p>
      ) : null}
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
