import { Link } from '../router/router';

/** The link every content page has back to its hub. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="back-link" data-slot="back-link">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
