import { useEffect, useState } from 'react';
import { SectionCard } from '../../components/Prose';
import type { MoonPage as MoonPageData } from '../../content/types';
import {
  occurrencesOf,
  PEAK_TIME_ZONE,
  upcomingOccurrences,
  type FullMoonPeak,
} from '../../lib/moon';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

/** How many full moons to come the Facts card lists once it knows the visitor's date. */
const UPCOMING_SHOWN = 3;

/** January to December in English, as Intl names them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month, 1),
  ),
);

function moonOf(page: MoonPageData): 'harvest' | 'hunter' | number {
  if (page.slug === 'harvest-moon') return 'harvest';
  if (page.slug === 'hunter-moon') return 'hunter';
  return MONTHS.indexOf(page.month);
}

const describePeak = (peak: FullMoonPeak) =>
  peak.note ? `${peak.label} (${peak.note})` : peak.label;

function PeakDates({ page }: { page: MoonPageData }) {
  const all = occurrencesOf(moonOf(page));
  // The prerendered HTML cannot know the visitor's date, so it and the hydrating render list
  // every full moon the build computed; once mounted, the list narrows to those still to come.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  const shown = now === null ? all : upcomingOccurrences(all, now).slice(0, UPCOMING_SHOWN);
  if (shown.length === 0) {
    return (
      <>
        See the <Link to="/tide-resources/moon-phase-calendar">Moon Phase Calendar</Link>.
      </>
    );
  }
  return (
    <ul
      className="peak-dates"
      data-slot="peak-dates"
      data-state={now === null ? 'all' : 'upcoming'}
    >
      {shown.map((occurrence, index) => (
        <li key={occurrence[0]?.instant}>
          {now !== null && index === 0 ? <strong>Next: </strong> : null}
          {occurrence.map(describePeak).join(' and ')}
        </li>
      ))}
    </ul>
  );
}

export function MoonPage({ page }: { page: MoonPageData }) {
  const aside = (
    <>
      <section className="card" aria-labelledby="moon-facts">
        <h2 id="moon-facts">Facts</h2>
        <dl className="facts">
          <dt>Peak date</dt>
          <dd>
            <PeakDates page={page} />
            <span className="note"> (times in US Eastern, {PEAK_TIME_ZONE})</span>
          </dd>
          <dt>Alternative names</dt>
          <dd>{page.facts.alternativeNames.join(', ')}</dd>
          <dt>Spring tides</dt>
          <dd>{page.facts.springTides}</dd>
        </dl>
      </section>
      {page.sidebar.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
    </>
  );
  return (
    <ContentLayout
      back={{ to: '/moon-effects', label: 'Back to Moon Effects' }}
      title={page.title}
      subtitle={page.subtitle}
      intro={<p>{page.intro}</p>}
      aside={aside}
    >
      <section className="card" aria-labelledby="did-you-know">
        <h2 id="did-you-know">Did You Know?</h2>
        <ul>
          {page.didYouKnow.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="moon-tidal-effects">
        <h2 id="moon-tidal-effects">{page.tidalEffects.title}</h2>
        <ul>
          {page.tidalEffects.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <Link to="/find-tides">Check the tides for this full moon at your beach</Link>.
        </p>
      </section>
      <SectionCard section={page.narrative} />
    </ContentLayout>
  );
}
