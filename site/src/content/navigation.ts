/** The header's navigation, in order (spec: Shared layout). */
export const mainNavigation = [
  { label: 'Tide Charts', to: '/#charts' },
  { label: 'Tidal Effects', to: '/tidal-effects' },
  { label: 'Moon Effects', to: '/moon-effects' },
  { label: 'Learn', to: '/learn' },
] as const;

/**
 * The footer's link lists. The titles are repeated here (a test keeps them equal to the pages'
 * own) so every page doesn't carry the articles' words just to print ten links.
 */
export const footerLinkGroups = [
  {
    title: 'Tide Resources',
    links: [
      { label: 'Comprehensive Tide Tables', to: '/tide-resources/tide-tables' },
      { label: 'Moon Phase Calendar', to: '/tide-resources/moon-phase-calendar' },
      { label: 'Coastal Weather Conditions', to: '/tide-resources/coastal-weather' },
      { label: 'Tidal Predictions API', to: '/tide-resources/tidal-predictions-api' },
      { label: 'Historical Tidal Data', to: '/tide-resources/historical-data' },
    ],
  },
  {
    title: 'Education',
    links: [
      { label: 'How Tides Work', to: '/education/how-tides-work' },
      { label: "The Moon's Influence", to: '/education/moons-influence' },
      { label: 'Spring vs Neap Tides', to: '/education/spring-vs-neap-tides' },
      { label: 'Tidal Phenomena', to: '/education/tidal-phenomena' },
      { label: 'Coastal Safety', to: '/education/coastal-safety' },
    ],
  },
];

export const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
] as const;

export const SITE_NAME = 'Tide Charts';
export const TAGLINE = 'Precision Tidal Predictions';
/** The contact address the legal pages name too: the deployment's SITE_CONTACT_EMAIL setting. */
export const CONTACT_EMAIL = import.meta.env.SITE_CONTACT_EMAIL;
/**
 * Whether the address is the placeholder a deployment has not replaced: '.example' is reserved
 * (RFC 2606) and reaches nobody, so the footer says so rather than offer a dead mailto: link.
 */
export const CONTACT_IS_PLACEHOLDER = CONTACT_EMAIL.endsWith('.example');
