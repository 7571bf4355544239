import { SectionCard } from '../../components/Prose';
import type { LegalPage as LegalPageData } from '../../content/types';
import { ContentLayout } from '../ContentLayout';

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
