import { Icon } from '../components/Icon';
import { Blocks, SectionCard } from '../components/Prose';
import { educationArticles, educationHub } from '../content/education';
import { legalPages } from '../content/legal';
import { resourcePages, resourcesHub } from '../content/resources';
import type { CardArticle, LegalPage as LegalPageData } from '../content/types';
import { Link } from '../router/router';
import { ContentLayout } from './ContentLayout';

function CardGrid({ pages, label }: { pages: CardArticle[]; label: string }) {
  return (
    <ul className="card-grid education-grid" aria-label={label}>
      {pages.map((page) => (
        <li key={page.slug}>
          <Link to={page.path} className="card link-card">
            <Icon name={page.icon} size={32} />
            <h2>{page.title}</h2>
            <p>{page.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ResourcesHub() {
  return (
    <ContentLayout title={resourcesHub.title} intro={<p>{resourcesHub.intro}</p>}>
      <CardGrid pages={resourcePages} label="Resources" />
      <SectionCard section={resourcesHub.professional} />
    </ContentLayout>
  );
}

export function EducationHub() {
  return (
    <ContentLayout title={educationHub.title} intro={<p>{educationHub.intro}</p>}>
      <CardGrid pages={educationArticles} label="Education articles" />
      <section className="card panel" aria-labelledby="learn-panel">
        <h2 id="learn-panel">{educationHub.learnPanel.title}</h2>
        <Blocks blocks={educationHub.learnPanel.body} />
        <Link to="/learn">Browse the Learn guides</Link>
      </section>
    </ContentLayout>
  );
}

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

export function LegalPage({ page }: { page: LegalPageData }) {
  return (
    <ContentLayout
      title={page.title}
      subtitle={`Last updated ${page.updated}`}
      intro={<p>{page.description}</p>}
    >
      {page.sections.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
    </ContentLayout>
  );
}

export { legalPages };
