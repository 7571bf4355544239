import { learnGuides, learnHub } from '../../content/learn';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

export function LearnHub() {
  return (
    <ContentLayout title={learnHub.title} intro={<p>{learnHub.intro}</p>}>
      <div className="button-row">
        <Link to="/find-tides" className="button button-primary">
          Find Local Tides
        </Link>
      </div>
      <ul className="card-grid" data-slot="guide-cards">
        {learnGuides.map((guide) => (
          <li key={guide.slug}>
            <Link to={guide.path} className="card link-card">
              <h2>{guide.title}</h2>
              <p>{guide.description}</p>
              <ul className="tags" aria-label="Keywords">
                {guide.keywords.map((keyword) => (
                  <li key={keyword}>{keyword}</li>
                ))}
              </ul>
            </Link>
          </li>
        ))}
      </ul>
      <div className="card-grid two">
        <section className="card" aria-labelledby="learn-quick-facts">
          <h2 id="learn-quick-facts">Quick Facts</h2>
          <ul>
            {learnHub.quickFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="popular-searches">
          <h2 id="popular-searches">Popular Searches</h2>
          <ul className="tags" data-slot="popular-searches">
            {learnHub.popularSearches.map((search) => (
              <li key={search.label}>
                <Link to={search.to}>{search.label}</Link>
              </li>
            ))}
          </ul>
          <p>
            Start with <Link to="/learn/what-are-tides">What Are Tides?</Link> or read how to use{' '}
            <Link to="/learn/tide-charts">Tide Charts</Link>.
          </p>
        </section>
      </div>
    </ContentLayout>
  );
}
