import { useEffect, useRef, useState } from 'react';
import { mainNavigation, SITE_NAME, TAGLINE } from '../content/navigation';
import { displayNameOf, useAuth } from '../lib/auth';
import { Link, useRouter } from '../router/router';
import { ThemeToggle } from './ThemeToggle';

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="17" className="logo-disc" />
      <path
        d="M5 20c3 0 3-3 6.5-3s3.5 3 6.5 3 3-3 6.5-3 3.5 3 6.5 3M5 26c3 0 3-3 6.5-3s3.5 3 6.5 3 3-3 6.5-3 3.5 3 6.5 3"
        className="logo-waves"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <circle cx="24" cy="11" r="3.5" className="logo-moon" />
    </svg>
  );
}

/**
 * The greeting names the visitor by the display name they chose, with the address they signed in
 * with beside it, so they can tell which account is theirs; an account without a name is
 * greeted by its address.
 */
function Account() {
  const { status, session, signOut } = useAuth();
  if (status === 'signed-in' && session) {
    const email = session.user.email ?? '';
    const name = displayNameOf(session.user.user_metadata);
    return (
      <div className="account" data-state="signed-in">
        {/* One header row: a long address is cut short on screen; the title keeps it whole. */}
        <Link to="/my-tides" className="greeting" title={email}>
          <span className="greeting-welcome">
            Welcome, <span className="greeting-name">{name ?? email}</span>
          </span>
          {name ? <span className="greeting-email">{email}</span> : null}
        </Link>
        <button type="button" className="button button-outline" onClick={() => void signOut()}>
          Sign Out
        </button>
      </div>
    );
  }
  return (
    <div className="account" data-state={status}>
      <Link to="/auth" className="button button-outline">
        Sign In
      </Link>
    </div>
  );
}

export function Header() {
  const { pathname } = useRouter();
  const { status } = useAuth();
  // Signed in, the visitor's own page joins the sections in the phone menu; on a desktop the
  // greeting leads there, which keeps the header one row.
  const navigation =
    status === 'signed-in'
      ? [...mainNavigation, { to: '/my-tides', label: 'My Tides', menuOnly: true }]
      : mainNavigation;
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);
  // A link to the page already shown (/#charts from /) changes no path, yet the visitor
  // is done with the menu.
  const closeMenu = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // While the menu is open, Escape closes it and gives focus back to its button, so a keyboard
  // visitor is not left on a link in a menu that has gone.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/" className="brand">
          <Logo />
          <span className="brand-text">
            <span className="brand-name">{SITE_NAME}</span>
            <span className="brand-tagline">{TAGLINE}</span>
          </span>
        </Link>
        <button
          type="button"
          ref={menuButton}
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="site-menu" className="site-menu" data-state={menuOpen ? 'open' : 'closed'}>
          <nav aria-label="Main">
            <ul className="nav-list">
              {navigation.map((item) => (
                <li key={item.to} className={'menuOnly' in item ? 'menu-only' : undefined}>
                  <Link
                    to={item.to}
                    className="nav-link"
                    onClick={closeMenu}
                    aria-current={pathname === item.to ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-actions">
            <Link to="/find-tides" className="button button-primary" onClick={closeMenu}>
              Find Tides
            </Link>
            <Account />
            <ThemeToggle />
          </div>
        </div>
      </div>
    </header>
  );
}
