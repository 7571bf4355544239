import { frontMatterOf, slugOf } from './front-matter';
import type { MarkdownDocument, MoonPage, Section } from './types';

/*
 * Editorial content for /moon-effects and the twelve /moon/{slug} pages, whose prose is
 * Markdown in `moon/`, one file a month, read at build time (`scripts/markdown-content.ts`).
 * Peak dates are computed at build time, so no year-specific dates appear here.
 */

/**
 * What a full moon does to the range, the same for every month: a month's moon has no spring
 * tide of its own size. The swing above the mean range is the sun's semidiurnal tide against
 * the moon's (S2 over M2, from each station's harmonic constants, as the figures quoted are);
 * the moon's distance, not its name, makes one month's larger.
 */
const SPRING_TIDES =
  'Every full moon brings spring tides, whatever the month. How much larger their range is than the average depends on the station, by the ratio of the Sun’s semidiurnal tide to the Moon’s (S2 to M2 in its harmonic constants): about 15% at Boston, 19% at New York (The Battery), 24% at San Francisco and 28% at Key West. A full moon near perigee adds more, a few inches at most stations.';

/** A moon page's list section: its title and items, exactly `count` of them. */
function listSection(document: MarkdownDocument, section: Section | undefined, count: number) {
  const [block, ...rest] = section?.body ?? [];
  if (!section || typeof block !== 'object' || !('list' in block) || rest.length > 0) {
    throw new Error(`${document.file}: expected a "## " section holding one "- " list.`);
  }
  if (block.list.length !== count) {
    throw new Error(
      `${document.file}: "${section.title}" lists ${count} items, not ${block.list.length}.`,
    );
  }
  return { title: section.title, items: block.list };
}

/**
 * The twelve full-moon pages, in the order their front matter gives. A file's sections, in
 * order: "Did You Know?" (three items), the tidal effects (its title, four items), the closing
 * narrative, and the sidebar's two cards.
 */
export const moonPages: MoonPage[] = Object.values(
  import.meta.glob<MarkdownDocument>('./moon/*.md', { eager: true, import: 'default' }),
)
  .map((document) => {
    const fields = frontMatterOf(document);
    const slug = slugOf(document);
    const [didYouKnow, tidalEffects, narrative, firstCard, secondCard, ...more] = document.sections;
    if (!narrative || !firstCard || !secondCard || more.length > 0) {
      throw new Error(`${document.file}: a moon page has exactly five "## " sections.`);
    }
    const [one = '', two = '', three = ''] = listSection(document, didYouKnow, 3).items;
    const effects = listSection(document, tidalEffects, 4);
    const [a = '', b = '', c = '', d = ''] = effects.items;
    const page: MoonPage = {
      slug,
      path: `/moon/${slug}`,
      month: fields.string('month'),
      name: fields.string('name'),
      title: fields.string('title'),
      subtitle: fields.string('subtitle'),
      description: fields.string('description'),
      intro: fields.string('intro'),
      didYouKnow: [one, two, three],
      tidalEffects: { title: effects.title, points: [a, b, c, d] },
      narrative,
      facts: { alternativeNames: fields.strings('alternativeNames'), springTides: SPRING_TIDES },
      sidebar: [firstCard, secondCard],
    };
    return { page, order: fields.number('order') };
  })
  .sort((x, y) => x.order - y.order)
  .map(({ page }) => page);

