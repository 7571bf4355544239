import { educationArticles } from './education';
import { resourcePages } from './resources';

/** The header's navigation, in order (spec: Shared layout). */
export const mainNavigation = [
  { label: 'Tide Charts', to: '/#charts' },
  { label: 'Tidal Effects', to: '/tidal-effects' },
  { label: 'Moon Effects', to: '/moon-effects' },
  { label: 'Learn', to: '/learn' },
] as const;

export const footerLinkGroups = [
  {
    title: 'Tide Resources',
    links: resourcePages.map((page) => ({ label: page.title, to: page.path })),
  },
  {
    title: 'Education',
    links: educationArticles.map((page) => ({ label: page.title, to: page.path })),
  },
];

export const legalLinks = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookies' },
] as const;

export const SITE_NAME = 'Tide Charts';
export const TAGLINE = 'Precision Tidal Predictions';
/** The placeholder contact address the legal pages name too. */
export const CONTACT_EMAIL = 'contact@tides.example';
