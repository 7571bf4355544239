import { SectionCard } from '../../components/Prose';
import { tidalEffectArticles, tidalEffectsHub } from '../../content/tidal-effects';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

/** The categories, in the order their first entry appears in the catalogue. */
export const tidalEffectCategories = [
  ...new Set(tidalEffectArticles.map((article) => article.category)),
];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

export function TidalEffectsHub() {
  return (
    <ContentLayout title={tidalEffectsHub.title}>
      <SectionCard section={tidalEffectsHub.intro} />
      <div className="card-grid two">
        <SectionCard section={tidalEffectsHub.quickFacts} />
        <SectionCard section={tidalEffectsHub.impactAreas} />
      </div>
      {tidalEffectCategories.map((category) => (
        <section
          key={category}
          aria-labelledby={`category-${slugify(category)}`}
          data-slot="category"
        >
          <h2 id={`category-${slugify(category)}`}>{category}</h2>
          <ul className="card-grid">
            {tidalEffectArticles
              .filter((article) => article.category === category)
              .map((article) => (
                <li key={article.slug}>
                  <Link to={article.path} className="card link-card">
                    <h3>{article.title}</h3>
                    <p>{article.description}</p>
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </ContentLayout>
  );
}
