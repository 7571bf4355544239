import { Icon } from '../components/Icon';
import { HeroSearch } from '../home/HeroSearch';
import { useAuth } from '../lib/auth';
import { Link } from '../router/router';
import { FeaturedChart } from './FeaturedChart';

/** Someone signed in is offered their own page, not a sign-in. */
function AccountLink() {
  const { status } = useAuth();
  if (status === 'signed-in') {
    return (
      <Link to="/my-tides" className="button button-ghost">
        My Tides
      </Link>
    );
  }
  return (
    <Link to="/auth" className="button button-ghost">
      Sign In / Sign Up
    </Link>
  );
}

const CARDS = [
  {
    title: 'Tide Charts & Predictions',
    to: '/find-tides',
    icon: 'waves',
    text: 'High and low tides for every NOAA tide station in the US and its territories and for thousands more on coasts around the world, for yesterday, today or any day ahead, in the station’s own time zone.',
  },
  {
    title: 'Lunar Influence on Tides',
    to: '/moon-effects',
    icon: 'moon',
    text: 'How the Moon and Sun pull the ocean into spring and neap tides, and what each month’s full moon brings.',
  },
  {
    title: 'Comprehensive Tide Education',
    to: '/learn',
    icon: 'book',
    text: 'Twelve guides from what a tide is to tidal bores, written for boaters, anglers, surfers and students.',
  },
] as const;

export function Home() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1>Explore the Ocean&apos;s Rhythms</h1>
          <p className="lead">
            Tide times and heights for the US coast and coasts around the world, the Moon&apos;s
            part in them, and clear guides to how it all works.
          </p>
          <HeroSearch />
          <div className="button-row">
            <Link to="/learn" className="button button-outline">
              Learn About Tides
            </Link>
            <Link to="/find-tides" className="button button-primary">
              Find Local Tides
            </Link>
            <AccountLink />
          </div>
        </div>
      </section>
      <div className="container page">
        <ul className="card-grid" aria-label="Explore">
          {CARDS.map((card) => (
            <li key={card.to}>
              <Link to={card.to} className="card link-card">
                <Icon name={card.icon} size={32} />
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
        <section id="charts" className="charts-section" aria-labelledby="charts-title">
          <h2 id="charts-title">Tide Charts</h2>
          <p>
            Today&apos;s water level at a featured station, with the highs and lows marked. Pick any
            station and day on the <Link to="/find-tides">Find Tides</Link> page.
          </p>
          <FeaturedChart />
        </section>
      </div>
    </>
  );
}
