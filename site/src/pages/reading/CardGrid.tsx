import { Icon } from '../../components/Icon';
import type { CardArticle } from '../../content/types';
import { Link } from '../../router/router';

/** A hub's articles as linked cards. */
export function CardGrid({ pages, label }: { pages: CardArticle[]; label: string }) {
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
