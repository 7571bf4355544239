import type { Section, TidalEffectArticle } from './types';

/**
 * The tidal-effects catalogue (/tidal-effects/{slug}) and its hub. Figures follow the product's
 * editorial figures, worded as approximations or rules of thumb where that is what they are.
 */
export const tidalEffectArticles: TidalEffectArticle[] = [
  // Fundamentals
  {
    slug: 'understanding-tidal-forces',
    path: '/tidal-effects/understanding-tidal-forces',
    title: 'Understanding Tidal Forces',
    description:
      'How the pull of the Moon and Sun stretches the oceans into tidal bulges, and why the nearby Moon matters more than the massive Sun.',
    category: 'Fundamentals',
    sections: [
      {
        title: 'Gravity With a Difference',
        body: [
          "Tides are not caused simply by the Moon pulling on the ocean. They come from the difference in the Moon's pull from one side of Earth to the other. Gravity weakens with distance, so the ocean on the side facing the Moon is pulled a little harder than Earth's center, and Earth's center is pulled a little harder than the ocean on the far side.",
          'That uneven pull stretches the oceans into two bulges: one under the Moon, where water is drawn toward it, and one on the opposite side, where the water is in effect left behind as Earth is pulled away from it. Between the bulges the water level is lower. This stretching effect is what scientists call the tide-generating, or tidal, force.',
          "The key detail is how quickly the tidal force fades with distance. Ordinary gravity weakens with the square of distance, but the tidal force weakens roughly with the cube. That is why the Moon, tiny compared with the Sun but about 390 times closer, does most of the work. The Sun's overall gravitational pull on Earth is nearly 180 times the Moon's, yet its tide-raising effect is a little less than half of the Moon's.",
        ],
      },
      {
        title: 'The Moon and the Sun Working Together',
        body: [
          "Because the Sun's tidal effect is roughly 46 percent of the Moon's, a common way to summarize the split is that the Moon supplies about two-thirds to 70 percent of the tide-raising force and the Sun the rest. The two sets of bulges add together or partly cancel depending on where the Moon and Sun sit relative to Earth.",
          {
            list: [
              'Spring tides: near new and full moon, the Sun, Moon and Earth line up and their bulges reinforce each other, giving higher highs and lower lows. The name has nothing to do with the season.',
              'Neap tides: near the first- and third-quarter moons, the Sun and Moon pull at right angles, partly canceling each other and producing a smaller range.',
              "Perigee: once a month the Moon's elliptical orbit brings it closest to Earth, and its tidal force is noticeably stronger than average. When perigee falls near a new or full moon, the result is a perigean spring tide, often called a king tide.",
              'Declination: the Moon and Sun move north and south of the equator over their cycles, which tilts the bulges and makes one daily high tide larger than the other in many places.',
            ],
          },
          'The spring-neap pattern repeats about every two weeks, half of the 29.5-day cycle of lunar phases, which is why tide tables show the range swelling and shrinking twice a month.',
        ],
      },
      {
        title: 'From Simple Theory to Real Coastlines',
        body: [
          'As Earth rotates beneath the two bulges, most coasts pass through two high tides and two low tides in a tidal day of about 24 hours and 50 minutes. The extra 50 minutes comes from the Moon moving along its orbit, so Earth has to turn a bit farther each day to catch up. That is why the tides arrive roughly 50 minutes later each day.',
          "Real oceans are more complicated than the two-bulge picture. Continents block the water, ocean basins slosh at their own natural rhythms, and Earth's rotation steers the tide into huge rotating systems around points of almost no tide, called amphidromic points. The shape of the seafloor and coastline can shrink the tide to a few inches or amplify it to tens of feet.",
          "This is why tide predictions are not worked out from the Moon's position alone. They combine astronomy with years of water-level measurements at each location, which capture how that particular stretch of coast responds. Even then, predictions describe the astronomical tide only; wind, air pressure and river flow change the water you actually see.",
        ],
      },
    ],
  },
  {
    slug: 'tidal-range-variations',
    path: '/tidal-effects/tidal-range-variations',
    title: 'Tidal Range Variations',
    description:
      'Why the gap between high and low water is barely a foot on some coasts and dozens of feet on others, and how it changes through the month.',
    category: 'Fundamentals',
    sections: [
      {
        title: 'What Tidal Range Means',
        body: [
          'Tidal range is the vertical difference between a high tide and the low tide that follows or precedes it. It is one of the most useful numbers in a tide table: it tells you how much water will come and go, how far the shoreline will move, and how strong the tidal currents are likely to be.',
          'NOAA publishes two standard averages for its stations. Mean range is the difference between mean high water and mean low water. Great diurnal range is the difference between mean higher high water and mean lower low water, which better describes coasts where the two daily tides are unequal. On any given day the actual range can be noticeably larger or smaller than either average.',
        ],
      },
      {
        title: 'Why Range Differs From Place to Place',
        body: [
          'In the open ocean the tide is modest, typically well under a meter. It grows or shrinks as it moves onto continental shelves and into bays. Broad, shallow shelves and funnel-shaped inlets squeeze the incoming tide and raise it, while some enclosed seas and spots near amphidromic points see almost no tide at all. Around the world, typical coastal ranges run from about half a meter to several meters, with a few extreme bays far beyond that.',
          'The record holder is the Bay of Fundy between New Brunswick and Nova Scotia, where spring tides in the Minas Basin can reach about 16 meters, or roughly 53 feet. Part of the reason is resonance: the water of the bay and the Gulf of Maine together naturally sloshes back and forth with a period of about 13.3 hours, near enough to the 12.42-hour rhythm of the main lunar tide that each tide gives the next a push, like a child on a swing.',
          {
            list: [
              'Cook Inlet, Alaska: near Anchorage the average daily range is close to 30 feet, one of the largest in the United States.',
              'Eastport, Maine: near the mouth of the Bay of Fundy, the average range is around 18 feet.',
              'Boston, Massachusetts: roughly 9 to 10 feet on average.',
              'San Francisco Bay: a mixed tide with a great diurnal range of around 6 feet at the Golden Gate.',
              'Much of the Gulf of Mexico and Hawaii: often only 1 to 2 feet, so wind and weather can matter as much as the tide.',
            ],
          },
        ],
      },
      {
        title: 'How Range Changes Over Time',
        body: [
          'At a single place, the range changes from day to day. In many locations spring tides around new and full moon run roughly 20 percent above the average range and neap tides near the quarter moons roughly 20 percent below, though the exact swing varies from station to station. When the Moon is near perigee the range grows further, and the difference in height between the two daily tides shifts as the Moon moves north and south of the equator.',
          "Slower cycles matter too. The tilt of the Moon's orbit wobbles over an 18.6-year cycle that slightly raises and lowers tidal ranges, which is one reason NOAA computes its official tidal datums over a 19-year period. People can change the range as well: deepening shipping channels, building jetties or filling marshes can alter how the tide travels up an estuary.",
          'The practical lesson is to check the tide table for the station nearest your spot and the specific day you plan to go. A range that is gentle on a neap tide can be dramatic two weeks later.',
        ],
      },
    ],
  },
  {
    slug: 'high-tide-vs-low-tide',
    path: '/tidal-effects/high-tide-vs-low-tide',
    title: 'High Tide vs. Low Tide',
    description:
      'What actually happens at high and low tide, how to read the heights in a tide table, and what each stage means for a day on the water.',
    category: 'Fundamentals',
    sections: [
      {
        title: 'What Happens at High and Low Tide',
        body: [
          'High tide, or high water, is the highest level the water reaches in one rise-and-fall cycle. Low tide, or low water, is the lowest. Between them the water is either rising, called the flood, or falling, called the ebb. Around each turning point there is often a short stand when the level barely changes.',
          'On coasts with two tides a day, the two highs and two lows are often unequal. Tide tables then speak of the higher high and lower high water, and of the higher low and lower low water. On the US West Coast this inequality can be large, with one low tide dipping well below the other.',
          'One common misunderstanding is that the current stops exactly at high and low tide. In open coastal water it often does turn close to those times, but in bays, rivers and inlets the current can keep flowing in one direction for an hour or more after the water level has started to change. Current predictions are published separately for that reason.',
        ],
      },
      {
        title: 'Reading the Numbers',
        body: [
          'Tide heights in US tables are measured from a reference level called a datum, usually Mean Lower Low Water (MLLW): the average of the lowest daily tide over a 19-year period. A height of 0.0 is therefore an ordinary lower low tide, not empty seabed, and nautical charts use the same datum for their depths.',
          {
            steps: [
              'Find the station closest to where you will be; bays and rivers can run well behind the open coast.',
              'Note the times of the highs and lows, and check whether they are shown in local standard or daylight time.',
              'Look at the heights: a large positive number marks a big high tide, while a negative value, a minus tide, means the water will drop below the usual lower low.',
              "Compare consecutive high and low heights to see the day's range, which hints at how strong the currents will be.",
            ],
          },
          'Remember that a table gives the predicted astronomical tide. Strong winds, low or high air pressure and heavy river runoff can raise or lower the water you actually find, sometimes by a foot or more.',
        ],
      },
      {
        title: 'What Each Tide Means for You',
        body: [
          {
            list: [
              'Beachgoers: high tide narrows the beach and can cut off routes around headlands and cliffs; low tide opens wide sand flats and tide pools.',
              'Boaters: low tide is when shoals, sandbars and rocks are most likely to be in reach of your keel or propeller, while high tide reduces clearance under bridges.',
              'Anglers: fish tend to respond to moving water more than to the exact moment of high or low, so the hours around each change are often the focus.',
              'Surfers: many breaks work best on a particular stage of the tide, and some reefs become dangerous when the water is shallow.',
              'Tidepoolers and beachcombers: the lowest tides of the month, especially minus tides, expose the most shoreline.',
            ],
          },
          'Whatever your plans, think about the tide that will be coming next, not only the one you arrive on. Walking out on a falling tide is easy; the flooding tide is what strands people on sandbars and at the base of cliffs.',
        ],
      },
    ],
  },
  {
    slug: 'tidal-frequency-patterns',
    path: '/tidal-effects/tidal-frequency-patterns',
    title: 'Tidal Frequency Patterns',
    description:
      'Semidiurnal, diurnal and mixed tides explained, plus the daily, monthly and longer cycles that shift tide times and heights.',
    category: 'Fundamentals',
    sections: [
      {
        title: 'Three Basic Patterns',
        body: [
          'Not every coast gets two tides a day. Scientists group tides into three patterns, and all three occur along US coastlines.',
          {
            list: [
              'Semidiurnal: two high and two low tides each tidal day, of roughly similar size. Most of the US East Coast follows this pattern.',
              'Diurnal: one high and one low tide each tidal day. Parts of the northern Gulf of Mexico, such as the coast around Pensacola and Mobile, see this pattern much of the time.',
              'Mixed: two highs and two lows of noticeably different heights. The US West Coast, Alaska and Hawaii have mixed tides, which is why a Pacific tide table lists a higher high and a lower low.',
            ],
          },
          "The pattern depends on how a particular ocean basin and coastline respond to the different rhythms in the tidal forces, so it can change along a single coast. The Gulf of Mexico shows this well: the mostly diurnal tides of parts of the northern Gulf give way to mixed tides along much of Florida's west coast.",
        ],
      },
      {
        title: 'Why Tide Times Shift Each Day',
        body: [
          "The basic clock of the tide is the lunar day of about 24 hours and 50 minutes, the time it takes a spot on Earth to come back under the Moon. On a semidiurnal coast that gives a tidal cycle of about 12 hours and 25 minutes from one high tide to the next, and roughly 6 hours and 12 minutes from high to low. As a result, each day's tides tend to arrive about 50 minutes later than the day before.",
          "That 50-minute figure is an average. The interval varies with the Moon's phase and distance, and local geography can lengthen or shorten the rise compared with the fall. In some estuaries the flood lasts noticeably less time than the ebb, so the water comes in faster than it drains.",
          "The difference between the two daily tides follows the Moon's declination, its position north or south of the equator. When the Moon is far from the equator the inequality is greatest; tides at those times are called tropic tides. When it crosses the equator the two daily tides become more alike, known as equatorial tides.",
        ],
      },
      {
        title: 'Longer Cycles in the Record',
        body: [
          {
            list: [
              'About two weeks: the spring-neap cycle follows the lunar phases, with spring tides near new and full moon and neap tides near the quarter moons.',
              'About a month: the Moon moves from perigee to apogee and back in roughly 27.5 days, raising and lowering the range.',
              'About six months: spring tides near the March and September equinoxes are often somewhat larger on semidiurnal coasts, while diurnal effects peak nearer the solstices.',
              'About a year: Earth is closest to the Sun in early January, giving the solar tide a slight boost.',
              "18.6 years: the slow wobble of the Moon's orbit gently raises and lowers ranges over nearly two decades.",
            ],
          },
          'These cycles overlap, which is why no two months of tides look exactly the same. Modern predictions handle this by adding together dozens of regular components, each tied to one of these astronomical rhythms. For trip planning, the simple takeaway is never to assume tomorrow looks like today: check the table for the actual date.',
        ],
      },
    ],
  },
  // Weather Impact
  {
    slug: 'storm-surge-and-tides',
    path: '/tidal-effects/storm-surge-and-tides',
    title: 'Storm Surge and Tides',
    description:
      "How hurricanes and nor'easters pile water on top of the normal tide, why timing with high tide matters, and how to stay safe.",
    category: 'Weather Impact',
    sections: [
      {
        title: 'What Storm Surge Is',
        body: [
          "Storm surge is the abnormal rise in water level created by a storm, measured above the tide that would otherwise have occurred. It is mostly driven by wind: strong onshore winds push water toward the coast and pile it up against the shore. Low air pressure at the storm's center adds a smaller share. Forecasters call the combined water level, surge plus astronomical tide, the storm tide.",
          'How high a surge climbs depends on much more than wind speed. The size of the storm, its forward speed, the angle at which it approaches the coast, and especially the shape of the seafloor all matter. A wide, gently sloping continental shelf, like much of the northern Gulf of Mexico, gives the wind a long stretch of shallow water to push against and can produce very high surges. Bays and sounds can funnel water and raise it further.',
          'The National Hurricane Center describes storm surge as often the greatest threat to life and property from a hurricane. Surge water arrives with waves on top of it, can rise within minutes, and can reach miles inland across low-lying ground.',
        ],
      },
      {
        title: 'When Surge Meets High Tide',
        body: [
          'Because surge rides on top of the tide, the same storm can do very different damage depending on when it arrives. A surge that peaks at low tide may be partly absorbed by the room the tide has left; one that peaks at high tide, especially a spring tide near new or full moon, adds the full tide to the surge. On coasts with large tidal ranges, that timing can mean a difference of several feet.',
          {
            list: [
              'Hurricane Sandy (2012) made landfall in New Jersey close to high tide and near a full moon. The combined storm tide set a record water level at The Battery in Lower Manhattan, flooding subway and road tunnels.',
              'Hurricane Katrina (2005) drove an estimated 24 to 28 feet of storm surge onto parts of the Mississippi coast, among the highest surges recorded in the United States.',
              "Nor'easters are slower than hurricanes and can keep onshore winds blowing through several high tides in a row, so flooding and erosion build with each cycle.",
            ],
          },
          'Storm surge also explains why tide tables cannot be trusted during a storm. The table predicts only the astronomical tide; the water on the day can be many feet higher.',
        ],
      },
      {
        title: 'Staying Safe',
        body: [
          'The National Weather Service and National Hurricane Center issue storm surge watches and warnings for the Atlantic and Gulf coasts, along with maps of potential inundation above ground level. These forecasts, not a tide table, are what to follow when a storm threatens.',
          {
            list: [
              'Know whether your home or vacation rental is in a hurricane evacuation zone before the season starts.',
              'Leave when local officials tell you to; surge can cut off roads well before the storm itself arrives.',
              'Never drive or walk through flooded roads. A foot or two of moving water can carry away a car.',
              'Move boats, or secure them with extra line length to allow for the higher water, well ahead of a storm.',
              'After the storm, stay away from damaged seawalls, dunes and docks, which may have been undermined.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'wind-effects-on-tides',
    path: '/tidal-effects/wind-effects-on-tides',
    title: 'Wind Effects on Tides',
    description:
      "How onshore and offshore winds raise or lower the water compared with the tide table, from nor'easters to blowout tides on the Chesapeake.",
    category: 'Weather Impact',
    sections: [
      {
        title: 'How Wind Moves Water',
        body: [
          'Wind blowing across the water drags the surface layer along with it. When that push is toward the shore, water piles up against the coast and levels rise above the predicted tide, an effect called wind setup. When the wind blows offshore, it pushes water away and levels can fall below the prediction, sometimes called setdown.',
          'The effect is strongest where water is shallow and the wind has a long stretch of open water, called fetch, to work over. In a deep ocean basin the wind has little grip on the total volume of water, but across a broad, shallow bay or sound a steady breeze can shift the level by inches, and a strong, sustained wind by a foot or more.',
          "Wind doesn't only change the height of the tide. It can shift the timing of high and low water, lengthen or shorten the flood and ebb, and speed up or slow down tidal currents in narrow channels.",
        ],
      },
      {
        title: "The Twist From Earth's Rotation",
        body: [
          "Earth's rotation adds a twist. In the Northern Hemisphere, water set moving by a steady wind tends to drift to the right of the wind direction over time. So along the US East Coast, a northeast wind blowing roughly parallel to the shore pushes water toward land, which is one reason nor'easters bring coastal flooding even without a direct onshore gale. Along the West Coast, northerly winds in spring and summer push surface water offshore, allowing cold, nutrient-rich water to well up near the coast.",
          {
            list: [
              'Chesapeake Bay: strong northwest winds behind a winter cold front can drive water out of the bay and produce unusually low blowout tides, while persistent south or northeast winds can hold water in and raise levels.',
              "Pamlico Sound and Texas's Laguna Madre: astronomical tides in these shallow, enclosed lagoons are small, so wind often controls the water level more than the tide does.",
              'The Great Lakes: true tides there are only about 2 inches, but strong winds can tilt a lake and cause a sloshing seiche of several feet between its ends.',
            ],
          },
        ],
      },
      {
        title: 'Practical Tips',
        body: [
          {
            list: [
              'After several days of strong onshore wind, expect high tides to run above the table and low tides to stay fuller than usual.',
              'After strong offshore winds, expect lower lows: good for tidepooling and beachcombing, but a risk of running aground in shallow channels.',
              "Compare predicted and observed water levels at a nearby NOAA tide gauge; the difference is largely the weather's effect, and it often persists for hours.",
              'Watch for wind blowing against a tidal current. It makes short, steep waves in inlets and channels that can be hazardous to small boats and paddlers.',
            ],
          },
          'A tide table is a forecast of the astronomical tide only. Wind can turn a moderate predicted high tide into minor flooding, or leave a boat sitting in the mud at a low tide that looked comfortable on paper.',
        ],
      },
    ],
  },
  {
    slug: 'atmospheric-pressure-and-tides',
    path: '/tidal-effects/atmospheric-pressure-and-tides',
    title: 'Atmospheric Pressure and Tides',
    description:
      'The inverse barometer effect: why falling air pressure lifts the sea about 1 cm per millibar, and how to factor it into tide plans.',
    category: 'Weather Impact',
    sections: [
      {
        title: 'The Inverse Barometer Effect',
        body: [
          'Air presses down on the ocean, and that pressure is not the same everywhere. Where pressure is high, the sea surface is pushed down slightly; where it is low, the sea rises to compensate. Because the water level moves opposite to the barometer, oceanographers call this the inverse barometer effect.',
          'The usual rule of thumb is that each 1-millibar drop in pressure raises the water level by about 1 centimeter, and each 1-millibar rise lowers it by about the same amount. Put another way, a change of 34 millibars is worth about 34 centimeters, or 13 inches, of water, and a foot takes about 30 millibars. Average sea-level pressure is about 1013 millibars, so the effect is measured against that baseline.',
          'The rule describes the sea settling into balance with the air above it. It works best over open water and for pressure systems that linger; the ocean needs time to adjust, and enclosed bays and harbors may respond more slowly or less completely.',
        ],
      },
      {
        title: 'Pressure in Real Weather',
        body: [
          'Everyday weather systems move pressure by only 10 to 20 millibars, enough to nudge the water by several inches. That is small next to the tide, but it adds to everything else. A deep winter low combined with a spring tide can push water over low seawalls, while a strong high-pressure system can leave low tides noticeably lower than predicted.',
          "In a major hurricane the central pressure can fall below 930 millibars, more than 80 millibars below average. By the rule of thumb, that lifts the sea by roughly 80 centimeters, close to 3 feet, under the storm's center. Even so, pressure is the smaller partner in storm surge. Wind pushing water onto the coast usually does far more, which is why surge forecasts are built on full computer models rather than on the barometer alone.",
        ],
      },
      {
        title: 'Using Pressure When You Plan',
        body: [
          {
            steps: [
              'Look up the predicted tide for your location and date.',
              'Check the forecast sea-level pressure and compare it with the 1013-millibar average.',
              'Estimate the adjustment: about 1 centimeter higher for each millibar below average, or lower for each millibar above it.',
              'Add what you know about the wind: onshore winds raise the water further, offshore winds lower it.',
              'On the day, check observed levels at the nearest NOAA tide gauge to see how the water is actually running.',
            ],
          },
          'This is a rough correction, not a precise forecast. Use it to decide whether a tide is likely to run high or low and build in a margin; when it matters for safety, rely on official water-level forecasts and observations.',
        ],
      },
    ],
  },
  {
    slug: 'seasonal-tidal-changes',
    path: '/tidal-effects/seasonal-tidal-changes',
    title: 'Seasonal Tidal Changes',
    description:
      'How the seasons shift tides: equinox spring tides, summer and winter minus tides, seasonal sea level and the fall and winter king tides.',
    category: 'Weather Impact',
    sections: [
      {
        title: 'Astronomy Through the Year',
        body: [
          "The tide-raising forces change through the year. Earth is closest to the Sun in early January, so the Sun's contribution to the tide is roughly 10 percent stronger in early January than in early July. Near the March and September equinoxes the Sun sits over the equator, and on many semidiurnal coasts spring tides around those dates are somewhat larger than at other times.",
          'The season also changes when the extreme tides happen during the day. On the US Pacific Coast, the lowest tides of late spring and summer tend to fall in the early morning, while winter minus tides often come in the late afternoon or at night. Tidepoolers and clam diggers plan around this, and it is one reason West Coast summer tidepool outings often start at dawn.',
        ],
      },
      {
        title: 'Seasonal Sea Level',
        body: [
          'Beyond the tide itself, the average height of the sea rises and falls with the seasons. Warm water expands, seasonal winds push water toward or away from the coast, ocean currents strengthen and weaken, and rivers swell with snowmelt and rain. Together these can shift monthly average sea level at a station by several inches over the year.',
          'Along much of the US Atlantic and Gulf coasts, monthly average sea level tends to run highest in late summer and fall and lower in winter and early spring. Tide predictions already include this average seasonal cycle, through the annual and semiannual constituents Sa and Ssa, so at such a station the predictions already run a little higher in the fall than in late winter; what they cannot include is a year that departs from the average. NOAA shows the seasonal cycle for long-running stations on its sea level trends pages, which is worth a look if you live or work near the water.',
        ],
      },
      {
        title: 'King Tides and Sunny-Day Flooding',
        body: [
          "King tide is a popular, not a scientific, name for the highest predicted tides of the year, usually perigean spring tides when a new or full moon coincides with the Moon's closest approach. When those tides land in the season of high average sea level, the two add up.",
          {
            list: [
              'Southeast Florida: fall king tides, typically from September to November, regularly flood low streets in Miami Beach and other coastal communities, even under clear skies.',
              'Hampton Roads, Virginia: Norfolk sees frequent high-tide flooding, made worse because local land is slowly sinking while the sea rises.',
              'Pacific Northwest and California: the highest tides usually come in winter, when king tides may coincide with storms and large waves.',
            ],
          },
          'NOAA calls this high-tide flooding, and it has become more common as sea level rises. If you live near the coast, note the king tide dates for your area, avoid parking in low spots that flood, and never drive through salt water, which is hard on vehicles and can hide washed-out pavement.',
        ],
      },
    ],
  },
  // Coastal Impact
  {
    slug: 'coastal-erosion-from-tides',
    path: '/tidal-effects/coastal-erosion-from-tides',
    title: 'Coastal Erosion From Tides',
    description:
      'How tides set the level where waves attack the shore, how tidal currents reshape inlets, and why storms at high tide do the most damage.',
    category: 'Coastal Impact',
    sections: [
      {
        title: 'Tides Set the Stage for Waves',
        body: [
          'Most coastal erosion is done by waves, not by the gentle rise and fall of the tide. What the tide controls is where those waves strike. At low tide, waves break far out and spend their energy on the lower beach or a rocky platform. At high tide, they reach the upper beach, the foot of the dunes, a seawall or the base of a bluff.',
          'That is why the height of the water matters so much during rough weather. A storm that arrives at low tide may barely touch the dunes; the same storm at a spring high tide can cut a steep scarp into them overnight. On rocky coasts, repeated wave attack at high-tide level undercuts cliffs, leaving notches and overhangs that eventually collapse.',
          'The tidal range spreads this work out. Where the range is small, waves hammer nearly the same strip of shore every day. Where it is large, wave energy is spread across a broad band, which helps explain the wide, gently sloping rock platforms and tidal flats found on coasts with big tides.',
        ],
      },
      {
        title: 'Tidal Currents and Inlets',
        body: [
          'Tidal currents become erosive wherever the tide is squeezed through a narrow gap. Inlets between barrier islands carry the flood and ebb of an entire lagoon or bay, and the fast-moving water scours deep channels and moves large amounts of sand. Much of that sand collects in shoals just inside and just outside the inlet, called flood-tidal and ebb-tidal deltas.',
          'Inlets rarely stay put. Many migrate along the coast over years, eroding one island while building the next, and storms can open new inlets or close old ones. Engineering can shift the balance: jetties built to hold an inlet open for navigation often trap sand moving along the coast, so the beach downdrift can be starved. A frequently cited example is Ocean City Inlet in Maryland, opened by a 1933 hurricane and stabilized with jetties, after which the north end of Assateague Island to the south eroded and moved landward.',
        ],
      },
      {
        title: 'Storms, King Tides and Rising Seas',
        body: [
          "The worst erosion comes when storm waves and surge coincide with the highest tides. Slow-moving nor'easters are especially destructive because they can last through several high tides. The Ash Wednesday Storm of March 1962, for example, lingered along the Mid-Atlantic coast during spring tides and battered it through five successive high tides.",
          'Rising sea level adds a slow, steady push. Each inch of higher average water lets ordinary waves and king tides reach a little farther up the beach and into dunes and bluffs that were once out of reach.',
          {
            list: [
              'Dune restoration with native grasses and sand fencing helps a beach rebuild after storms.',
              'Beach nourishment pumps sand back onto eroded beaches, buying time but needing repeat projects.',
              'Living shorelines use marsh plants, oyster reefs and other natural materials to calm waves in sheltered waters.',
              'Setbacks that keep new buildings back from the shore leave room for the coast to move.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'beach-formation-and-tides',
    path: '/tidal-effects/beach-formation-and-tides',
    title: 'Beach Formation and Tides',
    description:
      'How the daily rise and fall of the tide sorts sand, builds berms and sandbars, and helps decide whether a coast grows long barrier islands.',
    category: 'Coastal Impact',
    sections: [
      {
        title: 'Shaping Sand Twice a Day',
        body: [
          'A beach is sand in motion. Each wave rushes up the beach face as swash and drains back as backwash, moving grains up and down the slope. The tide slides this active zone up and down the beach over each cycle, so every part of the shore between low and high water is worked on for part of the day.',
          'The result is a recognizable profile. Near the high-tide line, waves drop sand into a flat shelf called the berm, and the line of seaweed, shells and debris left at the top of the last high tide is the wrack line. Below it, the sloping beach face is where most swash activity happens, and farther out lie the sandbars and troughs that shape how waves break.',
          'Grain size shapes the beach too. Coarse sand and gravel let the backwash soak in and tend to build steep beaches, while fine sand packs down into wide, gently sloping beaches that may be firm enough to drive on in some places.',
        ],
      },
      {
        title: 'Features Shaped by the Tide',
        body: [
          {
            list: [
              'Berms: flat terraces at the top of the beach, built by waves at high tide during calm weather.',
              'Beach cusps: evenly spaced, crescent-shaped scallops along the beach face, formed where swash reaches a steady level.',
              'Ridge and runnel: a low sand ridge with a shallow, water-filled trough behind it, exposed on the lower beach at low tide.',
              'Low-tide terraces and tidal flats: broad, nearly level areas uncovered at low water, most extensive where the range is large.',
              'Tidal deltas: sand shoals on either side of inlets, built by the flood and ebb currents.',
            ],
          },
          "The tidal range also affects the shape of the whole coastline. Coasts with small ranges and strong waves tend to have long, continuous barrier islands with few inlets, like North Carolina's Outer Banks. Where the range is larger, stronger tidal currents keep more inlets open, and barrier islands tend to be shorter and stubbier, like the Sea Islands of Georgia, where the range is roughly 6 to 7 feet.",
        ],
      },
      {
        title: 'Seasons, Storms and Beach Safety',
        body: [
          'Many beaches change shape with the seasons. Calm summer swells move sand onshore and build a wide berm. Winter storms strip sand from the beach and park it offshore in bars, leaving a narrower, steeper beach, sometimes down to cobbles or rock. In calm weather the sand gradually returns. The tide level determines where each of these changes is focused.',
          'Reading the beach can make a visit safer. A steep beach face at high tide often means waves break right at the shore, a shorebreak that can slam swimmers into hard sand. On beaches with sandbars, rip currents tend to flow through gaps between the bars, and on many such beaches they become stronger around low tide, when water draining off the bars is concentrated into fewer channels. Swim near a lifeguard, and check local beach forecasts for rip current risk.',
        ],
      },
    ],
  },
  {
    slug: 'tidal-pools-and-ecosystems',
    path: '/tidal-effects/tidal-pools-and-ecosystems',
    title: 'Tidal Pools and Ecosystems',
    description:
      'Life in the intertidal zone: how tides create tide pools, who lives in them, and how to visit at low tide without harming them.',
    category: 'Coastal Impact',
    sections: [
      {
        title: 'Life Between the Tides',
        body: [
          'The intertidal zone is the strip of shore that is covered at high tide and exposed at low tide. On rocky coasts, hollows in the rock hold water as the tide drops, creating tide pools: small, isolated worlds that are cut off from the ocean for hours and then reconnected with each new high tide.',
          'Life here is tough. Exposed animals and seaweeds face drying out, baking sun or freezing air, pounding waves and hungry birds. Water in a small pool can warm up quickly on a sunny afternoon, become saltier as it evaporates or fresher in the rain, and lose oxygen overnight. The plants and animals that live here are specialists in handling these swings.',
          {
            list: [
              'Splash zone: wetted mainly by spray; home to tough lichens and periwinkle snails.',
              'High intertidal: covered only by higher tides; barnacles, limpets and hardy snails.',
              'Middle intertidal: covered and uncovered by most tides; mussel beds, anemones, sea stars and rockweeds.',
              'Low intertidal: exposed only on the lowest tides; the richest variety, including sea urchins, nudibranchs and kelps.',
            ],
          },
        ],
      },
      {
        title: 'Who Lives There',
        body: [
          'On the Pacific Coast, pools and rocks are home to ochre sea stars, giant green and aggregating anemones, black turban snails, gooseneck barnacles, California mussels, hermit crabs and tidepool sculpins, small fish that can find their way back to their home pool. Sea star populations along the West Coast were hit hard by a wasting disease outbreak that began in 2013, so finding a healthy sea star is a welcome sight.',
          'New England shores have a different cast: rockweeds draped over the rocks, periwinkles, blue mussels, dog whelks, barnacles, sea stars and crabs, including the invasive European green crab. In both regions, the lowest tides open up zones most visitors never see.',
          'Tide pools also matter beyond their own boundaries. They act as nurseries for young fish and invertebrates, feeding grounds for shorebirds, and accessible outdoor classrooms where students can watch ecology happen on a human scale.',
        ],
      },
      {
        title: 'Visiting Responsibly',
        body: [
          'The best tidepooling comes on minus tides, when the water drops below the usual lower low. On the US West Coast, the lowest summer tides often fall in the early morning. Check both the tide table and the surf forecast: a low tide with big swell can still send waves over the rocks.',
          {
            steps: [
              'Arrive an hour or so before low tide and plan to head back while the water is still falling or has just turned.',
              'Step on bare rock or sand, not on mussels, barnacles or seaweed, and wear shoes with good grip.',
              'Touch gently with a wet finger, if at all; never pry animals off rocks.',
              'Put any rock you turn over back exactly as you found it.',
              'Leave animals, shells and seaweed where they are. In California, many rocky shores lie within marine protected areas where collecting is prohibited.',
              "Never turn your back on the ocean, and keep an eye on the rising tide so you aren't cut off on an outer ledge.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'salt-marsh-tidal-effects',
    path: '/tidal-effects/salt-marsh-tidal-effects',
    title: 'Salt Marsh Tidal Effects',
    description:
      'How daily tides build and feed salt marshes like those of the Chesapeake Bay, why marshes matter, and how they respond to rising seas.',
    category: 'Coastal Impact',
    sections: [
      {
        title: 'How Tides Build a Marsh',
        body: [
          'Salt marshes are coastal grasslands that flood and drain with the tide. Each flood carries fine sediment and organic matter in through a branching network of tidal creeks. As the water spreads across the marsh and slows among the grass stems, that material settles out, and plant roots bind it in place. Over centuries, this slow buildup creates the flat, green expanse you see at low tide.',
          'How often a patch of marsh is flooded decides what grows there. The result is a pattern of zones that can shift over just a few inches of elevation.',
          {
            list: [
              'Low marsh: flooded by most high tides. Along the Atlantic and Gulf coasts it is dominated by smooth cordgrass, a tall grass that tolerates daily submergence.',
              'High marsh: flooded only by the higher tides of the month. Here shorter saltmeadow cordgrass and spike grass form dense, cowlick-like mats.',
              'Upland edge: reached only by storm tides, with shrubs such as marsh elder and groundsel tree grading into forest.',
            ],
          },
        ],
      },
      {
        title: 'Why Marshes Matter',
        body: [
          'Salt marshes are among the most productive ecosystems on Earth. Tidal creeks shelter young fish, shrimp and blue crabs, and many species important to anglers and commercial fisheries spend part of their lives in marshes and the estuaries around them. Ribbed mussels, fiddler crabs and marsh snails live on the marsh surface, while herons, egrets and rails hunt along the creek edges as the tide moves in and out.',
          'Marshes also work for people. Dense grass slows waves and can reduce erosion and some flooding along the shore behind it. Marshes filter nutrients and sediment from runoff before it reaches open water, which matters in places like the Chesapeake Bay, where excess nutrients fuel algae blooms. And because their waterlogged soils decay slowly, marshes store large amounts of carbon, often called blue carbon.',
        ],
      },
      {
        title: 'Marshes and Rising Water',
        body: [
          'A marsh can keep pace with a slowly rising sea by building up sediment and plant material. Whether it succeeds depends on how fast the water rises, how much sediment the tides and rivers bring, and whether there is room to move inland. Where the marsh falls behind, low marsh drowns into open water and mudflats.',
          "Parts of the Chesapeake Bay show what is at stake. The bay's low-lying Eastern Shore has lost thousands of acres of marsh to open water over the past century, notably around Blackwater National Wildlife Refuge in Maryland, where rising water combines with sinking land. As salt water pushes inland, stands of dead trees called ghost forests mark where marsh is moving into former woodland.",
          'Tides are also the cure in many restoration projects. Undersized culverts, dikes and roads can choke off tidal flow, and replacing them so the tide can reach the marsh again often lets it recover. If you visit by kayak or canoe, time your trip for a rising or high tide, since many marsh creeks turn to mud at low water.',
        ],
      },
    ],
  },
  // Marine Biology
  {
    slug: 'marine-life-migration-patterns',
    path: '/tidal-effects/marine-life-migration-patterns',
    title: 'Marine Life Migration Patterns',
    description:
      'How crabs, eels and fish ride tidal currents in and out of estuaries, and how daily tides move animals across flats and marshes.',
    category: 'Marine Biology',
    sections: [
      {
        title: 'Riding the Tide',
        body: [
          'For small animals, swimming against a tidal current is hopeless, so many have learned to use it instead. Scientists call the strategy selective tidal-stream transport: an animal rises into the water column when the current is flowing the way it wants to go and drops to the bottom, where the flow is slower, when the current turns against it. Repeated over several tides, this works like catching a series of free rides.',
          {
            list: [
              'Blue crabs: the last larval stage, tiny swimming megalopae, rides nighttime flood tides from the ocean back into estuaries such as the Chesapeake Bay. Later, mated females use ebb tides to travel down the bay toward saltier water near its mouth to release their eggs.',
              'American eels: young, transparent glass eels arriving from the open Atlantic move up East Coast estuaries on flood tides, often at night, on their way to fresh water.',
              'Many flatfish and shrimp use the same trick to move between coastal nursery areas and deeper water.',
            ],
          },
        ],
      },
      {
        title: 'The Daily Commute',
        body: [
          'Some migrations happen twice a day. As the tide floods, fish follow the water onto shallow flats and into marsh grass to feed on crabs, worms and small fish that are out of reach at low tide. Red drum, or redfish, push into flooded grass along the Gulf and Southeast coasts; bonefish and permit cruise onto the flats of the Florida Keys; and striped bass move into shallow coves and over bars in the Northeast. As the water falls, they retreat to channels and deeper holes.',
          'Animals that live on the shore do the reverse. Fiddler crabs emerge from their burrows to feed on exposed mud at low tide and retreat before the water returns. Snails climb marsh grass stems to stay above the flood, and many clams and worms feed only while covered.',
          'Many intertidal animals keep time with internal tidal clocks. In laboratory studies, crabs taken from the shore and kept in tanks with no tide have continued to show activity rhythms of about 12.4 hours for days, as if still anticipating the ebb and flood.',
        ],
      },
      {
        title: 'Tides in Larger Journeys',
        body: [
          'Long seasonal migrations, such as the spring runs of shad, herring and striped bass or the return of salmon to Pacific Northwest rivers, are driven mainly by season, temperature, daylight and river flow. Tides play a supporting role where those journeys pass through estuaries and river mouths, where fish may hold in deeper water and move with favorable currents.',
          'Migratory shorebirds also fit their schedules to the tide. At stopover sites along the Atlantic and Pacific flyways, they feed on exposed mudflats as the tide falls and gather in roosts when the water covers their feeding grounds.',
          'For observers, the pattern is useful: a tide table tells you when animals are likely to move. Watch a marsh creek mouth on a falling tide, or a flat on the first of the flood, and you will often see the most activity. Keep your distance, though; disturbing animals at key moments costs them energy they need for the journey.',
        ],
      },
    ],
  },
  {
    slug: 'spawning-and-tidal-cycles',
    path: '/tidal-effects/spawning-and-tidal-cycles',
    title: 'Spawning and Tidal Cycles',
    description:
      'Why grunion, horseshoe crabs, corals and crabs time their spawning to spring tides and the Moon, and how to watch without disturbing them.',
    category: 'Marine Biology',
    sections: [
      {
        title: 'Why Timing Matters',
        body: [
          'For many coastal animals, the moment of spawning decides whether their young survive. Releasing eggs or larvae on the right tide can carry them to the right habitat, away from predators, or keep eggs safely out of reach of the waves while they develop. Because the tides follow the Moon, many of these events line up with lunar phases, especially the spring tides around new and full moon.',
          'Darkness helps too. Many species spawn or release larvae at night, when fish that would eat them are less able to see. The combination of a particular tide, a particular time of night and a particular season can produce some of the most spectacular wildlife events on the US coast.',
        ],
      },
      {
        title: 'Spawning on the Tidal Calendar',
        body: [
          {
            list: [
              'California grunion: from about March through August, these small silvery fish ride waves onto Southern California beaches on the nights after the new and full moons, just after the high tide begins to fall. Females dig into the wet sand to lay eggs while males curl around them. The eggs incubate in the sand for about 10 days and hatch when the next series of high spring tides washes them out.',
              'Atlantic horseshoe crabs: in Delaware Bay, the largest spawning gathering of the species, crabs come ashore on high tides in May and June, with peaks around the new and full moons. Their eggs are a vital food for migrating shorebirds.',
              'Fiddler crabs: females on many Atlantic and Gulf marshes release their larvae on nighttime high tides around the spring tides, so the strong ebb sweeps the larvae quickly out of the marsh.',
              'Corals: at the Flower Garden Banks in the Gulf of Mexico, corals spawn together on a few nights about a week after the full moon in late summer, releasing clouds of eggs and sperm.',
            ],
          },
          'These patterns are reliable enough that biologists, and sometimes state wildlife agencies, publish expected dates each year. Weather, water temperature and surf conditions still decide exactly when and how many animals appear.',
        ],
      },
      {
        title: 'Watching Responsibly',
        body: [
          "Spawning events are easy to disturb, and some species are protected. The California Department of Fish and Wildlife publishes the expected run dates each year: runs come from about March through August, and April and May, the peak of spawning, are observation only, with no grunion taken. In the open months grunion may be caught only by hand, within a daily limit, and anyone 16 or older needs a fishing license; check CDFW's current rules and run schedule before you go.",
          {
            steps: [
              'Check the predicted dates and tide times, and arrive before the expected start.',
              'Keep flashlights off or use a dim red light; bright light can keep animals from coming ashore.',
              "Stay back from the water's edge and avoid walking where eggs are buried.",
              'If you find a horseshoe crab stranded on its back, gently turn it over by holding the edge of its shell, never by its tail.',
              'Leave dogs at home; they can scatter spawning fish, crabs and feeding birds.',
            ],
          },
          'Watching these events teaches how closely marine life is tied to the tide. It is worth protecting the beaches and marshes that make them possible.',
        ],
      },
    ],
  },
  {
    slug: 'feeding-patterns-and-tides',
    path: '/tidal-effects/feeding-patterns-and-tides',
    title: 'Feeding Patterns and Tides',
    description:
      'How moving water delivers food, why predators gather at current edges and flooded flats, and how to read tidal feeding windows.',
    category: 'Marine Biology',
    sections: [
      {
        title: 'Moving Water Moves Food',
        body: [
          'Tidal currents work like a conveyor belt. They carry plankton, larvae, shrimp and small baitfish past anything waiting to eat them, and they stir up food from the bottom. Oysters, clams, mussels and barnacles can only feed when they are underwater, so the flooding tide is their mealtime, and a stronger current brings more food past each animal.',
          'Predators make use of this. Many position themselves where the current is deflected or concentrated: at the edges of channels, behind rocks and pilings, at the mouths of marsh creeks and in the rips where two currents meet. By holding in slower water next to a fast stream, they can pick off food as it sweeps by without fighting the current.',
        ],
      },
      {
        title: 'Predators and Prey on the Tidal Clock',
        body: [
          {
            list: [
              'Redfish on flooded grass: as the tide floods the marsh along the Southeast and Gulf coasts, redfish move into the grass to root for crabs, sometimes showing their tails above the surface.',
              'Striped bass at the rips: in the Northeast, stripers often feed where tidal currents rush around points, bars and inlets, with many anglers favoring the ebb as it carries bait out.',
              'Flats fish in the Florida Keys: bonefish and permit move onto shallow flats with the rising tide to hunt for crabs, shrimp and small fish.',
              'Shorebirds at low tide: sandpipers, plovers and oystercatchers feed on worms, clams and small crustaceans on newly exposed mudflats and sand.',
              'Dolphins in the marsh: in parts of South Carolina and Georgia, bottlenose dolphins drive fish onto muddy creek banks, often around low tide, and briefly slide out of the water to grab them, a behavior called strand feeding.',
            ],
          },
          'In each case, the animals are responding to the same things: where food is concentrated and exposed, and how much energy it takes to reach it. The tide changes both several times a day, which is why so much coastal feeding runs on a tidal rather than a daily clock.',
        ],
      },
      {
        title: 'Reading Feeding Windows',
        body: [
          'Feeding activity often rises with the current and slows at slack water, when little is moving. That is behind the common fishing rule of thumb to focus on roughly two hours before and two hours after a tide change. It is a starting point, not a law: the best stage of the tide differs from one spot to the next and between species.',
          'Other factors overlap with the tide. Low light at dawn and dusk, water temperature, recent weather and the size of the tidal range all affect how actively fish and birds feed. Spring tides bring stronger currents and bigger movements of water, which can trigger busy feeding; neap tides are gentler.',
          'The best way to learn a place is to observe it over many tides. Note when fish break the surface, when birds gather and how the current runs, and patterns will emerge. Nature keeps its own schedule, though, and no tide guarantees a bite.',
        ],
      },
    ],
  },
  {
    slug: 'seabird-behavior-and-tides',
    path: '/tidal-effects/seabird-behavior-and-tides',
    title: 'Seabird Behavior and Tides',
    description:
      'Why shorebirds feed on falling tides and crowd into roosts at high water, where terns and pelicans hunt, and how to watch without flushing flocks.',
    category: 'Marine Biology',
    sections: [
      {
        title: 'Low Tide Means Mealtime',
        body: [
          'For shorebirds such as sandpipers, plovers, dowitchers, willets and oystercatchers, the tide table is a dinner schedule. As the water falls, it uncovers mudflats and sand full of worms, clams, snails and small crustaceans. Flocks follow the retreating edge of the water, feeding where the sediment is still soft and prey is close to the surface.',
          'Different bills reach different layers. Short-billed plovers pick prey from the surface by sight, mid-length sandpipers probe the top inch or two, and long-billed curlews and godwits reach deep burrows. Oystercatchers use their strong, blade-like bills to pry open or stab into shellfish. Sharing the flats this way lets many species feed on the same falling tide.',
          'On the Atlantic coast in May, Delaware Bay offers one of the most famous examples. Migrating red knots, a shorebird federally listed as threatened, stop there to feed on horseshoe crab eggs laid on high tides, fueling up for the rest of their flight to the Arctic.',
        ],
      },
      {
        title: 'High-Tide Roosts and Tide Rips',
        body: [
          "When the tide covers the flats, shorebirds can't feed, so they gather in tight flocks on high ground such as sand spits, marsh islands, beaches and even jetties. These roosts let them rest and save energy until the water drops again. Good roost sites close to feeding areas are limited, so birds return to the same places tide after tide.",
          'Birds that hunt over water follow the tide in a different way. Terns, gulls, brown pelicans and cormorants gather where tidal currents concentrate baitfish: rips off points and sandbars, inlet mouths on the ebb, and current lines where clean and murky water meet. A flock of diving terns is often a sign of fish feeding below, which is why anglers watch for birds.',
        ],
      },
      {
        title: 'Birding With the Tide',
        body: [
          'For birders, the rising tide is often the best time to watch shorebirds. As the water pushes in, birds are concentrated and moved closer to shore, and the hour or two before high tide can bring them within easy view of a good vantage point.',
          {
            steps: [
              'Check the tide table and plan to arrive on a rising tide, a couple of hours before high water.',
              'Set up at a distance and let the birds come to you as the water pushes them in.',
              'If birds lift their heads, call or start walking away, you are too close; back off.',
              'Never flush a roosting flock. With nowhere else to go at high tide, each disturbance costs energy.',
              'Keep dogs leashed or at home, and respect posted nesting areas for piping plovers, least terns and other beach-nesting birds.',
            ],
          },
        ],
      },
    ],
  },
  // Navigation
  {
    slug: 'tidal-navigation-techniques',
    path: '/tidal-effects/tidal-navigation-techniques',
    title: 'Tidal Navigation Techniques',
    description:
      'How boaters combine chart depths with tide heights, estimate the tide between high and low water, and plan passages with a margin.',
    category: 'Navigation',
    sections: [
      {
        title: 'Chart Datum and Real Depth',
        body: [
          "Depths printed on US nautical charts are measured from chart datum, which in US waters is Mean Lower Low Water (MLLW): the average of the lower of each day's two low tides over a 19-year period. Charts show the depth you would find at an ordinary lower low tide.",
          'To estimate the real depth at a given time, add the height of the tide to the charted depth. A spot charted at 4 feet with a predicted tide of +3 feet should have about 7 feet of water. On a minus tide, subtract: the same spot at a tide of -1.5 feet has only about 2.5 feet. Since MLLW is an average, roughly half of all lower low tides drop below it at least a little, and wind or high pressure can push levels lower still.',
          "Overhead clearances work the other way. Bridge and power-line clearances on NOAA charts are measured from a high-water datum, such as mean high water or mean higher high water; check the chart's notes to see which. At a spring or king tide the water can rise above that datum, leaving less clearance than the chart shows.",
        ],
      },
      {
        title: 'Working Out the Tide',
        body: [
          'Tide tables give the times and heights of high and low water. For times in between, many boaters use the rule of twelfths, a rough rule of thumb for semidiurnal tides: in the six hours from low to high, the water rises by about 1/12 of the range in the first hour, 2/12 in the second, 3/12 in each of the third and fourth, 2/12 in the fifth and 1/12 in the sixth. The fall follows the same pattern.',
          {
            steps: [
              'Pick the tide station nearest your route, or the subordinate station for that inlet or bay.',
              'Note the times and heights of the high and low water around your passage, and work out the range.',
              'Use the rule of twelfths, or a tide curve, to estimate the height at the time you will cross the shallowest point.',
              'Add that height to the charted depth, subtract your draft, and decide whether the margin is enough for the sea state.',
              'Check a real-time NOAA water-level gauge before you go, since weather can leave the water higher or lower than predicted.',
            ],
          },
          'The rule of twelfths assumes a smooth, symmetrical tide. It can be badly off on mixed or diurnal coasts, in rivers and estuaries where the flood and ebb have different lengths, and near neap tides with little range.',
        ],
      },
      {
        title: 'Planning the Passage',
        body: [
          {
            list: [
              'Cross shallow bars and enter unfamiliar inlets on a rising tide when possible. If you touch bottom, the incoming water will help float you off.',
              'Allow for under-keel clearance: waves make a boat rise and fall, and boats moving at speed in shallow water can squat lower than their static draft.',
              'Plan your route to ride favorable currents and avoid fighting strong ones; current tables are published separately from tide tables.',
              "Keep updated charts and check the Coast Guard's Local Notice to Mariners; sandbars and channels move, and buoys get relocated.",
              'Ask local boaters, harbormasters or marinas about bars and channels that shift with the seasons.',
            ],
          },
          'Tide predictions are a planning tool, not a guarantee. They describe the astronomical tide only, and they cannot account for a storm, a strong offshore wind or a shoal that has built since the chart was surveyed. Build in a margin of safety and be ready to wait for more water.',
        ],
      },
    ],
  },
  {
    slug: 'harbor-and-port-operations',
    path: '/tidal-effects/harbor-and-port-operations',
    title: 'Harbor and Port Operations',
    description:
      'How ports schedule deep-draft ships around the tide, watch bridge clearances in real time, and how marinas and docks cope with the daily rise and fall.',
    category: 'Navigation',
    sections: [
      {
        title: 'Tides and Big Ships',
        body: [
          'Modern container ships, tankers and bulk carriers can draw close to 50 feet when fully loaded, often near the limits of the dredged channels they use. In many US ports, a few extra feet of tide decide whether the largest ships can make a transit at all. Harbor pilots, the local experts who guide ships in and out, plan arrivals and departures around the tide so the deepest-draft vessels travel on higher water.',
          'Under-keel clearance, the water between the bottom of the hull and the seabed, must allow for more than the tide. A ship moving through shallow water sinks lower as it goes, an effect called squat, and it can pitch and roll in waves. Pilots and port authorities set minimum clearances that include these allowances.',
          "Height matters as much as depth. A ship's air draft, from the waterline to its highest point, must clear bridges at high water. The Bayonne Bridge between New Jersey and Staten Island was raised in a major project completed in 2017 so larger container ships could reach the Port of New York and New Jersey.",
        ],
      },
      {
        title: 'Real-Time Information',
        body: [
          "Because weather changes actual water levels, ports rely on real-time measurements as well as predictions. NOAA's Physical Oceanographic Real-Time System, known as PORTS, operates in dozens of US ports and provides live water levels, currents, winds and other data. Some systems include air-gap sensors that measure the actual space between the water and the underside of a bridge.",
          'NOAA also runs operational forecast models for major bays and harbors, which combine the astronomical tide with forecast winds, pressure and river flow to predict water levels and currents over the next few days. Pilots compare these forecasts with observations before committing a large ship to a tight channel.',
        ],
      },
      {
        title: 'On the Dock',
        body: [
          'Smaller harbors feel the tide every day. Boats at fixed piers need mooring lines long enough to handle the full range, with slack for the highest tides and not so much that the boat drifts into the pier at low water. Floating docks rise and fall with the water, but their access ramps can become very steep at low tide, so take care with carts and gear.',
          {
            list: [
              'Leave enough slack in dock lines for the coming high tide, and check them before a king tide or storm.',
              'Use fenders at the height the boat will sit through the whole cycle, not just at the moment you tie up.',
              'Launch ramps can end above the water at extreme low tides; check the ramp and the tide before you tow.',
              'Many marinas silt in over time, so the charted depth of a slip or channel may be more than what is really there.',
            ],
          },
          'Where ranges are very large, harbors adapt in other ways. Around the Bay of Fundy, fishing boats in some harbors rest on the mud at low tide, and elsewhere in the world locks hold water in wet docks so ships stay afloat.',
        ],
      },
    ],
  },
  {
    slug: 'anchoring-in-tidal-waters',
    path: '/tidal-effects/anchoring-in-tidal-waters',
    title: 'Anchoring in Tidal Waters',
    description:
      'How to set scope for the high-tide depth, plan for the swing when the current turns, and check you will still float at low water.',
    category: 'Navigation',
    sections: [
      {
        title: 'Scope and the Rising Tide',
        body: [
          'Scope is the ratio between the length of anchor rode you let out and the vertical distance from your bow to the seabed. A longer scope pulls on the anchor at a flatter angle, which helps it dig in and hold. For a rope rode with a length of chain, a scope of about 7:1 is a common rule of thumb for overnight anchoring in moderate conditions. Boats on all-chain rode often use less in settled weather, and more is wise when the wind builds.',
          'In tidal waters, the depth that matters is the depth at high tide, plus the height of your bow above the water. If you anchor at low tide, the water will rise and your scope will shrink.',
          {
            steps: [
              'Find the depth where you plan to anchor, for example 10 feet at low tide.',
              'Add the rise of the tide still to come, say 6 feet, for 16 feet at high water.',
              'Add the height of your bow roller above the water, for example 4 feet, for 20 feet in total.',
              'Multiply by your chosen scope: 20 feet at 7:1 means about 140 feet of rode.',
            ],
          },
        ],
      },
      {
        title: 'The Swing and the Turn',
        body: [
          'When the tidal current reverses, an anchored boat swings around to face the new flow, sometimes a full 180 degrees. The anchor may need to reset as the pull comes from the opposite direction, and a fouled anchor or a wrapped rode can fail to hold. The turn of the tide is a good time to check your position, especially the first time it happens after you anchor.',
          "Every boat needs a clear swing circle with a radius of roughly the length of rode let out plus the boat's length. Boats in the same anchorage do not always swing alike. A deep-keeled sailboat may lie to the current while a shallow powerboat lies to the wind, and boats on chain move differently from boats on rope, so leave generous room between you and your neighbors.",
          'Check the low end of the range too. Make sure there is enough water under your keel at the lowest tide everywhere in your swing circle, not just at the spot where you dropped the anchor.',
        ],
      },
      {
        title: 'A Tidal Anchoring Checklist',
        body: [
          {
            list: [
              'Read the chart for depth, bottom type, cables, pipelines and channels, and avoid anchoring in the fairway.',
              'Check the tide table for the full range during your stay and the current table for the times of turn.',
              'Compute scope for high water and clearance for low water before you drop anchor.',
              'Back down firmly to set the anchor, then take bearings or set an anchor alarm to watch for dragging.',
              'Reassess when the current turns, when the wind shifts or when a spring or king tide is due.',
              'Show the required anchor light at night.',
            ],
          },
          'No rule of thumb guarantees your anchor will hold. Conditions, bottom type and gear all vary, so stay alert and be ready to re-anchor or move if conditions change.',
        ],
      },
    ],
  },
  {
    slug: 'tidal-current-navigation',
    path: '/tidal-effects/tidal-current-navigation',
    title: 'Tidal Current Navigation',
    description:
      'Flood, ebb and slack water explained, with the strongest US tidal passes and the techniques boaters use to work with the current.',
    category: 'Navigation',
    sections: [
      {
        title: 'Flood, Ebb and Slack',
        body: [
          'A tide is the vertical rise and fall of the water; a tidal current is the horizontal flow that goes with it. The flood current runs toward shore or upstream as the tide comes in, and the ebb current runs seaward as it goes out. In between comes slack water, when the current is weak or briefly stops before reversing.',
          'Slack water does not always happen at high or low tide. In many bays, inlets and rivers, the current keeps flooding after high tide or ebbing after low tide, sometimes for an hour or more, because the water takes time to fill or drain the basin beyond. For this reason, NOAA publishes tidal current predictions, which list the times of slack water and of maximum flood and ebb with their speeds, separately from tide predictions.',
          'Current strength also follows the tidal cycle. Spring tides bring stronger currents and neap tides weaker ones. River flow after heavy rain or snowmelt can strengthen the ebb and weaken the flood.',
        ],
      },
      {
        title: 'Where Currents Get Serious',
        body: [
          {
            list: [
              'Golden Gate, San Francisco: the ebb draining San Francisco Bay commonly runs at several knots, and it is stronger on big tides or after heavy rain. When it meets incoming Pacific swell, waves can stack up steeply outside the bridge.',
              'Puget Sound passes: narrow channels such as Deception Pass and the Tacoma Narrows carry some of the strongest currents in the Pacific Northwest, with whirlpools and standing waves at peak flow.',
              'Hell Gate, New York City: the meeting of the East River and Harlem River, with strong currents that have challenged mariners for centuries.',
              'Columbia River Bar: where the river meets the Pacific, a strong ebb against incoming swell can create large, breaking seas. The Coast Guard may restrict crossings when conditions are dangerous.',
            ],
          },
          'The common thread is a narrow opening that must pass the water of a large basin behind it. Wherever you see that geometry on a chart, expect strong currents.',
        ],
      },
      {
        title: 'Working With the Current',
        body: [
          {
            list: [
              'Time narrow passes for slack water or a favorable current, using the current predictions for that pass.',
              "Ride a fair current where you can: a 2-knot current adds or subtracts that much from a slow boat's speed over the ground.",
              'Crab across a current by steering upstream of your destination. Navigators work this out with a simple vector triangle, and GPS course-over-ground shows whether your correction is working.',
              'Use back eddies and slower water close to shore when heading against the current, keeping clear of rocks and shoals.',
              'Avoid wind blowing against a strong current, which raises short, steep waves, especially in inlets and over bars.',
            ],
          },
          'Current predictions are estimates of the astronomical flow. Wind, river discharge and local features can change actual speeds and timing, so watch the water around buoys, pilings and lobster pots to see what the current is really doing.',
        ],
      },
    ],
  },
  // Recreation
  {
    slug: 'recreational-fishing-and-tides',
    path: '/tidal-effects/recreational-fishing-and-tides',
    title: 'Recreational Fishing and Tides',
    description:
      'Why moving water often means better fishing, how to match the tide to inlets, flats, marshes and surf, and how to plan a tide-smart trip.',
    category: 'Recreation',
    sections: [
      {
        title: 'Why Moving Water Matters',
        body: [
          'Ask experienced saltwater anglers what matters most and many will say the tide. Moving water carries bait, stirs up food and gives predators a reason to hold in predictable places, such as current seams, drop-offs and structure. When the current stops at slack water, fish often become less active or spread out.',
          'A common rule of thumb is to concentrate on the period from about two hours before to two hours after a tide change, when the water starts moving, builds and eases. It is a useful starting point, not a law of nature. Some spots fish best at the peak of the current, others only on a particular stage of the tide, and different species have different habits.',
          'The size of the tide matters too. Spring tides around new and full moon move more water and create stronger currents, which can trigger active feeding but can also make bottom fishing hard. Neap tides are gentler and can be easier to fish in places where the current is usually fierce.',
        ],
      },
      {
        title: 'Matching the Tide to the Spot',
        body: [
          {
            list: [
              'Inlets and jetties: the outgoing tide flushes bait out of bays and marshes, and predators such as striped bass, bluefish and redfish often wait at the mouth.',
              'Flats: the incoming tide floods shallow flats and lets fish move up to feed; as the water falls, they drop back to channel edges.',
              'Marsh creek mouths: a falling tide drains shrimp and small fish out of the grass and into the creeks, a classic setup for redfish, speckled trout and flounder.',
              'Surf: many surf anglers look for sloughs and troughs between the beach and the outer bar, which hold more water and fish from mid to high tide.',
              'Bridges and piers: fish often hold in the calmer water behind pilings and along the shadow line, facing into the current.',
            ],
          },
          'The best stage of the tide is local knowledge. Talk to bait shops and fishing guides, and when you find a productive combination of spot and tide, write it down.',
        ],
      },
      {
        title: 'Planning a Tide-Smart Trip',
        body: [
          {
            steps: [
              'Check the tide table for the nearest station, and the current predictions if you will fish a channel or inlet.',
              'Pick spots that suit the stage of the tide you will have, and plan to move as it changes.',
              'Look at the marine forecast: wind, waves and pressure can change both water levels and fishing.',
              'Check state fishing regulations, licenses, size and bag limits, and any seasonal closures.',
              'Keep a log of date, tide stage, current, weather, water temperature and what you caught to build your own playbook.',
            ],
          },
          'Stay safe as the tide turns. Wading anglers can be cut off on bars and flats by the incoming tide, jetty rocks are slick and dangerous in surging seas, and boats can be left high and dry in a creek on a falling tide. Fish never read the tide table, but it helps you be in the right place, and get back out safely.',
        ],
      },
    ],
  },
  {
    slug: 'surfing-and-tidal-conditions',
    path: '/tidal-effects/surfing-and-tidal-conditions',
    title: 'Surfing and Tidal Conditions',
    description:
      'How tide height changes the way waves break at beach, reef and point breaks, and how surfers read the tide to pick a safer, better session.',
    category: 'Recreation',
    sections: [
      {
        title: 'How the Tide Changes a Wave',
        body: [
          'A wave breaks when it moves into water shallow enough that it can no longer hold its shape, roughly when the depth is a little more than the wave height. Because the tide changes the depth over every sandbar and reef, it changes where, how and whether waves break.',
          'When the water is too deep for the swell, waves may roll through without breaking cleanly, or break slow and soft, what surfers call fat or mushy. When the water is too shallow, waves can jack up suddenly, close out along their whole length or break with dangerous force onto a reef or sandbar. Most breaks have a tide window in between when they work best.',
          'How much this matters depends on the range. In Hawaii, where the range is only about 2 feet, swell size and direction usually matter far more than the tide. On coasts with larger ranges, such as parts of California, the Pacific Northwest and New England, a spot can change completely between low and high water.',
        ],
      },
      {
        title: 'Different Breaks, Different Tides',
        body: [
          {
            list: [
              'Beach breaks: waves break over sandbars that shift with storms and seasons. Many work best from low-mid to mid tide, often on the incoming tide, but each sandbar setup is different.',
              'Reef breaks: a reef is fixed, so the depth over it depends entirely on the tide. Many need mid to higher tide to cover shallow sections safely, and some become hazardous at low tide.',
              'Point breaks: waves wrap along a headland or rocky point and often work over a wider range of tides, though the best tide varies by spot.',
              'Shorebreak: on steep beaches, high tide can push waves right onto the sand, creating powerful dumping waves and strong backwash that can injure swimmers and bodysurfers.',
            ],
          },
          'Many surfers also favor the first part of a rising tide, believing the push of incoming water improves waves. Whatever the reason, a session can change quickly over an hour as the tide moves.',
        ],
      },
      {
        title: 'Reading a Session',
        body: [
          {
            steps: [
              'Check the surf forecast for swell size, period and direction along with the wind.',
              'Look up the tide times and heights, and whether the tide will be rising or falling during your session.',
              'Watch the break for 10 to 15 minutes before paddling out: note where waves break, where the rip currents run and how the tide is changing things.',
              'Ask local surfers or the nearest surf shop which tide the spot likes.',
            ],
          },
          'Keep safety in mind. Rip currents often run through channels between sandbars, and on some beaches they strengthen around low tide. Shallow reefs are unforgiving at low water. Along the Pacific Northwest and Northern California, watch for sneaker waves that surge far up the beach without warning. Surf within your ability, and never rely on a forecast alone.',
        ],
      },
    ],
  },
  {
    slug: 'beachcombing-best-times',
    path: '/tidal-effects/beachcombing-best-times',
    title: 'Beachcombing Best Times',
    description:
      'When to beachcomb for shells, sea glass and fossils: low and minus tides, the days after storms, and how to stay safe and within the rules.',
    category: 'Recreation',
    sections: [
      {
        title: 'Why Low Tide Is Best',
        body: [
          'Low tide uncovers the most beach, and with it the most chance of finding something. The lowest tides of the month, spring tides around new and full moon, and especially minus tides that fall below the usual lower low, expose sandbars, rock shelves and shell beds that are underwater most of the time.',
          'Timing within the tide matters as well. Many beachcombers start an hour or two before low tide and walk the falling waterline, where each receding wave leaves fresh material, then turn back as the tide begins to rise. The wrack line, the band of seaweed and debris left at the top of the last high tide, is the other good place to search.',
          'Weather can be as important as the tide. Strong onshore winds and storm waves churn up the seafloor and throw new shells, sea beans, driftwood and glass onto the beach. Winter storms that strip sand away can also expose older, buried layers. The first low tide after a storm is often the best beachcombing of the season.',
        ],
      },
      {
        title: 'What You Might Find',
        body: [
          {
            list: [
              "Shells: whelks, scallops, moon snails and many more. Florida's Gulf Coast beaches, such as Sanibel Island, are famous for them.",
              'Sand dollars: take only the sun-bleached white ones. Living sand dollars are dark and covered in fine, moving spines, and should be left in the water.',
              'Sea glass: pieces of old bottles tumbled smooth by the surf, most common near old towns and dumps.',
              'Fossils: fossilized shark teeth wash up at places like Venice, Florida, and along the beaches below Calvert Cliffs in Maryland.',
              'Agates and driftwood: rocky Pacific Northwest beaches are known for agates exposed among the gravel after winter storms.',
            ],
          },
          'Look in places where the water drops heavier objects: at the base of the beach slope, in gravel patches and around rocks.',
        ],
      },
      {
        title: 'Rules and Safety',
        body: [
          'Collecting rules vary. Many places prohibit taking shells with live animals inside, including parts of Florida, and many national parks, wildlife refuges and marine reserves restrict or ban collecting of any kind. Check the rules for the beach you visit, and leave anything living where you found it.',
          {
            list: [
              'Check the tide before you set out so a rising tide does not cut you off around a headland or at the foot of a cliff.',
              'Never turn your back on the ocean. Sneaker waves along the Pacific coast can surge far up the beach without warning.',
              'Stay off large logs in the surf zone; a wave can roll them and trap you.',
              'Keep away from the base of eroding cliffs and bluffs, where rocks and sand can fall.',
              'Carry out a bag of beach trash along with your treasures.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'kayaking-tidal-waters',
    path: '/tidal-effects/kayaking-tidal-waters',
    title: 'Kayaking Tidal Waters',
    description:
      'How paddlers plan around tidal currents and heights, avoid rips and stranding on mudflats, and build a safe trip on the tide.',
    category: 'Recreation',
    sections: [
      {
        title: 'Paddling With the Tide',
        body: [
          'A kayak moves at human speed. Many recreational paddlers cruise at roughly 2 to 3 knots, so a 2-knot current can double your progress or nearly stop it. Planning a tidal trip starts with the current: where possible, ride it out and ride it back, timing your turnaround for when the flow reverses.',
          "Remember that the current does not always turn exactly at high and low tide, especially in bays, marshes and rivers. For channels and passes, use NOAA's tidal current predictions rather than the tide table. For shallow areas, the tide height matters more: many marsh creeks and flats can be paddled only for a few hours either side of high tide.",
          'Getting caught by a falling tide can leave you stranded on a mudflat, facing a long drag across soft, deep mud that can be hard to walk in. Getting caught by a rising tide can put a beach landing under water or trap you against cliffs.',
        ],
      },
      {
        title: 'Tidal Hazards for Paddlers',
        body: [
          'Tidal water can look calm from the launch and behave very differently a mile away, where a channel narrows or the bottom shoals. Most paddling trouble in tidal areas comes from a handful of predictable hazards, and knowing them makes it easier to spot trouble before you are in it.',
          {
            list: [
              'Tide rips and standing waves: strong currents over shallow bars or around points create rough, confused water even on calm days.',
              'Wind against current: when the wind blows opposite to the current, waves grow short, steep and breaking.',
              'Whirlpools and eddy lines: in narrow passes such as Deception Pass in Washington, the edges between fast and slow water can tip a kayak.',
              'Bridges, pilings and docks: current can pin a boat against structures; give them a wide berth.',
              'Shipping channels and ferry lanes: large vessels cannot stop or turn quickly; cross quickly and at right angles.',
              'Cold water: many tidal waters stay cold year-round. Dress for the water temperature, not the air.',
            ],
          },
        ],
      },
      {
        title: 'Planning a Tidal Trip',
        body: [
          {
            steps: [
              'Study a chart of your route, noting shallow areas, narrow passes, landing spots and channels.',
              'Look up tide heights and current predictions for the day, including the times of slack water and maximum flow.',
              'Plan to go with the current and return on the next change, leaving a margin in case you are slower than expected.',
              'Check the marine forecast for wind, especially wind opposing the current.',
              'Wear a life jacket, carry a whistle and a way to call for help, and tell someone your route and return time.',
            ],
          },
          'Start with sheltered water and gentle neap tides while you learn, and take a lesson or paddle with a local club before tackling strong currents. Predictions are estimates; if the water looks rougher than expected, change plans.',
        ],
      },
    ],
  },
  // Technology
  {
    slug: 'tidal-energy-generation',
    path: '/tidal-effects/tidal-energy-generation',
    title: 'Tidal Energy Generation',
    description:
      'How barrages and underwater turbines turn the predictable tide into electricity, from the 254 MW Sihwa Lake station to US pilot projects.',
    category: 'Technology',
    sections: [
      {
        title: 'Why Tides Appeal as a Power Source',
        body: [
          'The great strength of tidal energy is predictability. Wind and sunshine come and go with the weather, but the tides follow the Moon and Sun, so the timing and strength of tidal flows can be forecast years ahead. Seawater is also about 800 times denser than air, so a modest current carries a lot of energy through a turbine.',
          "The catch is geography. Useful tidal power needs either a large tidal range or fast currents, and both are found only in certain places: funnel-shaped bays, narrow straits and passages between islands. Building machinery that survives years of salt water, strong flows and storms is also expensive, which is why tidal power remains a small part of the world's electricity supply.",
        ],
      },
      {
        title: 'Barrages and Lagoons',
        body: [
          'The oldest approach works like a hydroelectric dam. A barrage is built across an estuary or bay with gates and turbines. The tide fills the basin behind it, and the water is released through the turbines once a difference in level has built up; some plants generate on the ebb, some on the flood, and some both ways.',
          {
            list: [
              "Sihwa Lake, South Korea: at 254 MW, the world's largest tidal power station since it opened in 2011. It was built into an existing seawall, and letting the tide back in also improved water quality in the lake behind it.",
              "La Rance, France: opened in 1966 in Brittany with a capacity of 240 MW, it was the world's largest for more than four decades and is still operating.",
              'Annapolis Royal, Nova Scotia: a smaller plant on the Bay of Fundy that ran from 1984 until 2019.',
            ],
          },
          'Because the energy available grows with the square of the tidal range, barrages are generally considered practical only where the range is large, with a common rule of thumb of more than about 5 meters. They also change the estuary behind them, altering tidal flows, sediment, water quality and habitats for fish and birds, which has stopped many proposed projects.',
        ],
      },
      {
        title: 'Tidal Stream Turbines',
        body: [
          "The newer approach places turbines directly in fast tidal currents, a bit like underwater wind turbines. They need no dam, so their footprint is smaller, and they can be installed in rows where channels between islands or headlands speed up the flow. The MeyGen project in Scotland's Pentland Firth is one of the largest arrays so far.",
          'The United States has tested the approach as well. In 2012 a project in Cobscook Bay, Maine, near the mouth of the Bay of Fundy, became one of the first in the country to deliver tidal power to the electric grid, and turbines have been tested in the East River in New York City. Research centers in Washington, Alaska and elsewhere continue to study sites with strong currents.',
          {
            list: [
              'Challenges: high installation and maintenance costs, corrosion and marine growth on equipment, and the difficulty of working in strong currents.',
              'Environmental questions: possible effects on fish, marine mammals and seabirds, and on sediment movement, which projects must monitor.',
              'Advantages: predictable output, no visible structures on the surface in many designs, and long equipment life if engineering problems are solved.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'tidal-prediction-technology',
    path: '/tidal-effects/tidal-prediction-technology',
    title: 'Tidal Prediction Technology',
    description:
      'From brass tide-predicting machines to radar gauges and satellites: how tide predictions are made, and why weather still matters.',
    category: 'Technology',
    sections: [
      {
        title: 'From Harmonics to Predictions',
        body: [
          'Modern tide predictions rest on harmonic analysis. The idea is that the tide at any place is the sum of many regular waves, called tidal constituents, each tied to a cycle in the motions of the Moon and Sun. The largest on most coasts is M2, the principal lunar semidiurnal constituent, with a period of about 12.42 hours. Others include S2, the principal solar constituent at exactly 12 hours, and K1 and O1, two daily constituents that create the difference between the two daily tides.',
          "To predict the tide at a station, scientists first measure the water level there for a long period, ideally a year or more, and work out the size and timing of each constituent. Once those harmonic constants are known, the constituents can be added together for any future date. NOAA's standard predictions use up to 37 constituents.",
          'Smaller places without long records are handled as subordinate stations. Their predictions are made by applying time and height differences to a nearby reference station, which works well in many places but can be less accurate in complex rivers and inlets.',
        ],
      },
      {
        title: 'Machines, Gauges and Satellites',
        body: [
          'Predictions are only as good as the measurements and the arithmetic behind them, and both have changed enormously in 150 years. Adding dozens of constituents by hand for every hour of a year was slow and error-prone, so inventors turned the job over to machines long before electronic computers existed.',
          {
            list: [
              "Tide-predicting machines: in the 1870s, Lord Kelvin built a mechanical machine that added constituents using gears and pulleys. The US Coast and Geodetic Survey's Tide Predicting Machine No. 2, nicknamed Old Brass Brains, summed 37 constituents and produced US tide tables from 1912 until computers took over in the 1960s.",
              "Tide gauges: early gauges were marked staffs read by eye, followed by floats in stilling wells that traced the tide on paper. Modern stations use acoustic or microwave radar sensors and pressure sensors, and NOAA's National Water Level Observation Network reports data every six minutes from more than 200 long-term stations.",
              'Satellites: since the TOPEX/Poseidon mission launched in 1992, satellite altimeters have measured sea-surface height across the open ocean, greatly improving knowledge of tides far from any coast.',
              "Computer models: today's ocean models simulate tides and currents across entire bays and ocean basins, filling gaps between gauges.",
            ],
          },
        ],
      },
      {
        title: 'Predictions Versus Forecasts',
        body: [
          "A tide prediction describes the astronomical tide only: what the Moon and Sun would produce under average weather. For well-studied reference stations these predictions can be very close to the tide that actually arrives on calm days, and they can be computed years ahead. Predictions do include the average seasonal cycle of sea level, through two long-period constituents, the annual Sa and the semiannual Ssa. But the actual water level also includes the weather: wind, air pressure, storm surge, river flow, and any year's departure from that average seasonal cycle.",
          'To capture those effects, NOAA runs operational forecast systems for major bays and ports that combine the astronomical tide with weather forecasts and river data to predict water levels and currents a few days out. Real-time gauge observations show the difference between prediction and reality as it happens.',
          {
            list: [
              'Use tide predictions for planning days, weeks or months ahead.',
              'Within a few days of your trip, check water-level forecasts and marine weather.',
              'On the day, compare predictions with observations at the nearest gauge.',
              'For navigation, use official NOAA products and current charts, and never assume a prediction is guaranteed.',
            ],
          },
        ],
      },
    ],
  },
  // Climate
  {
    slug: 'climate-change-and-tides',
    path: '/tidal-effects/climate-change-and-tides',
    title: 'Climate Change and Tides',
    description:
      'How rising seas lift every tide, turn king tides into routine flooding in places like Miami and Norfolk, and even change tides themselves.',
    category: 'Climate',
    sections: [
      {
        title: 'A Rising Baseline',
        body: [
          'The Moon and Sun have not changed, but the sea they move has. Global average sea level has risen about 8 to 9 inches since 1880, and the rate has increased in recent decades. Two main causes are warming ocean water, which expands, and melting glaciers and ice sheets, which add water to the ocean.',
          'What matters at any particular beach is relative sea level: the change in the water compared with the land. Where land is sinking, as in coastal Louisiana and the Hampton Roads area of Virginia, relative sea level rises faster than the global average. Where land is rising, as around Juneau, Alaska, which is still rebounding after the melting of ice-age glaciers, relative sea level can actually fall. NOAA publishes long-term relative sea level trends for its tide stations.',
        ],
      },
      {
        title: 'More High-Tide Flooding',
        body: [
          'As the baseline rises, the same astronomical tides reach higher. Tides that once stayed within seawalls now overtop them, and high-tide flooding, sometimes called nuisance or sunny-day flooding, has become much more frequent in many US coastal communities.',
          {
            list: [
              'Miami Beach and other Southeast Florida cities flood during fall king tides, and have invested in pumps, raised roads and check valves on storm drains.',
              'Norfolk, Virginia, sees frequent high-tide flooding, with rising seas and sinking land both contributing.',
              'Charleston, South Carolina, and Annapolis, Maryland, are among other cities where tidal flooding has become far more common than it was decades ago.',
            ],
          },
          "NOAA's 2022 interagency sea level rise report projected that sea level along the US coastline will rise, on average, about 10 to 12 inches between 2020 and 2050, with differences from region to region. That would make high-tide flooding much more frequent, and every storm surge would start from a higher level.",
        ],
      },
      {
        title: 'Changing Tides Themselves',
        body: [
          'Sea level rise can change the tide itself, not just lift it. Deeper water lets the tide travel differently through bays and estuaries, and as marshes drown or shorelines are armored, the basins the tide fills change shape. Depending on the place, tidal ranges may grow or shrink.',
          'People have already changed tides in some places through engineering. Research on the Cape Fear River in Wilmington, North Carolina, found that the tidal range there has roughly doubled since the late 1800s, largely because the shipping channel was deepened, which also tends to raise storm surge.',
          {
            list: [
              "Learn your area's king tide dates and flood-prone streets.",
              'Check flood risk before buying or renting near the coast, and consider flood insurance.',
              'Support community planning such as living shorelines, marsh protection and updated building standards.',
              'Join citizen-science king tide photo projects, which help document how high tides are changing.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'historical-tidal-records',
    path: '/tidal-effects/historical-tidal-records',
    title: 'Historical Tidal Records',
    description:
      'From ancient observers to the San Francisco tide gauge running since 1854: how centuries of tide records reveal storms and sea level change.',
    category: 'Climate',
    sections: [
      {
        title: 'Early Observations',
        body: [
          'People living by the sea have always watched the tides, and the link to the Moon was noticed early. The Greek explorer Pytheas, who sailed to the Atlantic coasts of Europe in the 4th century BCE, is credited with connecting the tides to the Moon. In the 8th century, the English monk Bede described how high tide arrived at different times at different points along the coast, an early insight into local variation.',
          'In 1687 Isaac Newton explained the tides in his Principia as a result of the gravitational pull of the Moon and Sun. A century later, Pierre-Simon Laplace treated the tide as a wave moving through ocean basins, laying the groundwork for the harmonic methods that, with refinements by Lord Kelvin and others in the 1800s, are still used for predictions today.',
        ],
      },
      {
        title: 'The Long Record',
        body: [
          'Systematic measurement began in European ports. Amsterdam has water-level records reaching back to about 1700, and Brest, France, to the early 1700s. Liverpool and other British ports also kept early records, partly to help ships time their entry into harbor.',
          'In the United States, the Coast Survey began organized tide observations in the first half of the 1800s. The tide gauge at San Francisco has operated since 1854, making it the oldest continuously operating tide station in the Western Hemisphere. Other NOAA stations, from New York to Honolulu, now have records spanning a century or more.',
          {
            list: [
              'Early gauges: graduated staffs read by an observer several times a day.',
              'Self-recording gauges: from the mid-1800s, floats in stilling wells drove pens that traced a continuous tide curve on paper.',
              'Modern gauges: electronic sensors record water level every six minutes and transmit it by satellite or internet in near real time.',
            ],
          },
        ],
      },
      {
        title: 'What Old Records Tell Us',
        body: [
          'Long tide records are among the best evidence of how sea level has changed. By averaging out tides and weather over many years, scientists can see the slow rise of the sea at each station, and compare stations to see where land is sinking or rising. The longest records show that rise started well before satellite measurements began in the 1990s.',
          "The records also document storms. Peak water levels from hurricanes and nor'easters, such as the record level set at The Battery in New York during Hurricane Sandy in 2012, help engineers design seawalls and help planners map flood risk. Old paper records are being digitized so these valuable observations are not lost.",
          "Records also keep tide predictions consistent. NOAA defines tidal datums, such as Mean Lower Low Water, over a 19-year period called the National Tidal Datum Epoch, chosen to cover the Moon's 18.6-year nodal cycle. The epoch is updated from time to time as sea level changes. Anyone can explore historical water levels for thousands of US locations through NOAA's Tides and Currents website.",
        ],
      },
    ],
  },
];

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
