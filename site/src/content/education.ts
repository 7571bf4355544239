import type { CardArticle, Section } from './types';

/** The five /education articles, in hub order. */
export const educationArticles: CardArticle[] = [
  {
    slug: 'how-tides-work',
    path: '/education/how-tides-work',
    title: 'How Tides Work',
    icon: 'waves',
    description:
      'How the pull of the moon and sun, the turning Earth and the shape of each coast combine to make the tides.',
    sections: [
      {
        title: 'Gravitational Forces',
        body: [
          "Tides are caused by differences in gravity across the Earth. The moon pulls on every part of our planet, but not equally: the side facing the moon is about 4,000 miles closer to it than Earth's center, and the far side is about 4,000 miles farther away. The near side is pulled a little harder than the center, and the center a little harder than the far side.",
          'Those small differences are the tide-generating force. They stretch the oceans into two bulges, one facing the moon and one on the opposite side of the Earth. The far-side bulge surprises many people, but it follows directly from the fact that the water there is pulled less strongly than the solid Earth beneath it.',
          "The sun produces the same kind of stretching. It is far more massive than the moon, but it is also about 390 times farther away, and tidal force weakens with the cube of distance. As a result, the sun's tidal effect is a little under half the moon's. The moon is the main driver of the tides, and the sun modifies them.",
        ],
      },
      {
        title: "Earth's Rotation Effect",
        body: [
          'The bulges stay roughly lined up with the moon while the Earth turns beneath them. A point on the coast is carried through one bulge, then a trough, then the second bulge and another trough, which is why most places see two high tides and two low tides a day.',
          'The moon moves along its orbit in the same direction the Earth spins, so each day the Earth has to turn a little farther to catch up with it. A full tidal day therefore lasts about 24 hours and 50 minutes, and the tides arrive about 50 minutes later each day. With two highs in that time, high waters come about 12 hours and 25 minutes apart, and the fall from high to low takes a little over six hours.',
          "Real oceans cannot simply let two bulges sweep around the globe. Continents get in the way, and the ocean is too shallow for a wave to keep pace with the moon. Instead, the tide moves as long waves that travel around each ocean basin, steered by the coastlines and turned by the Earth's rotation. The two-bulge picture explains the timing; the ocean basins decide what each coast actually experiences.",
        ],
      },
      {
        title: 'Local Variations',
        body: [
          'Because each basin and coastline responds in its own way, tides differ greatly from place to place. NOAA sorts US tides into three broad patterns:',
          {
            list: [
              'Semidiurnal: two high and two low tides of similar size each day, typical of the Atlantic coast.',
              'Mixed semidiurnal: two highs and two lows of noticeably different sizes, typical of the Pacific coast, Alaska and Hawaii.',
              'Diurnal: a single high and a single low each day, found along much of the Gulf of Mexico.',
            ],
          },
          'The size of the tide varies just as much. Parts of the Gulf coast see ranges of a foot or two, while Cook Inlet near Anchorage, Alaska, has ranges approaching 30 feet. Funnel-shaped bays, wide continental shelves and basins that resonate with the tide all amplify it; open coasts near the middle of an ocean basin tend to have small tides.',
          "This is why a tide prediction always belongs to a specific station. The moon and sun are the same for everyone, but each station's harmonic constants, measured from its own water-level record, capture how that stretch of coast answers them.",
        ],
      },
    ],
  },
  {
    slug: 'moons-influence',
    path: '/education/moons-influence',
    title: "The Moon's Influence",
    icon: 'moon',
    description:
      'Why the moon is the main driver of the tides, how the sun adds to it, and how lunar cycles set the timing of high water.',
    sections: [
      {
        title: 'Gravitational Forces',
        body: [
          "The moon is only about 1 percent of Earth's mass, yet it dominates the tides because it is so close. What raises the tide is not the strength of the moon's pull but how much that pull changes from one side of the Earth to the other, and that difference falls off very quickly with distance.",
          "The moon's distance also changes. Its orbit is an ellipse, and at perigee, its closest point, it is more than 25,000 miles nearer than at apogee. Near perigee the moon's tide-raising force is about 18 to 25 percent stronger than at its average distance, because that force grows with the cube of nearness; the water itself rises far less than that, often only a few inches more than an ordinary tide. When a perigee falls near a new or full moon, the result is a perigean spring tide, often called a king tide, which brings some of the highest and lowest water of the year.",
          'The moon also moves north and south of the equator over the course of a month. When it is far from the equator, the two daily tides at many places become unequal, with one high tide much higher than the other. When it is over the equator, the two are more alike.',
        ],
      },
      {
        title: "Sun's Secondary Role",
        body: [
          "The sun raises tides by the same mechanism, but its effect is a little under half the moon's. Put another way, the moon supplies roughly two-thirds of the tide-generating force and the sun roughly one-third.",
          "The sun's main job is to adjust the moon's tides. When the sun, moon and Earth are in line, at new moon and full moon, their effects add together and produce spring tides with a large range. When the sun and moon are at right angles to each other, at the first and last quarter moons, they partly cancel and produce neap tides with a small range.",
          "The sun has its own longer cycles too. Earth is closest to the sun in early January, which makes solar tides slightly stronger in the Northern Hemisphere winter, and the sun's seasonal movement north and south of the equator affects the daily inequality of the tides over the year.",
        ],
      },
      {
        title: 'Tidal Timing and Cycles',
        body: [
          'Several lunar cycles run at once, and together they explain most of the rhythm you see in a tide table:',
          {
            list: [
              'The tidal day of about 24 hours and 50 minutes, which makes high tide arrive about 50 minutes later each day.',
              'The half-day cycle of about 12 hours and 25 minutes between successive high tides where there are two a day.',
              'The spring-neap cycle of about 14.8 days, half of the 29.5-day cycle of lunar phases.',
              'The perigee cycle of about 27.6 days, which makes tides stronger roughly once a month.',
              "A slow 18.6-year cycle in the orientation of the moon's orbit, which gently raises and lowers tidal ranges over the decades.",
            ],
          },
          "High tide does not arrive when the moon is overhead. Water takes time to move, and each coast has its own delay between the moon's passage and local high water. That delay is fairly steady at any one place, which is why tides are predictable at all, but it can be several hours and differs even between nearby harbors.",
        ],
      },
    ],
  },
  {
    slug: 'spring-vs-neap-tides',
    path: '/education/spring-vs-neap-tides',
    title: 'Spring vs Neap Tides',
    icon: 'calendar',
    description:
      'What spring and neap tides are, why they alternate about every week, and how to plan coastal trips around them.',
    sections: [
      {
        title: 'Spring Tides - Maximum Range',
        body: [
          'Spring tides have nothing to do with the season. The name comes from the idea of the water springing up, and they happen twice every lunar month, around the new moon and the full moon, all year round.',
          'At those times the sun, Earth and moon lie close to a straight line, and the solar and lunar tides reinforce each other. High tides are higher than average and low tides are lower, so the tidal range, the difference between the two, is at its largest. At many US stations spring ranges are roughly 20 percent greater than the average range, though the exact figure varies from place to place.',
          'The biggest spring tides often arrive a day or two after the new or full moon, not on the day itself, because the ocean takes time to respond. When a spring tide coincides with the moon at perigee, ranges are larger still.',
        ],
      },
      {
        title: 'Neap Tides - Minimum Range',
        body: [
          "Neap tides happen around the first and last quarter moons, when the sun and moon are at right angles as seen from Earth. The sun's tide then fills in part of the moon's low water and takes away from its high water.",
          'The result is a smaller range: high tides that are not as high and low tides that are not as low. At many stations neap ranges are roughly 20 percent below average. The water still rises and falls on its usual schedule; it just moves less.',
          'Spring and neap tides alternate about every seven days, and a full spring-to-spring cycle takes about 14.8 days. The change is gradual, so the days either side of a spring or neap tide share much of its character.',
        ],
      },
      {
        title: 'Planning Around Tidal Cycles',
        body: [
          'Knowing where you are in the spring-neap cycle helps you choose the right days before you even look at tide times:',
          {
            list: [
              'Tidepooling, clamming and beachcombing: aim for spring tides, when the lowest water exposes the most shore. Negative low tides, below the Mean Lower Low Water datum, are the best of all.',
              'Boating in shallow water: neap tides give more water at low tide and gentler currents.',
              'Fishing: many anglers like the stronger water movement of spring tides, while others prefer the easier conditions of neaps; local knowledge matters most.',
              'Coastal flooding: low-lying streets and parking lots are most likely to flood at spring high tides, especially with onshore wind.',
              'Walking on flats or around headlands: spring tides expose more ground, but the water also comes back faster and higher.',
            ],
          },
          'Use the moon phase to shortlist the right week, then look up the exact times and heights for your location and date, and check the weather forecast before you go.',
        ],
      },
    ],
  },
  {
    slug: 'tidal-phenomena',
    path: '/education/tidal-phenomena',
    title: 'Tidal Phenomena',
    icon: 'sparkles',
    description:
      'Tidal bores, amphidromic points and tidal resonance: the remarkable ways tides behave in rivers, ocean basins and bays.',
    sections: [
      {
        title: 'Tidal Bores',
        body: [
          'A tidal bore is a wave that runs upstream when the incoming tide meets a river. Instead of rising gradually, the water arrives as a single step or a train of waves moving against the current. Bores form only where several conditions come together:',
          {
            list: [
              'A large tidal range, usually many feet, at the river mouth.',
              'A funnel-shaped estuary that squeezes the incoming tide.',
              'A shallow, gently sloping river channel that slows the front of the wave so the water behind it catches up.',
            ],
          },
          'Famous bores include the Qiantang River in China, the Severn in England and the pororoca on the Amazon. In the United States, the best-known bore runs up Turnagain Arm near Anchorage, Alaska, where surfers sometimes ride it. Bores are dangerous to anyone on the riverbank or mudflats, because the water level rises abruptly behind the front.',
        ],
      },
      {
        title: 'Amphidromic Points',
        body: [
          'In the open ocean the tide behaves less like a bulge and more like a wave sweeping around each basin. Because the Earth rotates, these waves turn around fixed points called amphidromic points, where the tidal range is close to zero.',
          'Picture the tide as the rim of a rotating plate that tilts as it spins. The center barely moves, while the edges rise and fall. Around an amphidromic point the high water travels in a circle, taking about 12 hours and 25 minutes to go all the way around for the main lunar tide. In the Northern Hemisphere the rotation is usually counterclockwise.',
          'The farther a coast is from an amphidromic point, the larger its tides tend to be. This helps explain why places at similar latitudes can have very different tides, and why high tide can arrive hours apart at harbors that are not far from each other.',
        ],
      },
      {
        title: 'Tidal Resonance',
        body: [
          "Every bay has a natural period, the time water takes to slosh from one end to the other and back, like water in a bathtub. When that period is close to the period of the tide, each tidal push arrives in step with the water's own motion and the tide grows much larger.",
          "The Bay of Fundy between New Brunswick and Nova Scotia is the classic example. The Bay of Fundy and Gulf of Maine together have a natural period of about 13.3 hours, close to the 12.42-hour period of the main lunar tide, and their funnel shape adds to the effect. Burntcoat Head in the Minas Basin holds the record for the world's largest tidal range, about 53 feet, or 16.3 meters.",
          'Resonance also reaches US waters. Tides grow as they move up the Gulf of Maine, and the ranges at Eastport, Maine, typically around 18 feet, are among the largest in the lower 48 states. Cook Inlet in Alaska is another basin where the shape and resonance of the inlet amplify the tide.',
        ],
      },
    ],
  },
  {
    slug: 'coastal-safety',
    path: '/education/coastal-safety',
    title: 'Coastal Safety',
    icon: 'shield',
    description:
      'Practical tide safety: check the tide before you head out, watch for rip currents, and know how to call for help.',
    sections: [
      {
        title: 'Understanding Tidal Hazards',
        body: [
          'Most tide emergencies are not caused by dramatic waves but by water that rises steadily while people are not paying attention. Know the common hazards before you go:',
          {
            list: [
              'Cut off by the tide: beaches below cliffs, sandbars, and routes around headlands can be easy to reach at low tide and impossible to leave a few hours later.',
              'Tidal flats: on wide, flat ground a rising tide can cover a large area in minutes. Channels behind you fill first, and soft mud can trap a foot or leg.',
              'Rip currents: narrow, fast channels of water flowing away from the beach. They can pull even strong swimmers out past the breaking waves.',
              'Sneaker waves and surf: occasional large waves run much farther up the beach than the rest and can knock people off their feet or off rocks.',
              'Strong tidal currents: inlets, river mouths and narrow channels can run faster than a person can swim, especially around spring tides.',
              'Cold water: a sudden fall into cold water causes a gasp reflex and rapid breathing; a life jacket keeps your head up while you recover.',
            ],
          },
        ],
      },
      {
        title: 'Timing and Planning',
        body: [
          'Check the tide before you walk out on flats, explore tide pools or go around a headland, and know the time of the next high tide. Start back well before low water turns; do not wait until you see the water coming.',
          'The rule of twelfths is a handy approximation for a regular two-tides-a-day coast. It says that over the roughly six hours from low to high, the water rises by about one twelfth of the range in the first hour, two twelfths in the second, three in the third, three in the fourth, two in the fifth and one in the sixth. The practical lesson is that the water moves fastest in the middle of the tide. Treat the rule as a rough guide only: it does not hold for diurnal or strongly mixed tides, and local conditions often differ.',
          {
            steps: [
              'Look up the tide times and heights for the nearest station and your date.',
              'Check the marine or surf zone forecast for wind, waves and rip current risk, since weather can raise the water above the prediction.',
              'Plan your route out and back, note the times you must turn around, and set a phone alarm.',
              'Tell someone where you are going and when you expect to be back.',
              'Read posted warning signs, and swim near a lifeguard where you can.',
            ],
          },
        ],
      },
      {
        title: 'Emergency Preparedness',
        body: [
          'If you are caught in a rip current, stay calm and do not swim straight back against it. Float to conserve energy, then swim parallel to the shore until you are out of the current, and angle back toward the beach. If you cannot escape, float or tread water and wave and shout for help.',
          'If someone else is in trouble in the water, never wade or swim out after them. Many people drown trying to rescue someone else. Call for help, alert a lifeguard if there is one, and throw something that floats, such as a cooler, life ring or boogie board, while keeping your eyes on the person.',
          {
            list: [
              'On land, call 911 and give your location as precisely as you can, including nearby landmarks or beach access names.',
              'On the water, call the US Coast Guard on VHF channel 16, the international distress and calling channel.',
              'If you are cut off by the tide, move to the highest safe ground you can reach and call for help rather than trying to swim or wade through deep or moving water.',
              'Carry a charged phone in a waterproof pouch, and on a boat, wear a life jacket and keep a VHF radio within reach.',
            ],
          },
        ],
      },
    ],
  },
];

/** The /education hub: heading, meta description, intro and the 'Learn About Tides' panel. */
export const educationHub: {
  title: string;
  description: string;
  intro: string;
  learnPanel: Section;
} = {
  title: 'Tidal Education Center',
  description:
    "Clear, accurate articles on how tides work, the moon's influence, spring and neap tides, tidal phenomena and coastal safety.",
  intro:
    "Start here to understand the ocean's rhythm. These five articles explain what causes the tides, why they change through the month, the surprising ways they behave around the world, and how to stay safe on a tidal shore.",
  learnPanel: {
    title: 'Learn About Tides',
    body: [
      'Tides are among the most predictable things in nature. The same forces that raise the water today will raise it again tomorrow, about 50 minutes later, and the pattern can be worked out years ahead. Understanding why makes a tide table much easier to read.',
      "Begin with How Tides Work and The Moon's Influence for the science, move on to Spring vs Neap Tides and Tidal Phenomena to see how the tide changes over the month and from place to place, and read Coastal Safety before your next trip to the shore. For more depth, the Learn guides cover topics from tidal currents to tidal energy.",
    ],
  },
};
