import { SectionCard } from '../../components/Prose';
import type { LearnGuide as LearnGuideData } from '../../content/types';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';

export function LearnGuide({ guide }: { guide: LearnGuideData }) {
  return (
    <ContentLayout
      back={{ to: '/learn', label: 'Back to Learn' }}
      title={guide.title}
      subtitle={guide.subtitle}
    >
      {guide.sections.map((section) => (
        <SectionCard key={section.title} section={section} />
      ))}
      <nav className="button-row guide-buttons" aria-label="Guide navigation">
        {guide.buttons.map((button, index) => (
          <Link
            key={button.to + button.label}
            to={button.to}
            className={
              index === guide.buttons.length - 1 ? 'button button-primary' : 'button button-outline'
            }
          >
            {button.label}
          </Link>
        ))}
      </nav>
    </ContentLayout>
  );
}
