/**
 * The shapes of the site's editorial content. Every page is typed data rendered by one
 * template per kind of page, never hand-written markup per page.
 */

/** A paragraph of running text, or a bulleted list when given as an array of items. */
export type Block = string | { list: string[] } | { steps: string[] };

/** A titled content card: the unit every article is made of. */
export interface Section {
  title: string;
  body: Block[];
}

/**
 * A content file in Markdown, as the build reads it (`scripts/markdown-content.ts`): its front
 * matter, which each kind of page checks (`front-matter.ts`), and its `## ` sections.
 */
export interface MarkdownDocument {
  /** The file, relative to the site, for the errors that name it. */
  file: string;
  frontMatter: Record<string, unknown>;
  sections: Section[];
}

/** An internal link inside content (always an absolute site path such as `/find-tides`). */
export interface ContentLink {
  label: string;
  to: string;
}

/** The fields every routed content page carries for its <title>, meta description and canonical URL. */
export interface PageMeta {
  /** Site path, e.g. `/learn/what-are-tides`. */
  path: string;
  /** The page heading (h1). */
  title: string;
  /** One sentence for the meta description and card text (at most ~160 characters). */
  description: string;
}

/** A monthly full-moon page under /moon/{slug}. */
export interface MoonPage extends PageMeta {
  slug: string;
  /** 'January' … 'December'. */
  month: string;
  /** 'Wolf Moon' … 'Cold Moon'. */
  name: string;
  /** Month subtitle, e.g. 'January Full Moon'. */
  subtitle: string;
  /** The one-line intro under the title. */
  intro: string;
  /** Exactly three facts for the 'Did You Know?' card. */
  didYouKnow: [string, string, string];
  /** The tidal-effects card: its title and exactly four points. */
  tidalEffects: { title: string; points: [string, string, string, string] };
  /** The closing narrative card. */
  narrative: Section;
  /** First sidebar card 'Facts' (the peak date is computed at build time, not written here). */
  facts: { alternativeNames: string[]; springTides: string };
  /** The second and third sidebar cards. */
  sidebar: [Section, Section];
}

/** A Learn guide under /learn/{slug}. */
export interface LearnGuide extends PageMeta {
  slug: string;
  subtitle: string;
  /** Guide card keywords shown on /learn. */
  keywords: string[];
  sections: Section[];
  /** The guide's buttons, in order, with their exact labels (see spec: Learn guides table). */
  buttons: ContentLink[];
}

/** A tidal-effects article under /tidal-effects/{slug}. */
export interface TidalEffectArticle extends PageMeta {
  slug: string;
  category:
    | 'Fundamentals'
    | 'Weather Impact'
    | 'Coastal Impact'
    | 'Marine Biology'
    | 'Navigation'
    | 'Recreation'
    | 'Technology'
    | 'Climate';
  /** Exactly three content sections. */
  sections: [Section, Section, Section];
}

/** Icon names the site can draw (simple inline SVGs). */
export type IconName =
  | 'waves'
  | 'moon'
  | 'book'
  | 'calendar'
  | 'cloud'
  | 'code'
  | 'archive'
  | 'table'
  | 'compass'
  | 'shield'
  | 'sparkles'
  | 'globe';

/** A /tide-resources or /education page: hub card fields plus three sections. */
export interface CardArticle extends PageMeta {
  slug: string;
  icon: IconName;
  /** Exactly three sections. */
  sections: [Section, Section, Section];
}

/** A plain legal page (/privacy, /terms, /cookies). */
export interface LegalPage extends PageMeta {
  /** 'Last updated' date, YYYY-MM-DD. */
  updated: string;
  sections: Section[];
}
