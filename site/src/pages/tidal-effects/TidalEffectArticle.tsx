import { SectionCard } from '../../components/Prose';
import type { TidalEffectArticle as Article } from '../../content/types';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

export function TidalEffectArticle({ article }: { article: Article }) {
  return (
    <ContentLayout
      back={{ to: '/tidal-effects', label: 'Back to Tidal Effects' }}
      eyebrow={article.category}
      title={article.title}
      intro={<p>{article.description}</p>}
    >
      {article.sections.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
      <p className="card cta">
        See how this plays out at your coast: <Link to="/find-tides">find today&apos;s tides</Link>.
      </p>
    </ContentLayout>
  );
}
