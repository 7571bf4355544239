import type { MoonPage, Section } from './types';

/*
 * Editorial content for /moon-effects and the twelve /moon/{slug} pages. Peak dates are computed
 * at build time, so no year-specific dates appear here.
 */

/**
 * What a full moon does to the range, the same for every month: a month's moon has no spring
 * tide of its own size. The swing above the mean range is the sun's semidiurnal tide against
 * the moon's (S2 over M2, from each station's harmonic constants, as the figures quoted are);
 * the moon's distance, not its name, makes one month's larger.
 */
const SPRING_TIDES =
  'Every full moon brings spring tides, whatever the month. How much larger their range is than the average depends on the station, by the ratio of the Sun’s semidiurnal tide to the Moon’s (S2 to M2 in its harmonic constants): about 15% at Boston, 19% at New York (The Battery), 24% at San Francisco and 28% at Key West. A full moon near perigee adds more, a few inches at most stations.';

export const moonPages: MoonPage[] = [
  {
    slug: 'wolf-moon',
    path: '/moon/wolf-moon',
    month: 'January',
    name: 'Wolf Moon',
    title: 'Wolf Moon',
    subtitle: 'January Full Moon',
    description:
      'January’s Wolf Moon brings the year’s first full-moon spring tides, often alongside winter storms and Earth’s closest approach to the Sun.',
    intro:
      'The first full moon of the year, named for wolves heard howling through the long nights of midwinter.',
    didYouKnow: [
      'The name Wolf Moon comes from the almanac tradition of naming each full moon for its season; it recalls wolves howling on cold winter nights.',
      'Earth reaches perihelion, its closest point to the Sun, in early January. The Sun’s tide-raising pull is then about 10% stronger than at aphelion in early July.',
      'Because the full moon sits opposite the Sun, a winter full moon climbs high in the sky, far higher than a summer full moon, and rises well north of due east.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Wolf Moon',
      points: [
        'Spring tides: with the Sun, Earth and Moon in line, high tides run higher and low tides lower than average for a few days around the full moon, often peaking a day or so after it.',
        'Perihelion boost: Earth’s early-January closeness to the Sun slightly strengthens the Sun’s share of the tide, a small effect of a few percent at most.',
        'Winter storms: a nor’easter on the Atlantic or a strong Pacific storm arriving on a spring tide can push water well above the predicted level, so check surge forecasts along with the tide table.',
        'Pacific king tides: on the West Coast, some of the highest high tides of the year often arrive in December and January, when spring tides, perigee and Earth’s closest approach to the Sun can line up.',
      ],
    },
    narrative: {
      title: 'A Winter Moon Over the Coast',
      body: [
        'The Wolf Moon rises into the longest, coldest stretch of the year. On a clear January night it rides high over the water, and its light on wet sand, ice and breaking surf makes midwinter one of the most striking times to walk a beach after dark.',
        'For the tides, January is a month of small extras rather than dramatic change. The full moon brings ordinary spring tides; the Sun is at its closest, adding a little; and whether the Moon is near perigee decides whether those tides are merely above average or among the highest of the year.',
        'What often makes the difference in winter is the weather. Strong onshore winds and low air pressure can add more water than any astronomical effect, so treat the predicted tide as the baseline and the marine forecast as the rest of the story.',
      ],
    },
    facts: {
      alternativeNames: ['Old Moon', 'Ice Moon', 'Moon After Yule'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Look northeast around sunset to catch the full moon rising.',
              'Cold air is often very clear; dress warmly and keep spare camera batteries in an inside pocket.',
              'Snow and ice reflect moonlight, so landscapes need less exposure than you might expect.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Beachcomb at low tide after winter storms, when waves have reshaped the beach and uncovered shells and sea glass.',
              'Watch for wintering loons, sea ducks and other waterbirds along many US coasts.',
              'Watch big surf only from a safe distance, well above the reach of spring high tide and storm waves.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'snow-moon',
    path: '/moon/snow-moon',
    month: 'February',
    name: 'Snow Moon',
    title: 'Snow Moon',
    subtitle: 'February Full Moon',
    description:
      'February’s Snow Moon shines in the heart of winter, when spring tides can combine with nor’easters to raise water levels along the coast.',
    intro:
      'Named for the heavy snows that often fall in February across much of the northern United States.',
    didYouKnow: [
      'February is shorter than the roughly 29.5-day cycle of lunar phases, so a few times a century it has no full moon at all.',
      'Another name, Hunger Moon, reflects how hard food could be to find late in winter, when stores ran low and hunting was difficult.',
      'February is often among the snowiest months in the northern and eastern United States, which helps explain the name.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Snow Moon',
      points: [
        'Spring tides: higher highs and lower lows arrive for a few days around the full moon, and again around the new moon about two weeks later.',
        'Nor’easter season: winter storms can pile water against the Atlantic coast for several tide cycles in a row; when that overlaps spring tides, flooding becomes more likely.',
        'Seasonal low water: on much of the Atlantic and Gulf coasts, average sea level is near its yearly low in late winter, which slightly offsets high tides. NOAA predictions generally include this seasonal swing.',
        'Perigee matters most: if the Snow Moon falls within a day or two of perigee, expect a perigean spring tide with noticeably higher highs and lower lows.',
      ],
    },
    narrative: {
      title: 'Quiet Light, Restless Water',
      body: [
        'The Snow Moon often lights a landscape that is white from dune to shoreline. Moonlight on fresh snow can be bright enough to walk by, and the sea beneath it ranges from glassy calm to storm-tossed within a single week.',
        'Astronomically, February’s full moon does nothing unusual to the tides: it brings the same spring tides as any full moon, made larger or smaller mainly by the Moon’s distance. The real hazard this month is a winter storm that happens to arrive on those spring tides.',
        'If you head out for a moonlit walk, check the tide table first. Low tide opens up wide, firm beaches, while a spring high tide combined with onshore wind can cover the usual paths along the water.',
      ],
    },
    facts: {
      alternativeNames: ['Hunger Moon', 'Storm Moon', 'Bald Eagle Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Fresh snow under a full moon makes for bright, low-contrast night photos; try a tripod and a few seconds of exposure.',
              'For the moon itself, start near f/11 with a shutter speed of about 1/ISO (the “Looney 11” rule) and adjust.',
              'Keep batteries warm, as cold drains them quickly.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Look for harbor seals hauled out on rocks and beaches around low tide in southern New England; stay at least 50 yards away.',
              'Walk the beach at a falling tide to see how winter storms have moved sand and reshaped dunes.',
              'Watch winter waterbirds in sheltered bays and harbors.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'worm-moon',
    path: '/moon/worm-moon',
    month: 'March',
    name: 'Worm Moon',
    title: 'Worm Moon',
    subtitle: 'March Full Moon',
    description:
      'March’s Worm Moon marks winter’s end and falls near the spring equinox, a season known for strong spring tides on many coasts.',
    intro:
      'The last full moon of winter, named for the earthworms that reappear as the ground thaws.',
    didYouKnow: [
      'One almanac explanation links the name to earthworms surfacing in thawing soil; an 18th-century account by explorer Jonathan Carver tied a “worm month” to beetle larvae emerging from tree bark.',
      'Easter falls on the Sunday after the Paschal full moon, the first church-calendar full moon on or after March 21. Depending on the year, that is either the Worm Moon or April’s Pink Moon.',
      'Around the March equinox, moonrise near full moon comes an hour or more later each evening at mid-northern latitudes, the opposite of the autumn Harvest Moon.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Worm Moon',
      points: [
        'Spring tides: the full moon brings higher highs and lower lows for several days, usually peaking a day or so after the full moon itself.',
        'Equinoctial tides: near the equinox the Sun sits over the equator, which slightly favors twice-daily tides, so spring tides around the March and September equinoxes are often among the larger ones of the year on those coasts.',
        'Snowmelt and rain: rising river flows can lift water levels in estuaries and tidal rivers above predictions and strengthen ebb currents.',
        'Perigee matters most: when the Worm Moon falls near perigee, the extra pull of the closer Moon can make these some of the biggest tides of the spring.',
      ],
    },
    narrative: {
      title: 'Winter Lets Go',
      body: [
        'The Worm Moon arrives as the season turns. Frozen ground softens, sap runs in the maples, and crows grow noisy, which is where alternative names such as Sap Moon and Crow Moon come from.',
        'On the coast, March often pairs equinoctial spring tides with lingering winter storms and swollen rivers. Those are real influences on water levels, but the name itself doesn’t change the tide: the same full moon would bring the same spring tide under any name.',
        'Use the Worm Moon as a reminder to check your local tide table before spring outings. Big low tides open up flats and tide pools, while high tides plus river runoff can cover low roads and landings.',
      ],
    },
    facts: {
      alternativeNames: ['Crow Moon', 'Crust Moon', 'Sap Moon', 'Lenten Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Catch the rise on the night of the full moon itself; on following evenings moonrise comes much later.',
              'Look east for moonrise; near the equinox the full moon rises almost opposite the setting Sun.',
              'March skies can change quickly, so check cloud forecasts a few hours ahead.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Explore mudflats and tide pools on the extra-low tides of spring-tide days, watching the clock for the returning tide.',
              'Watch for early migrating shorebirds and waterfowl heading north.',
              'Anglers can expect stronger currents in inlets and river mouths around the full moon.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'pink-moon',
    path: '/moon/pink-moon',
    month: 'April',
    name: 'Pink Moon',
    title: 'Pink Moon',
    subtitle: 'April Full Moon',
    description:
      'April’s Pink Moon takes its name from spring wildflowers, not its color, and brings spring tides as rivers run high and coastal waters warm.',
    intro:
      'Named for the pink blossoms of wild ground phlox, one of the first widespread wildflowers of spring.',
    didYouKnow: [
      'The moon doesn’t turn pink. The name comes from creeping phlox, or moss pink, a low wildflower that blooms in early spring across eastern North America.',
      'When it is the first full moon after the spring equinox, the April full moon also serves as the Paschal Moon used in setting the date of Easter.',
      'A full moon looks huge near the horizon, but that is an illusion: it is no larger in the sky than when it is high overhead.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Pink Moon',
      points: [
        'Spring tides: the full moon brings higher high tides and lower low tides for a few days, with the same effect returning at the next new moon.',
        'Spring runoff: rivers swollen by snowmelt and April rain can keep water in tidal rivers and bays higher than predicted and make ebb currents run harder.',
        'Fish on the move: shad, river herring and other fish push into rivers in spring, and many anglers plan around the stronger currents of spring tides.',
        'Perigee matters most: this month’s modest estimate rises when the full moon lands near perigee and falls when it lands near apogee.',
      ],
    },
    narrative: {
      title: 'Blossoms and Bright Water',
      body: [
        'The Pink Moon rises over a coast coming back to life. Marsh grasses green up, migrating birds pass through, and the first warm afternoons bring people back to the beach.',
        'Its tides are ordinary full-moon spring tides, shaped more by the Moon’s distance and by local conditions such as river flow than by the calendar. In estuaries, a wet April can matter as much as the moon.',
        'Pair the full moon with a low tide and you get some of the best spring conditions for exploring flats and pools; pair it with heavy rain and a high tide, and low-lying shoreline roads may flood.',
      ],
    },
    facts: {
      alternativeNames: ['Sprouting Grass Moon', 'Egg Moon', 'Fish Moon', 'Breaking Ice Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Photograph moonrise during twilight, when the sky and landscape are closer in brightness to the moon.',
              'Frame the rising moon with spring blossoms or a lighthouse for scale.',
              'Expect a white or golden moon, not a pink one.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Fish river mouths and tidal creeks as spring runs of shad and herring begin.',
              'Look for migrating shorebirds feeding on exposed flats at low tide.',
              'Join a spring beach cleanup; low tide exposes debris left by winter storms.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'flower-moon',
    path: '/moon/flower-moon',
    month: 'May',
    name: 'Flower Moon',
    title: 'Flower Moon',
    subtitle: 'May Full Moon',
    description:
      'May’s Flower Moon shines over blooming coasts, where spring tides help set the timing of horseshoe crab spawning on Atlantic beaches.',
    intro: 'Named for the flowers that bloom in abundance across much of North America in May.',
    didYouKnow: [
      'Atlantic horseshoe crabs come ashore to spawn on high tides, with peaks around new and full moons in May and June; Delaware Bay hosts the largest gathering.',
      'Migrating shorebirds such as red knots time their stopover on Delaware Bay to feed on those eggs before flying on to the Arctic.',
      'Other names for this moon, such as Corn Planting Moon and Milk Moon, reflect the planting and pasture season in the almanac tradition.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Flower Moon',
      points: [
        'Spring tides: for a few days around the full moon, high tides run higher and low tides lower than average.',
        'Higher reach: spring high tides push water farther up beaches and into the high salt marsh, areas that stay dry during neap tides.',
        'Warming water: as coastal water warms, fish become more active, and the stronger currents of spring tides can concentrate baitfish at inlets and channel edges.',
        'Perigee matters most: a Flower Moon near perigee brings noticeably bigger tides than one near apogee, whatever the month.',
      ],
    },
    narrative: {
      title: 'A Spawning-Season Moon',
      body: [
        'Few events show the link between moon and tide as clearly as the horseshoe crab spawn. On calm evenings in late spring, crabs crowd the water’s edge on high tides, and the largest gatherings tend to come around the new and full moons.',
        'The reason is the tide itself: the higher reach of spring tides lets crabs lay eggs high on the beach, and birds on their way north gather to feed. The moon sets the rhythm, but the exact timing at any beach follows its local tide table.',
        'If you go to watch, use a red light, keep your distance from feeding birds, and follow any beach closures. Many spawning beaches ask visitors to stay off during peak nights.',
      ],
    },
    facts: {
      alternativeNames: ['Corn Planting Moon', 'Milk Moon', 'Planting Moon', 'Budding Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Look east-southeast at sunset; late-spring full moons rise south of due east.',
              'Use foreground flowers or dune grass to give moonrise photos depth.',
              'Bring insect repellent for marsh and bay shores on warm evenings.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Watch horseshoe crabs spawn on evening high tides along the Atlantic coast, especially Delaware Bay.',
              'If you find a horseshoe crab stranded on its back, gently turn it over by the edge of its shell, never by the tail.',
              'Fish inlets on moving water around the full moon, when spring-tide currents are strongest.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'strawberry-moon',
    path: '/moon/strawberry-moon',
    month: 'June',
    name: 'Strawberry Moon',
    title: 'Strawberry Moon',
    subtitle: 'June Full Moon',
    description:
      'June’s Strawberry Moon rides low in the summer sky near the solstice, as Pacific beaches see some of the year’s lowest morning tides.',
    intro: 'Named for the wild strawberries that ripen in early summer.',
    didYouKnow: [
      'Because the full moon sits opposite the Sun, the full moon nearest the June solstice is usually the lowest-riding full moon of the year.',
      'Seen through the thicker air near the horizon, a low full moon often looks golden or amber.',
      'California grunion spawn on sandy beaches on the nights after full and new moons from spring into summer, riding waves ashore just after high tide.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Strawberry Moon',
      points: [
        'Spring tides: the full moon brings higher highs and lower lows for several days, with the biggest range often a day or so after the full moon.',
        'Unequal tides: with the Sun and Moon far from the celestial equator near the solstice, the two daily high tides on many coasts can differ a lot, especially on the Pacific coast and in the Gulf of Mexico.',
        'Minus tides: on the Pacific coast, some of the lowest daytime tides of the year fall in the early morning in late spring and early summer, prime time for tide pooling.',
        'A modest estimate: twice-daily spring tides tend to be a little smaller near the solstices than near the equinoxes, though a full moon near perigee can still bring large tides.',
      ],
    },
    narrative: {
      title: 'Short Nights, Low Tides',
      body: [
        'The Strawberry Moon shares the shortest nights of the year with the summer solstice. It rises around sunset, skims low across the southern sky and sets around sunrise, often glowing warm in color the whole way.',
        'Its tidal signature depends on where you stand. On the Atlantic coast, it brings ordinary spring tides. On the Pacific coast, the mix of once- and twice-daily tides produces very low early-morning tides that uncover sea stars, anemones and other tide-pool life.',
        'Those minus tides come back quickly, so plan around the time of low water, watch for sneaker waves, and keep an exit route in sight.',
      ],
    },
    facts: {
      alternativeNames: ['Rose Moon', 'Hot Moon', 'Honey Moon', 'Mead Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Look southeast at sunset for a low, golden moonrise.',
              'A long lens makes the low moon look large against distant buildings, piers or hills.',
              'Twilight lasts long in June; start shooting before the sky goes dark.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Tide pool on early-morning minus tides on the Pacific coast; look without touching, and put back any rock you turn over.',
              'Watch a grunion run on a Southern California beach; check state rules before collecting any fish.',
              'Swim at lifeguarded beaches and learn to spot rip currents.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'buck-moon',
    path: '/moon/buck-moon',
    month: 'July',
    name: 'Buck Moon',
    title: 'Buck Moon',
    subtitle: 'July Full Moon',
    description:
      'July’s Buck Moon arrives in midsummer, when spring tides, sea breezes and warm water shape one of the busiest seasons on the coast.',
    intro: 'Named for the new antlers that male deer, or bucks, are growing in early summer.',
    didYouKnow: [
      'A buck’s antlers grow back every year. In July they are still growing, covered in a soft, blood-rich skin called velvet.',
      'Earth reaches aphelion, its farthest point from the Sun, in early July, so the Sun’s contribution to the tides is at its weakest of the year, though only slightly.',
      'Thunder Moon, another name for this full moon, reflects the frequent summer thunderstorms.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Buck Moon',
      points: [
        'Spring tides: higher highs and lower lows build around the full moon and ease off toward the quarter moons.',
        'Summer water levels: warming water expands slightly and, with seasonal winds and currents, raises average sea level on many US coasts by a few inches between late winter and early fall. Some guides call this a 5–8% ‘thermal amplification’, but it is a slow seasonal change, not an effect of this particular moon.',
        'Sea breezes and storms: afternoon onshore winds build chop, and thunderstorms can change conditions fast, so check the marine forecast alongside the tides.',
        'Perigee matters most: whether July’s full moon falls near perigee decides more about its tides than anything else about the month.',
      ],
    },
    narrative: {
      title: 'Midsummer on the Water',
      body: [
        'The Buck Moon rises over crowded beaches, warm evenings and boats heading home late. It rides low in the southern sky, much as June’s full moon does, and often looks golden as it clears the horizon.',
        'Its tides are the familiar full-moon spring tides. The summer rise in average sea level is real but small and slow, and it does not make one moon’s tidal range larger than another’s. As in every month, the Moon’s distance matters far more.',
        'For swimmers and boaters, the practical point is current. Around the full moon, more water moves through inlets in each tide, so currents run stronger and rip currents can be more active on falling tides at some beaches.',
      ],
    },
    facts: {
      alternativeNames: ['Thunder Moon', 'Hay Moon', 'Salmon Moon', 'Raspberry Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Watch the moon rise over the ocean on East Coast beaches; it rises southeast.',
              'Summer haze can redden the moon near the horizon, so shoot early in the rise.',
              'Steer clear of thunderstorms; if you hear thunder, get off the beach.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Fish dawn and dusk high tides, when water is cooler and baitfish move onto flats.',
              'Kayak or paddleboard with the tidal current, not against it, and plan your return before the tide turns.',
              'Swim near lifeguards and check local rip current forecasts.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'sturgeon-moon',
    path: '/moon/sturgeon-moon',
    month: 'August',
    name: 'Sturgeon Moon',
    title: 'Sturgeon Moon',
    subtitle: 'August Full Moon',
    description:
      'August’s Sturgeon Moon recalls late-summer fishing on the Great Lakes and arrives as the Atlantic hurricane season builds toward its peak.',
    intro:
      'Named for the large lake sturgeon that were once readily caught in the Great Lakes and Lake Champlain in late summer.',
    didYouKnow: [
      'Lake sturgeon can live more than 100 years and grow longer than 6 feet, but overfishing and dams made them rare; today they are protected or tightly regulated in most places.',
      'True lunar tides on the Great Lakes are tiny, less than about 2 inches (5 cm); most water-level swings there come from wind and air pressure, including sloshing seiches.',
      'The Perseid meteor shower peaks in mid-August. When its peak falls near the full moon, bright moonlight hides all but the brightest meteors.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Sturgeon Moon',
      points: [
        'Spring tides: high tides run higher and low tides lower for a few days around the full moon, often peaking a day or so after it.',
        'Warm-water peak: coastal water is near its warmest, and average sea level on many Atlantic and Gulf coasts is climbing toward its early-fall high. Some guides call this a 3–5% ‘thermal expansion’, but it is a slow seasonal shift of a few inches, not an effect of this moon.',
        'Hurricane season: Atlantic activity builds through August. A storm surge that arrives near a spring high tide produces the highest and most dangerous water levels.',
        'Perigee matters most: a Sturgeon Moon near perigee brings noticeably larger tides; one near apogee brings smaller ones.',
      ],
    },
    narrative: {
      title: 'Late Summer, Rising Water',
      body: [
        'The Sturgeon Moon takes its name from fresh water, not salt. Lake sturgeon, ancient bottom-feeding fish, were once so common in the Great Lakes and Lake Champlain that late summer was known for them.',
        'On the ocean coasts, August’s full moon brings ordinary spring tides on top of a sea level that is seasonally higher than in spring. Together they make minor high-tide flooding a little more likely in low-lying neighborhoods during late summer and fall.',
        'This is also the time to take tropical weather seriously. If a storm threatens, its timing relative to high tide can matter as much as its strength, so follow official forecasts and evacuation orders.',
      ],
    },
    facts: {
      alternativeNames: ['Green Corn Moon', 'Grain Moon', 'Red Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Watch for a reddish moon through summer haze just after moonrise.',
              'For Perseid meteors, look in the hours before dawn, after the moon is low or down if possible.',
              'Use a red flashlight to keep your night vision.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Fish for late-summer species around the stronger currents of spring tides at inlets and jetties.',
              'Check hurricane forecasts before any trip and have a plan to leave early.',
              'Explore salt marshes at high tide by kayak, when water reaches the upper marsh.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'harvest-moon',
    path: '/moon/harvest-moon',
    month: 'September',
    name: 'Harvest Moon',
    title: 'Harvest Moon',
    subtitle: 'Usually September’s Full Moon',
    description:
      'The Harvest Moon, the full moon nearest the September equinox, rises soon after sunset several nights in a row, a time of strong spring tides.',
    intro:
      'The full moon nearest the autumn equinox, famous for bright early evenings that once helped farmers bring in their crops.',
    didYouKnow: [
      'The Harvest Moon is the full moon closest to the September equinox. In roughly one year in four or five that is October’s full moon, as in 2025 and 2028, and September’s is then often called the Corn Moon.',
      'On average the Moon rises about 50 minutes later each day. Around the Harvest Moon, moonrise comes only about 15 to 35 minutes later each evening across the lower 48 states, depending on latitude and year.',
      'As a result, for three or four evenings in a row a bright, nearly full moon rises soon after sunset, adding light at dusk, which was useful to farmers before electric lights.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Harvest Moon',
      points: [
        'Equinoctial spring tides: near the equinox the Sun sits over the equator, which slightly favors twice-daily tides, so spring tides around the Harvest Moon are often among the larger ones of the year on those coasts.',
        'Stronger currents: a bigger range moves more water through inlets in the same time. Guides often quote currents 25–40% stronger for this moon; the real increase over neap tides varies widely from channel to channel.',
        'Fall high water: average sea level on the Atlantic and Gulf coasts is near its seasonal high in September and October, so spring high tides are more likely to cause minor flooding in low-lying areas.',
        'Perigee and storms: a Harvest Moon near perigee brings some of the highest tides of the year, and hurricane season peaks around this time. A storm surge on a spring high tide is the worst case.',
      ],
    },
    narrative: {
      title: 'Why the Harvest Moon Lingers',
      body: [
        'Each day the Moon moves about 12 degrees farther east relative to the Sun, so on average it rises about 50 minutes later than the day before. How much later depends on the angle that path makes with the horizon at moonrise.',
        'Around the September equinox, the full moon sits where its path meets the eastern evening horizon at a shallow angle for observers in the Northern Hemisphere. Each day’s eastward motion carries the Moon mostly along the horizon rather than below it, so moonrise comes only about half an hour later across much of the United States. The effect grows stronger farther north, fades toward the tropics, and in the Southern Hemisphere the same thing happens around the March equinox.',
        'The tides this month deserve equal attention. Equinoctial spring tides, seasonally high sea level and peak hurricane season make the Harvest Moon a time to check both the tide table and the forecast before heading to the shore.',
      ],
    },
    facts: {
      alternativeNames: ['Corn Moon', 'Full Corn Moon', 'Barley Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Watch moonrise on several evenings in a row to see how little its time changes.',
              'Look due east around sunset; near the equinox the full moon rises close to due east.',
              'Shoot moonrise in twilight to capture detail in both the moon and the landscape.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Fish the fall run as baitfish move along the coast; spring-tide currents at inlets can concentrate them.',
              'Enjoy evening beach walks by moonlight, timed to a falling or low tide.',
              'Keep an eye on tropical forecasts and on coastal flood advisories during spring tides.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'hunter-moon',
    path: '/moon/hunter-moon',
    month: 'October',
    name: 'Hunter Moon',
    title: 'Hunter Moon',
    subtitle: 'Usually October’s Full Moon',
    description:
      'The Hunter Moon, the full moon after the Harvest Moon, brings more bright early evenings and arrives in the fall king-tide season on many US coasts.',
    intro:
      'The full moon after the Harvest Moon, traditionally linked to hunting and preparing for winter.',
    didYouKnow: [
      'The Hunter’s Moon is the full moon that follows the Harvest Moon, so in years when the Harvest Moon falls in October, the Hunter’s Moon moves to November.',
      'Like the Harvest Moon, it rises only a little later from one evening to the next, often less than half an hour at mid-northern latitudes.',
      'Blood Moon, an older name for this full moon, is now used more often for a total lunar eclipse, which can happen with any full moon that passes through Earth’s shadow.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Hunter Moon',
      points: [
        'Spring tides: high tides run higher and low tides lower for a few days around the full moon, often peaking a day or so after it.',
        'King-tide season: in South Florida and along parts of the Southeast coast, the highest tides of the year often come in fall, when seasonally high sea level meets perigean spring tides.',
        'Storms: late-season hurricanes and early nor’easters can add surge and large waves on top of spring tides.',
        'Perigee matters most: in years when the Hunter Moon falls near perigee, expect noticeably higher high tides, and in flood-prone streets, minor flooding.',
      ],
    },
    narrative: {
      title: 'Autumn Nights and King Tides',
      body: [
        'The Hunter Moon brings a second run of bright early evenings, with moonrise following sunset closely for several nights. In the almanac tradition, that light was useful for hunting and for getting ready for winter.',
        'On many US coasts, fall is also king-tide season. The term is informal: it simply means the highest predicted tides of the year, which happen when spring tides coincide with perigee and, in the fall, with seasonally high sea level.',
        'King tides give a preview of how higher seas may affect a coast. Many communities invite the public to photograph them; just stay out of floodwater, which can hide drop-offs and carry contaminants.',
      ],
    },
    facts: {
      alternativeNames: ['Travel Moon', 'Dying Grass Moon', 'Blood Moon', 'Sanguine Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Look east-northeast around sunset as the moon climbs into a darkening sky.',
              'Crisp autumn air often gives sharp views of craters and seas through binoculars.',
              'Frame moonrise with fall foliage on coastal hills.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Fish the fall mullet run along the Atlantic coast, when predators follow baitfish through inlets.',
              'Photograph king tides from a safe, dry vantage point and share them with local flood-mapping projects.',
              'Watch the fall hawk and shorebird migration along the coast.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'beaver-moon',
    path: '/moon/beaver-moon',
    month: 'November',
    name: 'Beaver Moon',
    title: 'Beaver Moon',
    subtitle: 'November Full Moon',
    description:
      'November’s Beaver Moon arrives as days shorten and storms strengthen, with spring tides that can meet early nor’easters on the coast.',
    intro:
      'Named for the season when beavers finish their lodges and store food before ponds freeze.',
    didYouKnow: [
      'Beavers are busy in late fall, reinforcing dams and lodges and stashing branches underwater to feed on through the winter.',
      'The name is also linked to the fur trade: this was the time to set beaver traps before the swamps froze, to secure warm winter pelts.',
      'Frost Moon and Freezing Moon, other names for this full moon, mark the first hard frosts across much of the northern United States.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Beaver Moon',
      points: [
        'Spring tides: the full moon brings higher highs and lower lows for several days, and the new moon two weeks later does the same.',
        'Storm season: nor’easters on the Atlantic and strong storms on the Pacific bring surge and big waves; on top of a spring tide, they cause much of the season’s coastal flooding and erosion.',
        'Pacific Northwest king tides: the highest tides of the year in Washington and Oregon often start in November and continue into winter.',
        'Perigee matters most: a Beaver Moon near perigee brings noticeably larger tides than one near apogee, regardless of the month’s name.',
      ],
    },
    narrative: {
      title: 'Battening Down for Winter',
      body: [
        'The Beaver Moon lights the last weeks of fall, when beavers work late into the night and coastal towns pull boats and docks for the winter.',
        'For the coast, November marks the shift from hurricane season to winter storm season. The moon sets the spring-tide schedule, but it is usually the weather that decides whether a given high tide floods a road or cuts into a dune.',
        'Early darkness means more tides happen after sunset. If you walk or fish at night, know when the tide turns and carry a light.',
      ],
    },
    facts: {
      alternativeNames: ['Frost Moon', 'Freezing Moon', 'Deer Rutting Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'The moon rises in the northeast in late fall and climbs high by midnight.',
              'Frosty nights are often clear; bring gloves that let you work a camera.',
              'Try bare trees or a lighthouse silhouetted against the rising moon.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Watch king tides safely from high ground and look at how far the water reaches.',
              'Beachcomb after storms, at low tide, for shells and driftwood.',
              'Surf casters can target fall fish moving along the beach on moving water.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'cold-moon',
    path: '/moon/cold-moon',
    month: 'December',
    name: 'Cold Moon',
    title: 'Cold Moon',
    subtitle: 'December Full Moon',
    description:
      'December’s Cold Moon rides high through the year’s longest nights, as winter storms and king tides reach both US coasts.',
    intro:
      'Named for the cold of early winter, this full moon falls near the solstice and the longest nights of the year.',
    didYouKnow: [
      'Near the winter solstice, the full moon sits opposite the low Sun, so it usually climbs higher and stays up longer than any other full moon of the year.',
      'Another name, Long Night Moon, reflects that it shines through the longest nights of the year.',
      'Moon Before Yule is an old English name for the last full moon before the midwinter holiday; January’s full moon was the Moon After Yule.',
    ],
    tidalEffects: {
      title: 'Tidal Effects of the Cold Moon',
      points: [
        'Spring tides: high tides run higher and low tides lower for a few days around the full moon, often peaking a day or so after it.',
        'West Coast king tides: California and other Pacific programs often highlight king-tide dates in December and January, when spring tides can meet perigee, Earth’s near-closest approach to the Sun and large differences between the two daily high tides.',
        'Winter storms: onshore wind and low pressure can raise water well above predictions, especially when a storm arrives on a spring high tide.',
        'Perigee matters most: a Cold Moon near perigee can bring some of the highest tides of the year; one near apogee brings more ordinary spring tides.',
      ],
    },
    narrative: {
      title: 'The Longest Nights',
      body: [
        'The Cold Moon rises in the northeast around sunset and arcs high across the sky, staying up through the longest nights of the year. Over snow or a calm winter harbor, its light can be remarkably bright.',
        'On the Pacific coast, December and January are king-tide season, when several favorable astronomical factors can line up. On the Atlantic side, winter storms are the bigger wild card. In both places, the perigee timing of a given year matters more than the month’s name.',
        'As the year closes, the Cold Moon is a good reminder of the cycle behind every tide table: about 29.5 days from full moon to full moon, and spring tides roughly every two weeks, in every season.',
      ],
    },
    facts: {
      alternativeNames: ['Long Night Moon', 'Moon Before Yule', 'Drift Clearing Moon'],
      springTides: SPRING_TIDES,
    },
    sidebar: [
      {
        title: 'Viewing Tips',
        body: [
          {
            list: [
              'Look northeast at sunset for moonrise; by midnight the moon is high in the south.',
              'The Geminid meteor shower peaks in mid-December; moonlight may wash out fainter meteors.',
              'Protect cameras from condensation by bagging them before coming back indoors.',
            ],
          },
        ],
      },
      {
        title: 'Coastal Activities',
        body: [
          {
            list: [
              'Photograph king tides on the West Coast from safe, dry ground.',
              'Explore winter low tides, which on the Pacific coast often fall in the afternoon or evening.',
              'Watch for wintering seabirds, seals and, on the West Coast, migrating gray whales.',
            ],
          },
        ],
      },
    ],
  },
];

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
