import {
  CONTACT_EMAIL,
  CONTACT_IS_PLACEHOLDER,
  footerLinkGroups,
  legalLinks,
  SITE_NAME,
} from '../content/navigation';
import { Link } from '../router/router';
import { DisplaySettings } from './DisplaySettings';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        {/* Named apart from the site's name: the home page has a "Tide Charts" section too, and
            two regions of one name leave a screen reader's landmark list ambiguous. */}
        <section aria-label={`About ${SITE_NAME}`}>
          <h2 className="footer-title">{SITE_NAME}</h2>
          <p className="footer-label">Coastal Tide Research Center</p>
          <p>
            Predictions for tide stations in the US and worldwide, from NOAA, TICON-4 and Kartverket
            constants, in each station&apos;s own time.
          </p>
          <p className="footer-badge">24/7 Tide Updates</p>
          <p>
            <Link to="/embed">Tide widgets for your website</Link>
          </p>
        </section>
        {footerLinkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-title">
            Contact
          </h2>
          {CONTACT_IS_PLACEHOLDER ? (
            <p>This copy of the site has no contact address set up yet.</p>
          ) : (
            <address>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </address>
          )}
          <p className="footer-note">
            Predictions are not for navigation. For official tides and currents, consult NOAA in the
            United States, or the national agency elsewhere; each station page names it.
          </p>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>
          © {import.meta.env.SITE_BUILD_YEAR} {SITE_NAME}
        </p>
        <DisplaySettings className="footer-settings" />
        <nav aria-label="Legal">
          <ul className="legal-links">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
