import { frontMatterOf, slugOf } from './front-matter';
import type { MarkdownDocument, Section, TidalEffectArticle } from './types';

/**
 * The tidal-effects catalogue (/tidal-effects/{slug}) and its hub. The articles are Markdown in
 * `tidal-effects/`, one file an article, in the order their front matter gives, read at build
 * time (`scripts/markdown-content.ts`). Figures follow the product's editorial figures, worded
 * as approximations or rules of thumb where that is what they are.
 */
/** The categories an article may name, in the hub's order. */
const CATEGORIES: readonly TidalEffectArticle['category'][] = [
  'Fundamentals',
  'Weather Impact',
  'Coastal Impact',
  'Marine Biology',
  'Navigation',
  'Recreation',
  'Technology',
  'Climate',
];

export const tidalEffectArticles: TidalEffectArticle[] = Object.values(
  import.meta.glob<MarkdownDocument>('./tidal-effects/*.md', { eager: true, import: 'default' }),
)
  .map((document) => {
    const fields = frontMatterOf(document);
    const slug = slugOf(document);
    const category = fields.string('category');
    if (!CATEGORIES.includes(category as TidalEffectArticle['category'])) {
      throw new Error(`${document.file}: "category" must be one of ${CATEGORIES.join(', ')}.`);
    }
    const [first, second, third, ...more] = document.sections;
    if (!first || !second || !third || more.length > 0) {
      throw new Error(`${document.file}: an article has exactly three "## " sections.`);
    }
    const article: TidalEffectArticle = {
      slug,
      path: `/tidal-effects/${slug}`,
      title: fields.string('title'),
      description: fields.string('description'),
      category: category as TidalEffectArticle['category'],
      sections: [first, second, third],
    };
    return { article, order: fields.number('order') };
  })
  .sort((a, b) => a.order - b.order)
  .map(({ article }) => article);

/** The /tidal-effects hub: heading, meta description, and the intro, Quick Facts and Impact Areas cards. */
export const tidalEffectsHub: {
  title: string;
  description: string;
  intro: Section;
  quickFacts: Section;
  impactAreas: Section;
} = {
  title: 'Complete Guide to Tidal Effects',
  description:
    "How tides shape weather, coasts, marine life, navigation, recreation, energy and climate, in plain-language guides for everyone at the water's edge.",
  intro: {
    title: 'How Tides Shape Our Coasts',
    body: [
      'Twice a day on most US coasts, the sea rises and falls in response to the pull of the Moon and Sun. That steady rhythm touches almost everything at the shore: how far the beach reaches, when fish feed and birds gather, when a boat can cross a bar, and how high a storm can push the water.',
      'This guide collects short, practical articles on the many effects of tides, from the basic physics to weather, wildlife, boating, recreation, technology and climate. Each one explains what is happening and what it means for a day on the water. Tide predictions describe the astronomical tide only, so wherever safety is involved, check current conditions and official forecasts too.',
    ],
  },
  quickFacts: {
    title: 'Quick Facts',
    body: [
      {
        list: [
          'Most coasts see two high and two low tides in a tidal day of about 24 hours and 50 minutes, so tides run about 50 minutes later each day.',
          "The Moon's tide-raising effect is roughly twice the Sun's, even though the Sun's overall gravitational pull on Earth is far stronger.",
          'Spring tides, with the biggest ranges, come about every two weeks near new and full moon; neap tides fall in between.',
          'Typical tidal ranges run from about half a meter to several meters; the Bay of Fundy reaches about 16 meters (53 feet).',
          'As a rule of thumb, each millibar drop in air pressure raises the sea by about 1 centimeter.',
          "NOAA's San Francisco tide gauge has been recording since 1854, the longest continuous record in the Western Hemisphere.",
        ],
      },
    ],
  },
  impactAreas: {
    title: 'Impact Areas',
    body: [
      'The articles are grouped into eight areas where tides make a difference:',
      {
        list: [
          'Fundamentals: the forces behind the tide, tidal range, high and low water, and daily and monthly patterns.',
          'Weather Impact: how storm surge, wind, air pressure and the seasons push the water above or below the prediction.',
          'Coastal Impact: erosion, beach building, tide pools and salt marshes.',
          'Marine Biology: migration, spawning, feeding and bird behavior timed to the tide.',
          'Navigation: chart depths, ports, anchoring and tidal currents.',
          'Recreation: fishing, surfing, beachcombing and kayaking with the tide in mind.',
          'Technology: generating electricity from the tides and how tide predictions are made.',
          'Climate: rising seas, changing tides and the long records that track them.',
        ],
      },
    ],
  },
};
