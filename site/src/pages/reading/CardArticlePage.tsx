import { SectionCard } from '../../components/Prose';
import type { CardArticle } from '../../content/types';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

export function CardArticlePage({
  page,
  back,
}: {
  page: CardArticle;
  back: { to: string; label: string };
}) {
  return (
    <ContentLayout back={back} title={page.title} intro={<p>{page.description}</p>}>
      {page.sections.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
      <p className="card cta">
        Put it to use at your own coast:{' '}
        <Link to="/find-tides">find the tides for a place and day</Link>.
      </p>
    </ContentLayout>
  );
}
