import { Link } from '../router/router';

export function Breadcrumbs({ trail }: { trail: [string, string][] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map(([label, to], index) => (
          <li key={to}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{label}</span>
            ) : (
              <Link to={to}>{label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
