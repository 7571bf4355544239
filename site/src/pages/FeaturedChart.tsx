import { Link } from '../router/router';

/** The home page's featured station chart. */
export function FeaturedChart() {
  return (
    <div className="card featured-chart" data-state="idle">
      <p>
        Boston, MA — see today&apos;s highs and lows on the <Link to="/find-tides">Find Tides</Link>{' '}
        page.
      </p>
    </div>
  );
}
