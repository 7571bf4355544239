import { useEffect, useState } from 'react';
import { SectionCard } from '../components/Prose';
import { moonEffects, moonPages } from '../content/moon';
import type { MoonPage as MoonPageData } from '../content/types';
import { occurrencesOf, PEAK_TIME_ZONE, upcomingOccurrences, type FullMoonPeak } from '../lib/moon';
import { Link } from '../router/router';
import { ContentLayout } from './ContentLayout';

/** January to December in English, as Intl names them. */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month, 1),
  ),
);

export function MoonEffects() {
  return (
    <ContentLayout title={moonEffects.title} intro={<p>{moonEffects.description}</p>}>
      <SectionCard section={moonEffects.intro} />
      <section className="card" aria-labelledby="moon-quick-facts">
        <h2 id="moon-quick-facts">Quick Facts</h2>
        <dl className="fact-grid">
          {moonEffects.quickFacts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="note">{moonEffects.quickFactsNote}</p>
      </section>
      {moonEffects.science.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
      <section aria-labelledby="tidal-types">
        <h2 id="tidal-types">Tidal Types</h2>
        <div className="card-grid two">
          {moonEffects.tidalTypes.map((section) => (
            <SectionCard key={section.title} section={section} as="h3" />
          ))}
        </div>
      </section>
      <section aria-labelledby="monthly-moons">
        <h2 id="monthly-moons">Full Moons Month by Month</h2>
        <ul className="card-grid" data-slot="month-cards">
          {moonPages.map((page) => (
            <li key={page.slug}>
              <Link to={page.path} className="card link-card month-card">
                <span className="eyebrow">{page.month}</span>
                <h3>{page.name}</h3>
                <p>{page.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </ContentLayout>
  );
}

/** How many full moons to come the Facts card lists once it knows the visitor's date. */
const UPCOMING_SHOWN = 3;

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
          <dt>Tidal range enhancement</dt>
          <dd>{page.facts.tidalRangeEnhancement}</dd>
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