export const moonEffects: {
  path: string;
  title: string;
  description: string;
  intro: Section;
  science: Section[];
  quickFacts: { label: string; value: string }[];
  quickFactsNote: string;
  tidalTypes: Section[];
} = {
  path: '/moon-effects',
  title: 'Moon Effects on Tides',
  description:
    'How the Moon drives the tides: tidal bulges, spring and neap tides, perigee and declination, plus a guide to each month’s full moon.',
  intro: {
    title: 'How the Moon Shapes Our Tides',
    body: [
      'Twice a day on most US coasts, the sea rises and falls. The main driver is the Moon’s gravity, with the Sun playing a smaller supporting role. Knowing where the Moon is in its monthly cycle tells you whether the coming tides will be large or small, which matters to anglers, boaters, beachcombers, photographers and anyone living near the water.',
      'The monthly pages below use the traditional full-moon names of US almanacs. The Old Farmer’s Almanac popularized them, drawing on Native American, Colonial American and European sources. The names describe the seasons, not the tides: the tides change with the Moon’s phase, distance and position in the sky, which is what the sections on this page explain.',
    ],
  },
  science: [
    {
      title: 'Gravity and the Two Tidal Bulges',
      body: [
        'Tides come from the difference in the Moon’s pull across Earth. The side facing the Moon is pulled a little more strongly than Earth’s center, and the far side a little less, so the oceans are stretched into two bulges: one toward the Moon and one away from it.',
        'As Earth turns beneath these bulges and the Moon moves along its orbit, most coasts pass through two high tides and two low tides in a lunar day of about 24 hours and 50 minutes. That is why high tide comes roughly 50 minutes later each day.',
        'The Sun creates tides the same way. Tidal force depends on mass but falls off with the cube of distance, so the much closer Moon wins: the Sun’s tidal effect is only about 46% of the Moon’s. Real oceans do not form neat bulges; coastlines and basin shapes turn the tide into large waves that sweep around ocean basins, so local high tide can come hours after the Moon passes overhead.',
      ],
    },
    {
      title: 'Spring and Neap Tides',
      body: [
        'At new moon and full moon, the Sun, Earth and Moon line up and their tidal effects add together, producing spring tides with higher highs and lower lows. The name has nothing to do with the season; it refers to the tide “springing up.”',
        'At the first and third quarter moons, the Sun and Moon pull at right angles and partly cancel out, producing neap tides with a smaller range. The cycle repeats about every 14.8 days, half of the 29.5-day cycle of phases.',
        'At many US stations the spring range is roughly 20% larger than the average range and the neap range roughly 20% smaller, though this varies from place to place. The biggest tides often come a day or two after the new or full moon rather than on the day itself.',
      ],
    },
    {
      title: 'Perigee and Apogee',
      body: [
        'The Moon’s orbit is an ellipse. At perigee the Moon averages about 225,000 miles (363,000 km) away; at apogee about 252,000 miles (405,000 km). Because tidal force depends on the cube of distance, the Moon’s tide-raising pull at a typical perigee is about 20% stronger than at its average distance.',
        'Perigee comes around every 27.5 days or so, slightly out of step with the 29.5-day cycle of phases. When perigee falls near a new or full moon, the result is a perigean spring tide; a full moon near perigee is popularly called a supermoon.',
        'Because the two cycles drift against each other, the months that bring perigean spring tides shift from year to year. This is the main reason a given month’s full moon brings bigger tides in some years than in others.',
      ],
    },
    {
      title: 'Declination: How High the Moon Rides',
      body: [
        'The Moon’s path carries it north and south of the celestial equator over about 27 days. When it is far north or south, the two tidal bulges sit off-center, so the two daily high tides become unequal, one noticeably higher than the other.',
        'Where tides are mostly once a day, as along much of the Gulf of Mexico, the biggest daily ranges come when the Moon is farthest from the equator. The Sun has a similar seasonal effect: near the equinoxes it slightly favors twice-daily tides, and near the solstices it adds to the difference between the two daily highs.',
        'The Moon’s greatest distance from the equator also varies over an 18.6-year cycle, which slightly changes tidal ranges over the years. That is one reason official tidal averages are computed over a 19-year period.',
      ],
    },
  ],
  quickFacts: [
    { label: 'Lunar Cycle', value: '29.5 days' },
    { label: 'Tidal Cycle', value: '12 hours 25 minutes' },
    { label: 'Spring Tide Range', value: 'Up to 20% higher' },
    { label: 'Perigee Effect', value: 'An additional 20%' },
  ],
  quickFactsNote:
    'These are rounded, typical figures. The lunar cycle is the time from one full moon to the next; the tidal cycle is the average time between high tides where there are two a day. The spring-tide figure compares spring range with average range at many US stations, and the perigee figure is the increase in the Moon’s tidal pull at a close approach; the extra water it adds is often a few inches. Local results vary, so check predictions for your own station.',
  tidalTypes: [
    {
      title: 'Spring Tides',
      body: [
        'Spring tides occur around every new and full moon, when the Sun and Moon line up. High tides are higher and low tides lower than average, and tidal currents run stronger.',
        {
          list: [
            'When: twice a month, often peaking a day or two after new or full moon',
            'Range: often roughly 20% above average at many US stations',
            'Good for: exploring tide pools and flats on the very low tides',
          ],
        },
      ],
    },
    {
      title: 'Neap Tides',
      body: [
        'Neap tides occur around the first and third quarter moons, when the Sun and Moon pull at right angles. The difference between high and low water is smallest, and currents are gentler.',
        {
          list: [
            'When: twice a month, between the spring tides',
            'Range: often roughly 20% below average',
            'Good for: easier paddling and boating in strong-current areas',
          ],
        },
      ],
    },
    {
      title: 'Perigean Spring Tides and King Tides',
      body: [
        'When a new or full moon falls near perigee, the closer Moon adds to the spring tide. These perigean spring tides happen several times a year, and the highest of them are often called king tides, an informal name for the highest predicted tides of the year.',
        'The extra height is usually a few inches beyond a normal spring tide, but in low-lying places that can be enough to flood streets on a sunny day, especially when onshore wind or seasonally high sea level adds to it.',
      ],
    },
    {
      title: 'Proxigean Spring Tides',
      body: [
        'A proxigean spring tide is a rarer, stronger version: the Moon makes an especially close approach at almost exactly the same time as a new or full moon. It produces some of the largest astronomical tides possible.',
        'Even so, the tide itself rarely causes serious flooding alone. The danger comes when a coastal storm arrives at the same time, so these dates are worth watching whenever a coastal storm is in the forecast.',
      ],
    },
  ],
};
