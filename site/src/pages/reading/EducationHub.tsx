import { Blocks } from '../../components/Prose';
import { educationArticles, educationHub } from '../../content/education';
import { Link } from '../../router/router';
import { ContentLayout } from '../ContentLayout';
import { CardGrid } from './CardGrid';

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
