import { frontMatterOf, slugOf } from './front-matter';
import type { ContentLink, LearnGuide, MarkdownDocument } from './types';

/**
 * The twelve /learn guides, in reading order (`order` in each file's front matter), and the
 * /learn hub's own text. The guides are Markdown in `learn/`, one file a guide, read at build
 * time (`scripts/markdown-content.ts`). Figures follow the product's editorial figures, worded
 * as approximations where they are ones.
 */
export const learnGuides: LearnGuide[] = Object.values(
  import.meta.glob<MarkdownDocument>('./learn/*.md', { eager: true, import: 'default' }),
)
  .map((document) => {
    const fields = frontMatterOf(document);
    const slug = slugOf(document);
    const guide: LearnGuide = {
      slug,
      path: `/learn/${slug}`,
      title: fields.string('title'),
      subtitle: fields.string('subtitle'),
      description: fields.string('description'),
      keywords: fields.strings('keywords'),
      sections: document.sections,
      buttons: fields.links('buttons'),
    };
    return { guide, order: fields.number('order') };
  })
  .sort((a, b) => a.order - b.order)
  .map(({ guide }) => guide);

export interface LearnHubContent {
  /** The page heading (h1). */
  title: string;
  /** The paragraph under the heading. */
  intro: string;
  /** The quick-facts list. */
  quickFacts: string[];
  /** The popular-searches tags, in display order, each opening the page that answers it. */
  popularSearches: ContentLink[];
  /** The meta description. */
  description: string;
}

export const learnHub: LearnHubContent = {
  title: 'Learn About Tides',
  intro:
    'Tides shape life on every coast, from the timing of a fishing trip to the depth of water over a harbor bar. These twelve guides start with what tides are and why they happen, then build up to reading tide charts, understanding currents, and exploring extremes such as record tides, tidal bores, and tidal power. Read them in order as a short course, or jump straight to the topic you need.',
  quickFacts: [
    'The Moon supplies roughly 70 percent of the tide-raising force and the Sun about 30 percent.',
    'In many places, high and low tides arrive about 50 minutes later each day, following the 24-hour, 50-minute tidal day.',
    'Where there are two tides a day, the fall from high to low takes roughly 6 hours and 12 minutes.',
    "Spring and neap tides each come around about every two weeks, following the Moon's phases.",
    "The Bay of Fundy in Canada has the world's largest tides, with a recorded range of about 53 feet (16.3 meters).",
    "US tide heights are measured from mean lower low water, the average of each day's lower low tide, so about half of all lower lows fall below zero.",
  ],
  popularSearches: [
    { label: 'tide charts', to: '/learn/tide-charts' },
    { label: 'high tide', to: '/tidal-effects/high-tide-vs-low-tide' },
    { label: 'low tide', to: '/tidal-effects/high-tide-vs-low-tide' },
    { label: 'spring tides', to: '/learn/spring-neap-tides' },
    { label: 'neap tides', to: '/learn/spring-neap-tides' },
    { label: 'tidal currents', to: '/learn/tidal-currents' },
    { label: 'king tides', to: '/learn/extreme-tides' },
    // Someone searching for tide times wants the times themselves, not an article about them.
    { label: 'tide times', to: '/find-tides' },
  ],
  description:
    'Free guides to how tides work: types of tides, spring and neap tides, reading tide charts, tidal currents, navigation, fishing, and more.',
};
