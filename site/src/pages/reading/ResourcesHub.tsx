import { SectionCard } from '../../components/Prose';
import { resourcePages, resourcesHub } from '../../content/resources';
import { ContentLayout } from '../ContentLayout';
import { CardGrid } from './CardGrid';

export function ResourcesHub() {
  return (
    <ContentLayout title={resourcesHub.title} intro={<p>{resourcesHub.intro}</p>}>
      <CardGrid pages={resourcePages} label="Resources" />
      <SectionCard section={resourcesHub.professional} />
    </ContentLayout>
  );
}
