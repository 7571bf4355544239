import { SectionCard } from '../../components/Prose';
import { moonEffects, moonPages } from '../../content/moon';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

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
