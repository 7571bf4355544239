import type { ContentLink, LearnGuide } from './types';

/**
 * The twelve /learn guides, in reading order, and the /learn hub's own text.
 * Figures follow the product's editorial figures, worded as approximations where they are ones.
 */
export const learnGuides: LearnGuide[] = [
  {
    slug: 'what-are-tides',
    path: '/learn/what-are-tides',
    title: 'What Are Tides?',
    subtitle: 'The science behind the daily rise and fall of the sea',
    description:
      'What tides are, how the Moon and Sun pull on the oceans, and why high and low tides come about 50 minutes later each day in many places.',
    keywords: ['tides', 'gravity', 'Moon', 'Sun', 'tidal bulge', 'tidal day'],
    sections: [
      {
        title: 'What Is a Tide?',
        body: [
          'A tide is the regular rise and fall of the sea surface caused mainly by the gravitational pull of the Moon and the Sun acting on a spinning Earth. When the water reaches its highest point in a cycle, that is high tide, or high water. When it drops to its lowest point, that is low tide, or low water. The difference in height between a high tide and the low tide next to it is called the tidal range.',
          "Tides are predictable because the motions that drive them are predictable. The positions of the Moon and Sun can be calculated years ahead, and tide scientists combine those motions with long records of measured water levels to forecast the tide at a particular place. That is why a tide table can be printed months in advance, though it can't account for the weather.",
          {
            list: [
              'High tide: the highest water level reached in a tidal cycle.',
              'Low tide: the lowest water level reached in a tidal cycle.',
              'Tidal range: the vertical difference between a high tide and a neighboring low tide.',
              'Flood and ebb: the rising and falling stages of the tide. The horizontal flow of water that goes with them is the tidal current.',
            ],
          },
        ],
      },
      {
        title: "The Moon's Pull",
        body: [
          "The Moon is the main driver of Earth's tides. What matters is not the Moon's total pull on Earth but how that pull changes from one side of the planet to the other. The side of Earth facing the Moon is about 4,000 miles closer to it than Earth's center. Gravity weakens with distance, so the Moon pulls hardest on the ocean nearest it, a little less on Earth's center, and least on the ocean on the far side.",
          'Those differences stretch the oceans into two bulges. One faces the Moon, where the water is pulled toward the Moon slightly more than the solid Earth beneath it. The other sits on the opposite side, where the solid Earth is pulled toward the Moon slightly more than the water, leaving the water behind. Between the two bulges the sea level is lower. This stretching effect is called the tidal force.',
          'Tidal force weakens with the cube of distance, much faster than ordinary gravity. That is why the Moon, which is tiny compared with the Sun but very close to us, has the bigger effect on tides. It also explains why tides run somewhat larger when the Moon is at perigee, the closest point in its slightly oval orbit.',
        ],
      },
      {
        title: "The Sun's Role",
        body: [
          "The Sun raises tides too. It is vastly more massive than the Moon, but it is also about 390 times farther away, so its tide-raising force is a little less than half the Moon's. Roughly speaking, the Moon supplies about 70 percent of the combined tidal force and the Sun about 30 percent.",
          "The Sun's main job is to strengthen or weaken the Moon's tide. When the Sun, Moon, and Earth line up, at new moon and full moon, their tidal forces add together and produce spring tides, with higher highs and lower lows. When the Sun and Moon are at right angles as seen from Earth, at the first-quarter and last-quarter moons, they partly cancel and produce neap tides, with a smaller range. This pattern repeats about every two weeks and is the subject of the Spring and Neap Tides guide.",
          "The Sun also adds slower, seasonal patterns. Earth is closest to the Sun in early January, which makes the solar tide slightly stronger then than in early July, and the Sun's changing height in the sky through the year affects how unequal the two daily tides are at many places.",
        ],
      },
      {
        title: 'How Tides Move: The Mechanics',
        body: [
          'Earth spins once a day beneath the two tidal bulges, so a point on the coast passes through both bulges and both low areas between them. Meanwhile the Moon moves along its orbit in the same direction Earth turns, so it takes about 24 hours and 50 minutes, a lunar or tidal day, for a spot on Earth to come back under the Moon. That is why, in many places, high and low tides arrive roughly 50 minutes later each day.',
          'On coasts with two tides a day, one high tide follows the previous one by about 12 hours and 25 minutes, and the fall from high to low, or the rise from low to high, takes roughly 6 hours and 12 minutes. These are averages, and real tides can stray from them by quite a bit.',
          "The two-bulge picture is a useful simplification, but the real ocean can't keep up with the Moon as Earth turns, and the continents get in the way. Instead, the tide behaves like very long waves that swing around each ocean basin, rotating around places called amphidromic points where the tidal range is close to zero. That is why nearby coasts can have different tide times and ranges.",
        ],
      },
      {
        title: 'What Else Shapes the Tide?',
        body: [
          'Astronomy sets the rhythm, but local geography and weather shape the tide you actually see.',
          {
            list: [
              'Coastline shape: bays and estuaries that narrow like a funnel squeeze the tide and raise its range. The Bay of Fundy in Canada is the famous example.',
              'Water depth: the tide slows down and grows taller as it crosses wide, shallow continental shelves.',
              "Basin resonance: when a bay's natural sloshing time is close to the tide's period, the tide is amplified, like a swing pushed in time.",
              "The Moon's position north or south of the equator: as it changes through the month, the two daily tides at many places become more or less unequal.",
              'Weather: onshore winds and low air pressure can push water above the predicted level, while offshore winds and high pressure can hold it below.',
              'River flow: heavy runoff raises water levels in estuaries and can delay or weaken the incoming tide upstream.',
            ],
          },
          'Published tide predictions include the astronomical forces and the local geography, but not the weather on the day. Storms can raise the water several feet above the predicted tide, so treat predictions as a guide and keep an eye on the forecast. To see the predicted high and low tides for a spot on the US coast, use the Find Tides page.',
        ],
      },
    ],
    buttons: [
      { label: 'Next: Types of Tides', to: '/learn/types-of-tides' },
      { label: 'Find Local Tides', to: '/find-tides' },
    ],
  },
  {
    slug: 'types-of-tides',
    path: '/learn/types-of-tides',
    title: 'Types of Tides',
    subtitle: 'Semi-diurnal, diurnal, and mixed tides, and why coasts differ',
    description:
      'Why some coasts get two tides a day, some get one, and others get two unequal tides, with examples from Boston, the Gulf of Mexico, and the Pacific coast.',
    keywords: [
      'semi-diurnal tide',
      'diurnal tide',
      'mixed tide',
      'tidal patterns',
      'higher high water',
      'tidal constituents',
    ],
    sections: [
      {
        title: 'Semi-Diurnal Tides',
        body: [
          'A semi-diurnal tide has two high tides and two low tides each tidal day, and the two highs are close to the same height, as are the two lows. Semi-diurnal means half-daily: one full cycle from high tide to the next high tide takes about 12 hours and 25 minutes.',
          'This is the pattern most people picture when they think of tides. The water rises for about six hours, turns, and falls for about six hours, and the whole schedule shifts roughly 50 minutes later from one day to the next.',
          'Most of the US Atlantic coast has semi-diurnal tides. Boston sees two fairly even tides a day with an average range of roughly 9 to 10 feet. Farther south, places such as Charleston, South Carolina, have the same twice-daily rhythm with a smaller range.',
        ],
      },
      {
        title: 'Diurnal Tides',
        body: [
          'A diurnal tide has just one high tide and one low tide each tidal day, so a full cycle takes about 24 hours and 50 minutes. The water rises for roughly half a day and falls for the other half.',
          'Diurnal tides are less common around the world. In the United States the best-known examples are on the northern Gulf of Mexico, at places such as Pensacola, Florida, and Mobile Bay, Alabama. The range there is small, often only a foot or two, so wind and weather can change the water level as much as the tide does.',
          'Even diurnal coasts do not stay diurnal all month. Around the times when the Moon crosses the equator, about every two weeks, the daily tide weakens. For a few days the water may show two small highs and lows, or barely change at all.',
        ],
      },
      {
        title: 'Mixed Tides',
        body: [
          'A mixed tide has two highs and two lows each day, but they are clearly unequal: one high is higher than the other, and one low is lower. Tide tables call them higher high water, lower high water, higher low water, and lower low water. The difference between the two highs, or the two lows, is called the diurnal inequality.',
          'Mixed tides are the rule on the US Pacific coast, in Alaska, and in Hawaii. In San Francisco or Seattle a typical day brings one big swing from higher high to lower low, followed by a much smaller swing. In Seattle the average range from higher high water to lower low water is about 11 feet; in San Francisco it is about 6 feet.',
          'Mixed tides matter for planning. The best low tide of the day for tide pooling or clamming is the lower low, and it moves around the clock with the seasons. On much of the West Coast the lowest daytime tides come in the mornings of late spring and early summer, while in winter the lowest tides shift later in the day, often into the afternoon or night.',
        ],
      },
      {
        title: 'What Determines the Tide Type?',
        body: [
          'Every coast feels the same Moon and Sun, so why do the patterns differ? The tide at any place is a blend of many regular components called tidal constituents. Some have periods near 12 hours, led by the main lunar tide of about 12.42 hours. Others have periods near 24 hours; these diurnal constituents come from the Moon and Sun sitting north or south of the equator.',
          'How strongly an ocean basin responds to each period depends on its size, depth, and shape. A basin that resonates near 12 hours boosts the semi-diurnal tide, while one that responds better to a 24-hour push favors the diurnal tide. Where the two are similar in strength, the result is a mixed tide.',
          'Oceanographers often classify tides with a form number that compares the main diurnal constituents with the main semi-diurnal ones:',
          {
            list: [
              'Below about 0.25: semi-diurnal.',
              'About 0.25 to 1.5: mixed, mainly semi-diurnal.',
              'About 1.5 to 3: mixed, mainly diurnal.',
              'Above about 3: diurnal.',
            ],
          },
        ],
      },
      {
        title: 'Regional Examples Around the US',
        body: [
          {
            list: [
              'New England and the Mid-Atlantic: semi-diurnal. Boston and New York see two fairly even tides a day, and ranges grow toward the Gulf of Maine, where Eastport, Maine, averages about 18 feet.',
              'Southeast Atlantic: semi-diurnal, with ranges that increase toward the Georgia coast, where some stations average around 7 feet.',
              'Gulf of Mexico: mostly diurnal or mixed, with small ranges. Pensacola and Mobile usually see one high and one low a day, while the west coast of Florida leans toward mixed tides.',
              'Pacific coast: mixed. San Diego, San Francisco, and Seattle all have two unequal tides a day, with the inequality largest when the Moon is farthest north or south of the equator.',
              'Alaska: mostly mixed, with some of the largest ranges in the country. At Anchorage, at the head of Cook Inlet, the average range from higher high to lower low water is about 29 feet.',
              'Hawaii: mixed, with small ranges of around 2 feet.',
            ],
          },
          'Tide patterns can change over short distances, especially inside bays, sounds, and rivers. Always check the predictions for the station closest to where you will be.',
        ],
      },
    ],
    buttons: [
      { label: 'Previous: What Are Tides?', to: '/learn/what-are-tides' },
      { label: 'Next: Spring and Neap Tides', to: '/learn/spring-neap-tides' },
    ],
  },
  {
    slug: 'spring-neap-tides',
    path: '/learn/spring-neap-tides',
    title: 'Spring and Neap Tides',
    subtitle: "How the Moon's phases make tides bigger and smaller through the month",
    description:
      'How the Sun and Moon line up to make strong spring tides and weak neap tides about every two weeks, and what that means for boating, fishing, and the beach.',
    keywords: ['spring tides', 'neap tides', 'moon phases', 'king tides', 'tidal range', 'perigee'],
    sections: [
      {
        title: 'The Spring-Neap Cycle',
        body: [
          'Over a month, the size of the tide swells and shrinks in a steady rhythm. Spring tides are the tides with the biggest range: the highest highs and the lowest lows. Neap tides have the smallest range, with modest highs and lows. Despite the name, spring tides have nothing to do with the season. The word refers to the water springing up, and spring tides happen all year.',
          'The cycle follows the phases of the Moon. At new moon and full moon, the Sun, Earth, and Moon fall roughly into a line, and the solar and lunar tides reinforce each other. At the first-quarter and last-quarter moons, the Sun and Moon pull at right angles, so the solar tide partly cancels the lunar one. Each 29.5-day lunar cycle has two alignments and two right-angle positions, so spring tides and neap tides each come around about every 14.75 days, roughly twice a month.',
          "In many places the biggest tides don't arrive on the exact day of the new or full moon. The ocean takes time to respond, so the largest ranges often come a day or two after the phase. Tide predictions already include this delay.",
        ],
      },
      {
        title: 'How Big Is the Difference?',
        body: [
          'The gap between spring and neap tides depends on the place. At many coastal stations the spring range runs roughly 20 percent above the average range and the neap range roughly 20 percent below it, but some places see a much bigger swing and others very little.',
          'For a harbor with an average range of 8 feet, that could mean spring tides of around 9 to 10 feet and neap tides of around 6 to 7 feet. On a low-lying shore, an extra foot at high tide can be the difference between a dry parking lot and a flooded one.',
          'On diurnal coasts, such as much of the northern Gulf of Mexico, the phases of the Moon matter less. There the biggest tides come when the Moon is farthest north or south of the equator, called tropic tides, and the smallest come when it is over the equator. That cycle also runs about two weeks, but it does not line up with the moon phases.',
        ],
      },
      {
        title: 'Perigean Spring Tides and King Tides',
        body: [
          "The Moon's orbit is slightly oval. At perigee, its closest point to Earth, the Moon's tidal force is noticeably stronger than at apogee, its farthest point. When perigee falls close to a new or full moon, the result is a perigean spring tide, with a larger range than an ordinary spring tide.",
          'King tide is a popular, non-scientific name for the highest predicted tides of the year, which usually happen when spring tides coincide with perigee and other favorable astronomical conditions. On US coasts king tides often come in the fall and winter, and many communities use them to preview how rising seas may affect streets and shorelines.',
          'The extra height from perigee is usually modest, often just a few inches. But added to a storm surge, strong onshore winds, or already-high sea levels, those inches can turn into flooding.',
        ],
      },
      {
        title: 'Spotting the Cycle in Tide Predictions',
        body: [
          'You can see the spring-neap cycle in any set of tide predictions. Look up a week of highs and lows around a new or full moon and compare it with a week around a quarter moon: the highs are higher and the lows lower near the new and full moons, and the days in between show a gradual change from one extreme to the other.',
          {
            list: [
              'Around new and full moon: the largest ranges, the lowest low tides, and often minus tides on the Pacific coast.',
              'Around first and last quarter: the smallest ranges, with high and low tides that differ less from each other.',
              'In between: the range grows or shrinks a little each day as the Moon moves toward the next phase.',
            ],
          },
          "Moon phase alone is only a guide. Local geography, the delay after each phase, and the Moon's distance and position all shape the exact tide, so check the predictions for your own station rather than relying on the calendar.",
        ],
      },
      {
        title: 'Practical Implications',
        body: [
          {
            list: [
              'Boating: spring tides bring extra depth at high water, less depth at low water, and stronger tidal currents. Channels and bars that are passable at a neap low may be too shallow at a spring low.',
              'Fishing: many anglers favor the stronger currents around spring tides, which move bait and can trigger feeding. Others prefer the gentler water of neap tides for certain spots or for small boats and kayaks.',
              'Tide pooling and beachcombing: the very low water of spring tides exposes more of the shore, making spring lows the best time to explore.',
              'Coastal flooding: high-tide flooding in low-lying US communities is most common around spring and perigean spring tides, especially with onshore winds.',
              'Anchoring and docking: plan for the full spring range when setting anchor scope or tying up to a fixed dock.',
            ],
          },
          'Spring and neap tides are predicted from astronomy alone. Wind, air pressure, and river flow can push actual water levels above or below the forecast. Check the predicted highs and lows and the moon phase for your location on the Find Tides page, and watch the weather too.',
        ],
      },
    ],
    buttons: [
      { label: 'Previous: Types of Tides', to: '/learn/types-of-tides' },
      { label: 'Next: Tide Charts', to: '/learn/tide-charts' },
    ],
  },
  {
    slug: 'tide-charts',
    path: '/learn/tide-charts',
    title: 'Tide Charts',
    subtitle: 'How to read tide charts and tables, and how predictions are made',
    description:
      'A practical guide to reading tide charts and tables: times, heights, datums, how predictions are made, and how to use them safely on the coast.',
    keywords: [
      'tide charts',
      'tide tables',
      'tide predictions',
      'tide times',
      'MLLW',
      'tide stations',
    ],
    sections: [
      {
        title: 'Elements of a Tide Chart',
        body: [
          'A tide chart is a graph of the predicted water level over time at one place. The horizontal axis shows the time of day, the vertical axis shows the height of the water, and the curve shows the tide rising to its peaks, the high tides, and falling to its troughs, the low tides.',
          {
            list: [
              'Station: the specific place the prediction applies to, such as a harbor, pier, or river mouth.',
              'Times: usually local time, adjusted for daylight saving time when it is in effect. Check which convention a chart uses.',
              'Heights: in feet in the US, measured from a reference level called a datum.',
              'High and low markers: the predicted time and height of each high and low tide.',
              'Extras: many charts also show sunrise, sunset, and the moon phase, which help with planning and with spotting spring and neap tides.',
            ],
          },
          'The shape of the curve tells you a lot. A steep stretch means the water level is changing quickly, which usually goes with stronger currents. A flat stretch near a high or low means the level is changing slowly around the turn of the tide.',
        ],
      },
      {
        title: 'Reading Tide Tables',
        body: [
          "A tide table gives the same information as numbers. Each row usually lists a date, the time of each high and low tide, its height, and a label such as H or L. On a coast with mixed tides, you'll see that the two highs and the two lows of a day differ in height.",
          'Heights in US tide tables are measured from mean lower low water (MLLW), the average height of the lower of the two daily low tides over a 19-year period. A height of 0.0 feet means the tide is at that average lower low. A negative number, often called a minus tide, means the water will drop below that average, exposing more shoreline and leaving less water than a nautical chart shows.',
          "To estimate the water level between a high and a low, read it from the chart's curve. Sailors sometimes use the rule of twelfths, which assumes the tide changes by 1/12, 2/12, 3/12, 3/12, 2/12, and 1/12 of its range in each of the six hours between low and high. It is a rough guide that can be well off on mixed or diurnal coasts.",
        ],
      },
      {
        title: 'How Tide Predictions Are Made',
        body: [
          'Modern tide predictions rely on harmonic analysis. Scientists record water levels at a tide station, ideally for a year or more, and break the record down into dozens of tidal constituents. Each constituent is a regular wave tied to a particular motion of the Moon, Sun, and Earth. The most important is the principal lunar semi-diurnal constituent, known as M2, with a period of about 12.42 hours.',
          "Once each constituent's size and timing at a station are known, they can be run forward and added together to predict the tide on any date. In the US, NOAA publishes predictions for thousands of locations. Reference stations have their own harmonic constants, while many subordinate stations are predicted by applying time and height offsets to a nearby reference station, which makes them somewhat less exact.",
          'Because predictions describe only the astronomical tide, they can be computed years ahead and are generally very reliable for that part of the water level. What they leave out is the weather. Wind, air pressure, and heavy river flow can raise or lower the actual water by inches to several feet. Many NOAA stations also report observed water levels in near real time, so you can compare the prediction with what is actually happening.',
        ],
      },
      {
        title: 'Why Location Matters',
        body: [
          'Tides can change a great deal over short distances. The tide on an ocean beach, just inside an inlet, and several miles up a bay or river can differ by an hour or more in timing and by feet in height.',
          {
            list: [
              'Use the station closest to where you will be, ideally on the same body of water.',
              'Inside bays and rivers, look for a station inside as well; ocean-side predictions can be misleading there.',
              'Expect the range to grow toward the head of funnel-shaped bays and to shrink behind narrow inlets or in enclosed lagoons.',
              'If you are between two stations, compare both to get a sense of the likely times and range.',
            ],
          },
          "The Tide Charts on this site show the predicted high and low tides and the moon phase at some 5,800 tide stations around the world: NOAA's across the US and its territories, and national agencies' gauges elsewhere. Search for the place closest to where you are going on the Find Tides page.",
        ],
      },
      {
        title: 'Putting Tide Charts to Work',
        body: [
          'Once you can read a tide chart, it becomes a planning tool for almost any time spent on or near the water:',
          {
            list: [
              'Boaters: time departures and returns so there is enough water over bars, ramps, and shallow channels.',
              'Anglers: find the periods of moving water around each change of tide that many fish respond to.',
              'Beachgoers and tide poolers: plan walks and tide pool visits for low tide, especially a minus tide.',
              'Surfers: many breaks work best at a particular stage of the tide, and the chart shows when that window falls.',
              'Photographers: plan for exposed rocks and shining flats at low tide, or full harbors at high tide, and line them up with sunrise or sunset.',
              'Clammers and shellfish harvesters: the lowest tides open up the beds. Check local rules, licenses, and health advisories first.',
            ],
          },
          'Note the height as well as the time: a low tide of +2 feet exposes far less shore than a minus tide.',
        ],
      },
      {
        title: 'Safety Tips',
        body: [
          'A tide chart tells you what the tide is expected to do. Staying safe means combining it with good judgment and an eye on the conditions:',
          {
            list: [
              'Know when the tide turns before walking out onto sandbars, mudflats, jetties, or around headlands, and head back well before the water starts to rise.',
              'Build in a margin. Actual tide times and heights can differ from predictions, especially in strong winds or storms.',
              'Watch the forecast: onshore winds, storm surge, and low pressure can raise water above the predicted high.',
              'Be careful on mudflats, which can be soft enough to trap a person, and where a rising tide can spread across flat ground quickly.',
              'Never rely on a tide chart alone for navigation. Use official nautical charts, current predictions, weather forecasts, and local knowledge.',
            ],
          },
        ],
      },
    ],
    buttons: [
      { label: 'Try Our Tide Charts', to: '/find-tides' },
      { label: 'Next: Tidal Currents', to: '/learn/tidal-currents' },
    ],
  },
  {
    slug: 'tidal-currents',
    path: '/learn/tidal-currents',
    title: 'Tidal Currents',
    subtitle: 'Flood, ebb, and slack water: how the tide moves water sideways',
    description:
      'How tidal currents flood and ebb, why slack water often differs from high and low tide, how to read current tables, and the hazards strong currents bring.',
    keywords: [
      'tidal currents',
      'flood current',
      'ebb current',
      'slack water',
      'current tables',
      'boating safety',
    ],
    sections: [
      {
        title: 'Flood and Ebb',
        body: [
          'Tides are not only about water going up and down. To raise the level of a bay, water has to flow in, and to lower it, water has to flow out. That horizontal movement is the tidal current. The flood current is the flow toward shore or up a bay or river while the tide is rising. The ebb current is the flow back toward the sea while the tide is falling.',
          'Current speed is measured in knots, or nautical miles per hour; one knot is about 1.15 miles per hour. Current direction, called the set, is the direction the water is flowing toward. That is the opposite of how winds are named, since a north wind blows from the north.',
          'In harbors, inlets, and rivers, currents usually reverse, running one way on the flood and the opposite way on the ebb. Offshore, currents are often rotary: the water keeps moving but slowly turns through all points of the compass over a tidal cycle, without ever fully stopping.',
        ],
      },
      {
        title: 'Slack Water',
        body: [
          'Slack water is the short period when a reversing current is weak or stopped as it changes from flood to ebb or from ebb to flood. Depending on the place and the size of the tide, it may last from a few minutes to an hour or so.',
          'A common misconception is that slack water always comes at high and low tide. On an open coast the two can be close, but in many bays, sounds, and inlets the current keeps flowing in for a while after high tide and keeps flowing out after low tide, because the water level inside lags behind the ocean outside. At some places slack comes an hour or more after the high or low. That is why boaters time passages with current predictions, not tide predictions.',
          'For divers, swimmers, and paddlers, slack water is often the safest window to enter or cross a channel. It can be brief, so plan to arrive early and finish quickly.',
        ],
      },
      {
        title: 'Current Tables and Chart Symbols',
        body: [
          'NOAA publishes tidal current predictions for many US channels, harbors, and passes. These are separate from tide predictions, which give water heights. A typical current table lists, for each day:',
          {
            list: [
              'The times of slack water.',
              'The times of maximum flood and maximum ebb current.',
              'The predicted speed at each maximum, in knots, often with ebb speeds shown as negative numbers.',
              'The flood and ebb directions for the station, in degrees true.',
            ],
          },
          'Nautical charts show currents with arrows. On US charts, a flood current arrow has short barbs, or feathers, on its shaft, while an ebb current arrow has a plain shaft, and the number beside the arrow gives a typical speed in knots. Some charts, especially outside the US, use lettered tidal diamonds that refer to a table of current speeds and directions.',
          'Current speeds follow the spring-neap cycle. Currents at spring tides can be considerably stronger than at neap tides, so a passage that is easy one week may be difficult the next.',
        ],
      },
      {
        title: 'How Currents Affect Navigation',
        body: [
          'Even a modest current has a big effect on a slow boat. A sailboat or kayak moving at 4 knots through the water against a 2-knot current covers ground at only 2 knots; going with the current, it makes 6. Timing a trip to ride a favorable current can save hours, or turn a hard passage into an easy one.',
          'A current flowing across your course pushes you sideways, so steering straight at your destination can carry you off track. Navigators correct by angling into the current, and paddlers call a version of this ferrying.',
          'When wind blows against the current, waves get steeper and closer together. A channel or inlet that is calm with wind and current going the same way can become dangerous when a strong ebb meets an onshore wind or swell. Many boaters plan inlet crossings on the flood or near slack water for that reason.',
        ],
      },
      {
        title: 'Geographic Variations',
        body: [
          'The strongest currents form where a large volume of tidal water must squeeze through a narrow opening. Some well-known examples in and near the US:',
          {
            list: [
              'The Golden Gate, San Francisco: currents through the strait often reach several knots at peak ebb.',
              'Deception Pass, Washington: a narrow gap where currents can run faster than 6 knots.',
              'Hell Gate, New York City: strong, swirling currents in the East River that have challenged mariners for centuries.',
              'Cape Cod Canal, Massachusetts: currents reverse through the canal and can run around 4 knots or more.',
              'Seymour Narrows, British Columbia: one of the strongest tidal currents in North America, sometimes around 15 knots.',
            ],
          },
          'Along straight, open coasts and in broad bays, tidal currents are usually much weaker, often under a knot, though they still matter for anchoring, swimming, and small craft.',
        ],
      },
      {
        title: 'Hazards to Know',
        body: [
          {
            list: [
              'Strong currents in inlets and channels can overpower swimmers and small boats. Avoid swimming across channels or near inlet mouths, especially on a strong ebb.',
              'Standing waves, rips, and whirlpools form where fast currents run over shoals or meet opposing flows.',
              'Wind against current builds short, steep seas that can swamp small boats.',
              'A falling tide can strand boats and waders on bars and flats.',
              'Rip currents at beaches are driven mainly by breaking waves rather than the tide, but at many beaches they get stronger around low tide. Swim near lifeguards and check the local surf forecast.',
            ],
          },
          "Current predictions are astronomical estimates. Wind, river flow, and storms change actual currents, so watch the water and rely on official predictions and local knowledge. This site has a page for each of NOAA's 2,561 tidal current stations, with each day's slack water and the strength and direction of the flood and ebb: they are the violet diamonds on the Tide Stations map and the Currents list on each state's page. Against NOAA's published predictions for the 16 stations we test (394 slacks and maxima), every time we give is at NOAA's minute or the one beside it; for any other station, NOAA's own predictions are the official ones.",
        ],
      },
    ],
    buttons: [
      { label: 'Find Current Stations', to: '/tides' },
      { label: 'Next: Global Tidal Patterns', to: '/learn/global-tides' },
    ],
  },
  {
    slug: 'global-tides',
    path: '/learn/global-tides',
    title: 'Global Tidal Patterns',
    subtitle: 'Why tides differ so much from one ocean to the next',
    description:
      'How tides behave around the world, from amphidromic points and nearly tideless seas to the huge ranges of the Bay of Fundy and the English Channel.',
    keywords: [
      'global tides',
      'amphidromic points',
      'tidal range',
      'Bay of Fundy',
      'ocean basins',
      'co-tidal lines',
    ],
    sections: [
      {
        title: 'Tides as Ocean-Wide Waves',
        body: [
          "If Earth were covered by one deep, even ocean, the tide would be two smooth bulges following the Moon. The real ocean is broken up by continents, ridges, and shelves of different depths, and the tide can't travel around the planet fast enough to keep pace with the Moon. Instead, each ocean basin develops its own tidal waves, hundreds to thousands of miles long, that move through the basin in response to the Moon and Sun.",
          "Earth's rotation shapes these waves. Rather than sloshing straight back and forth, they tend to swing around a basin. Oceanographers map them with co-tidal lines, which connect places where high tide happens at the same time, and co-range lines, which connect places with the same tidal range.",
        ],
      },
      {
        title: 'Amphidromic Points',
        body: [
          'At the center of each rotating tidal system is an amphidromic point, where the tidal range is close to zero. The range grows with distance from that point, and high tide travels around it once per tidal cycle, counterclockwise in most Northern Hemisphere systems and clockwise in most Southern Hemisphere ones.',
          'The world ocean has many amphidromic points for the main lunar tide. The North Sea alone has three, which is why tides along its coasts vary so much in timing and size.',
          'Because of these systems, places a few hundred miles apart can have high tide hours apart, and a coast near an amphidromic point may have a tiny range even when coasts nearby have large tides.',
        ],
      },
      {
        title: 'Large and Small Tides Around the World',
        body: [
          'Tidal ranges around the world run from almost nothing to more than 50 feet.',
          {
            list: [
              "Bay of Fundy, Canada: the world's largest tides, with a range recorded at about 16.3 meters (53 feet) in the Minas Basin.",
              "Ungava Bay, northern Quebec: ranges that rival the Bay of Fundy's.",
              'Severn Estuary and Bristol Channel, UK: spring ranges of more than 40 feet.',
              'Gulf of Saint-Malo and Mont-Saint-Michel, France: spring ranges of more than 12 meters (about 40 feet).',
              'Cook Inlet, Alaska: some of the largest ranges in the US, averaging about 29 feet at Anchorage.',
              'Mediterranean, Baltic, and Black Seas: generally small tides, often just inches to a foot or so, with a few local exceptions, because narrow connections to the ocean limit how much tide gets in.',
              'Open-ocean islands such as Hawaii: modest ranges of about 2 feet.',
            ],
          },
        ],
      },
      {
        title: 'Why Some Places Have Huge Tides',
        body: [
          'Large tides happen where the shape of the coast and the seafloor amplify the incoming tidal wave. Three effects often work together:',
          {
            list: [
              'Funneling: a bay that narrows toward its head squeezes the same water into a smaller space, pushing it higher.',
              'Shoaling: as the tide moves onto shallow continental shelves, it slows down and grows taller.',
              "Resonance: if a bay's natural sloshing period is close to the tide's period, each tide reinforces the last, like pushing a swing in time. The Bay of Fundy and Gulf of Maine together have a natural period of about 13.3 hours, close to the roughly 12.4-hour rhythm of the main lunar tide, which helps explain Fundy's record range.",
            ],
          },
          'Enclosed seas with narrow entrances, and coasts near amphidromic points, tend to have small tides for the opposite reasons.',
        ],
      },
      {
        title: 'Tide Types Across the Globe',
        body: [
          'The mix of semi-diurnal, diurnal, and mixed tides also varies around the world:',
          {
            list: [
              'Semi-diurnal tides are common along the Atlantic coasts of North America and Europe.',
              'Mixed tides are widespread around the Pacific and Indian Oceans, including the US West Coast, Alaska, and Hawaii.',
              'Diurnal tides occur in fewer places, including parts of the Gulf of Mexico and parts of Southeast Asia such as the Gulf of Tonkin.',
            ],
          },
          'Global tide models, built from tide gauge records and from satellites that measure the height of the sea surface from space, now map these patterns across the whole ocean. They show the tide as one connected, planet-wide system, even though the tide you see at your local beach is shaped by the coast right around you.',
        ],
      },
    ],
    buttons: [
      { label: 'Explore Global Tides', to: '/find-tides' },
      { label: 'Next: Tides and Navigation', to: '/learn/tides-navigation' },
    ],
  },
  {
    slug: 'tides-navigation',
    path: '/learn/tides-navigation',
    title: 'Tides and Navigation',
    subtitle: 'Using tides and currents to plan safer passages',
    description:
      'How boaters use tide heights, chart datums, bridge clearances, and tidal currents to plan departures, cross bars, anchor, and stay out of trouble.',
    keywords: [
      'navigation',
      'boating',
      'chart datum',
      'bridge clearance',
      'anchoring',
      'tidal currents',
      'bar crossing',
    ],
    sections: [
      {
        title: 'Why Tides Matter on the Water',
        body: [
          'For boaters, the tide changes two things that matter all the time: how much water is under the boat and which way the water is moving. A channel that is easy at high tide may be too shallow at low tide, a bridge you clear at low water may be too low at high water, and a current running against you can double the time a trip takes.',
          'Good tidal planning starts before you leave the dock. Check the predicted highs and lows, the current predictions for any passes or inlets, the marine weather forecast, and the official nautical chart for your area. This guide covers the basics. It does not replace training, official charts, or local knowledge, and no prediction guarantees the conditions you will find.',
        ],
      },
      {
        title: 'Depths, Datums, and Clearances',
        body: [
          'Depths on US nautical charts are measured from mean lower low water (MLLW), the same datum used in US tide tables. To estimate the actual depth at a given time, add the predicted tide height to the charted depth. If the chart shows 5 feet and the tide is +2 feet, expect about 7 feet; during a -1 foot minus tide, expect about 4.',
          'Vertical clearances under bridges and overhead cables are measured from a high-water datum, which the chart notes. That means you will usually have more clearance than charted at lower stages of the tide, and less during unusually high tides, king tides, or storm surge.',
          'Charted depths can also be out of date. Sandbars and inlets shift with storms, and shoaling can leave less water than the chart shows. Local notices to mariners, recent surveys, and local knowledge help fill the gap.',
        ],
      },
      {
        title: 'Planning Around the Tide',
        body: [
          {
            steps: [
              'Find the high and low tide times and heights for the station nearest your route.',
              'Identify the shallowest points, such as bars, flats, channels, and ramps, and the least depth you need, including a margin for waves and chart error.',
              'Work out the window when the tide will be high enough, and plan to cross shallow spots on a rising tide where possible.',
              'Check current predictions for passes and inlets, and time them for a favorable current or slack water.',
              'Review the weather, since wind and air pressure can change both the water level and the sea state.',
              'Leave room for delays, and have a plan for turning back.',
            ],
          },
          'Crossing shallows on a rising tide is a traditional rule of thumb. If you touch bottom, the rising water should lift you off. Running aground on a falling tide can leave a boat stuck for hours, possibly lying on its side.',
        ],
      },
      {
        title: 'Navigating Tidal Currents',
        body: [
          'Currents affect both your speed and your course. Running with a favorable current adds its speed to yours, and pushing into a foul current takes it away. Cross-currents set you sideways, so navigators estimate the current and steer a corrected course to stay on track.',
          'Inlets and river bars deserve special care. An ebb current flowing out against incoming swell or an onshore wind builds steep, breaking waves on the bar. Many experienced mariners cross bars near high-water slack or on the flood and avoid them on a strong ebb, especially in rough weather. The Coast Guard may restrict crossings on some bars when conditions are hazardous.',
          'NOAA publishes current predictions for major US channels and passes. Remember that slack water and high or low tide often happen at different times.',
        ],
      },
      {
        title: 'Anchoring and Docking in Tidal Waters',
        body: [
          {
            list: [
              'Anchor for high water: figure your scope from the depth at high tide plus the height of your bow above the water, and make sure there will still be enough depth at low tide.',
              'Allow swinging room: boats turn as the current reverses, and nearby boats with different scope or hull shapes may swing differently from yours.',
              'Fixed docks: leave enough slack in your lines for the full tidal range, or rig spring lines so the boat can rise and fall without hanging up.',
              'Floating docks rise and fall with the tide, but their ramps can get steep at low water.',
              'Drying out or beaching: know exactly when the water will return and how high it will come.',
            ],
          },
          'Check the predicted tides for your harbor on the Find Tides page before you head out, and compare them with what you see on the water.',
        ],
      },
    ],
    buttons: [
      { label: 'Plan Your Navigation', to: '/find-tides' },
      { label: 'Next: Fishing and Tides', to: '/learn/fishing-tides' },
    ],
  },
  {
    slug: 'fishing-tides',
    path: '/learn/fishing-tides',
    title: 'Fishing and Tides',
    subtitle: 'How tides move bait and fish, and when to make your cast',
    description:
      'How tides and currents shape where fish feed, which tide stages anglers favor in different places, and how to plan a safe, productive fishing trip.',
    keywords: [
      'fishing',
      'incoming tide',
      'outgoing tide',
      'moving water',
      'inshore fishing',
      'surf fishing',
    ],
    sections: [
      {
        title: 'Why Tides Matter to Fish',
        body: [
          'In coastal waters, the tide drives much of the daily rhythm of feeding. Moving water carries baitfish, shrimp, crabs, and plankton, and many predators hold where the current delivers food to them: behind rocks, along channel edges, and at the mouths of creeks. When the current slows at slack water, feeding often slows too.',
          'Tides also change where fish can go. A rising tide opens up flats, marsh edges, and oyster bars that are dry or too shallow at low water. A falling tide pushes fish and bait out of those areas and into deeper channels. Knowing which way the water is moving tells you a lot about where the fish are likely to be.',
        ],
      },
      {
        title: 'Incoming vs. Outgoing Tide',
        body: [
          'There is no single best tide for every spot, but some patterns hold in many places:',
          {
            list: [
              'Incoming tide: brings cooler, cleaner ocean water into bays and estuaries and lets fish move onto shallow flats and into marshes to feed. Many inshore anglers target the first couple of hours of the rise.',
              'Outgoing tide: drains bait out of marshes, creeks, and flats, and fish often gather at creek mouths, inlet edges, and channel drop-offs to ambush it.',
              'High tide: a good time to fish shallow shorelines, mangroves, docks, and marsh grass that are out of reach at low water.',
              "Low tide: fish concentrate in deeper holes and channels, and it's a good time to scout structure that will be underwater later.",
              'Slack water: often the slowest bite, though it can be the easiest time to fish deep spots where strong current makes it hard to hold bottom.',
            ],
          },
          'Local knowledge matters. The same stage of the tide can be excellent in one creek and poor in the next, so keep notes on what works at your spots.',
        ],
      },
      {
        title: 'Spring Tides, Neap Tides, and the Moon',
        body: [
          'Spring tides, around the new and full moons, bring bigger ranges and stronger currents. Many anglers find that the extra water movement improves feeding, especially in estuaries and inlets. Strong flow can also make it hard to keep bait on the bottom in deep channels, and murky water after a big tide can slow the bite.',
          'Neap tides, around the quarter moons, bring gentler currents. They can be a good time to fish spots that are hard to handle on big tides, or to fish from a small boat or kayak.',
          'Some anglers also follow solunar tables, which predict feeding periods from the position of the Moon. The evidence for solunar theory is mixed. In salt water, the tide and the current it creates are usually the more dependable guide.',
        ],
      },
      {
        title: 'Tides in Different Fishing Settings',
        body: [
          {
            list: [
              'Surf fishing: higher water lets fish feed in the troughs and cuts close to shore. At low tide, walk the beach to find sandbars, holes, and cuts to fish when the water returns.',
              'Inlets and jetties: strong current around mid-tide often produces the most action, with fish holding in eddies and along the edges of the flow.',
              'Flats: rising water lets redfish, bonefish, and other species push into very shallow water, and sight fishing is often best early in the incoming tide.',
              'Marshes and creeks: fish the creek mouths on the falling tide, when bait drains out.',
              'Piers and docks: moving water around pilings draws bait and predators, and many piers fish best around the change of the tide.',
              'Bottom fishing in bays: moderate currents make it easier to hold bottom and present bait naturally.',
            ],
          },
          'Species matter too. Striped bass, redfish, snook, speckled trout, and flounder are all known to respond to the stage of the tide, but their habits vary by region and season.',
        ],
      },
      {
        title: 'Planning a Fishing Trip',
        body: [
          {
            steps: [
              'Check the predicted high and low tides for the station nearest your spot on the Find Tides page.',
              "Note the moon phase to see whether you're near spring or neap tides.",
              'Pick the tide stage that suits your spot and target species, and plan to arrive before it starts.',
              'Check the weather and marine forecast, since wind can change both water levels and fishing conditions.',
              'Confirm local fishing regulations, licenses, seasons, and size and bag limits.',
              'Tell someone your plan, and know when the water will come back if you are wading or walking out.',
            ],
          },
          'Wading anglers should be especially careful. A rising tide can cut off sandbars and flats quickly, and soft mud can make a fast retreat difficult.',
        ],
      },
    ],
    buttons: [
      { label: 'Plan Your Fishing Trip', to: '/find-tides' },
      { label: 'Next: Extreme Tides', to: '/learn/extreme-tides' },
    ],
  },
  {
    slug: 'extreme-tides',
    path: '/learn/extreme-tides',
    title: 'Extreme Tides',
    subtitle: 'Record ranges, king tides, and the events that push water to its limits',
    description:
      'From the record tides of the Bay of Fundy to king tides, storm surge, and blowout lows, learn what makes tides extreme and how to stay safe.',
    keywords: [
      'extreme tides',
      'Bay of Fundy',
      'king tides',
      'storm surge',
      'high tide flooding',
      'minus tides',
    ],
    sections: [
      {
        title: "The World's Biggest Tides",
        body: [
          'The Bay of Fundy, between Nova Scotia and New Brunswick in Canada, has the largest tidal range in the world. At Burntcoat Head in the Minas Basin, a range of about 16.3 meters, roughly 53 feet, has been recorded. That is about the height of a five-story building. Twice a day, an estimated 100 billion tons of seawater flow in and out of the bay.',
          'In the upper bay, large tides routinely exceed 40 feet. Fishing boats at some wharves sit on the mud at low tide, and at the Hopewell Rocks visitors can walk the sea floor at low water and paddle around the same rocks by kayak at high water.',
          "Fundy's tides are so large because the bay and the Gulf of Maine together have a natural sloshing period of about 13.3 hours, close to the 12.42 hours of the main lunar tide, so the tide resonates and builds. Other very large tides occur in Ungava Bay in northern Quebec, in the Severn Estuary in the UK, and around Mont-Saint-Michel in France.",
        ],
      },
      {
        title: 'Extreme Tides in the United States',
        body: [
          {
            list: [
              'Cook Inlet, Alaska: among the largest ranges in the US. At Anchorage the average range from higher high to lower low water is about 29 feet, and the biggest tides can swing 35 feet or more.',
              'Eastport, Maine: the largest tides on the US Atlantic coast, with an average range of about 18 feet, thanks to its spot at the mouth of the Bay of Fundy system.',
              'Southern Puget Sound, Washington: average daily ranges of roughly 14 feet near Olympia, with deep minus tides that draw crowds to the beaches in late spring and summer.',
            ],
          },
          'By contrast, parts of the Gulf of Mexico average only a foot or two of tide, so the wind can easily have a bigger effect on the water level than the astronomical tide.',
        ],
      },
      {
        title: 'King Tides and Perigean Spring Tides',
        body: [
          "The highest predicted tides of the year usually happen when a spring tide coincides with perigee, the Moon's closest approach to Earth. These tides are popularly called king tides. The extra height is often only several inches, but it comes on top of an already large spring tide.",
          'King tides are predictable, so they can be planned for. In low-lying US communities, including parts of Miami, Charleston, Norfolk, and the San Francisco Bay Area, king tides can flood streets and parking lots on sunny days with no storm in sight. NOAA tracks this high tide flooding, which has become more frequent as sea levels rise.',
          'Many coastal groups run king tide photo projects that ask the public to document how far the water reaches. The images help planners see what everyday high tides may look like in the future.',
        ],
      },
      {
        title: 'Storm Surge: When Weather Meets the Tide',
        body: [
          "The most dangerous extreme water levels are not astronomical at all. Storm surge is an abnormal rise of water pushed ashore by a storm's winds and, to a lesser degree, its low air pressure. In major hurricanes, surge has raised water levels by more than 20 feet along parts of the US coast.",
          'What matters most is the total water level: surge plus tide. A surge that arrives at high tide, especially a spring or king tide, reaches farther inland than the same surge at low tide. That is why forecasters and emergency managers watch tide timing closely when a storm approaches.',
          'Tide predictions do not include storm surge. When a coastal storm or hurricane is forecast, follow National Weather Service warnings and local evacuation orders, not tide tables.',
        ],
      },
      {
        title: 'Extreme Low Tides',
        body: [
          'Extremes go both ways. Minus tides, lows that drop below the mean lower low water datum, expose reefs, tide pools, and shellfish beds that are usually underwater. On much of the Pacific coast the lowest daytime tides of the year come in the mornings of late spring and early summer, a favorite time for tide poolers and clam diggers.',
          'Strong offshore winds can also push water away from the shore and cause blowout tides, with water far below the predicted level. In places such as Chesapeake Bay, or along the Gulf coast after a strong cold front, boats can be left sitting on the bottom at their docks.',
          "Exposed rocks and flats can be slippery, and the water returns on schedule. Know when the next rise begins, watch for sneaker waves on the open coast, and don't get caught on an outer rock or sandbar.",
        ],
      },
      {
        title: 'Staying Safe During Extreme Tides',
        body: [
          {
            list: [
              'Check the predicted tides and the moon phase on the Find Tides page before heading out, and note the king tide dates for your area.',
              'Watch forecasts for storms, strong onshore winds, and coastal flood advisories.',
              'Never drive or walk through flooded roads. Salt water can hide washouts and quickly ruins vehicles.',
              'Move boats, cars, and belongings out of low-lying areas before forecast flooding.',
              'Give yourself a time cushion when exploring tidal flats or beaches below cliffs.',
            ],
          },
          'Extreme tides are often the most spectacular to see, and the most unforgiving of mistakes. A little planning lets you enjoy them safely.',
        ],
      },
    ],
    buttons: [
      { label: 'Monitor Current Conditions', to: '/find-tides' },
      { label: 'Next: Tidal Energy', to: '/learn/tidal-energy' },
    ],
  },
  {
    slug: 'tidal-energy',
    path: '/learn/tidal-energy',
    title: 'Tidal Energy',
    subtitle: 'Turning the predictable rise and fall of the sea into electricity',
    description:
      'How tidal barrages, lagoons, and underwater turbines turn the tides into electricity, where they operate today, and the challenges they face.',
    keywords: [
      'tidal energy',
      'tidal power',
      'renewable energy',
      'tidal barrage',
      'tidal stream turbines',
      'Sihwa Lake',
    ],
    sections: [
      {
        title: 'Why Tidal Energy?',
        body: [
          "Tides are among the most predictable forces in nature. Unlike wind or sunshine, the timing and size of the tide can be calculated years ahead, so a tidal power plant's output can be forecast with confidence. That predictability is tidal energy's biggest selling point.",
          'The energy comes ultimately from the motions of the Moon and Earth. As the tide flows in and out, it moves huge amounts of water that carry energy both in their height, called potential energy, and in their motion, called kinetic energy. Tidal power plants capture one or both.',
          'The catch is that good sites are rare. Useful tidal power needs either a large tidal range or fast tidal currents, and only a limited number of coastlines have them, not always close to where the power is needed.',
        ],
      },
      {
        title: 'Tidal Barrages',
        body: [
          'A tidal barrage is a dam built across the mouth of a bay or estuary. Gates let the tide fill the basin behind it. When the tide outside falls, the water held behind the barrage is released through turbines. Some barrages also generate power while the tide flows in.',
          'The La Rance tidal power station in Brittany, France, opened in 1966 and was the first large tidal power plant in the world. Its turbines have a capacity of 240 megawatts, and it has been running for more than half a century.',
          "South Korea's Sihwa Lake Tidal Power Station, opened in 2011, is the largest in the world, with a capacity of 254 megawatts. It was built into an existing seawall that had closed off a lake, and letting tidal water flow through its turbines also helped improve the lake's poor water quality.",
          'Barrages generally need a large tidal range, often cited as at least about 5 meters (16 feet), to be worthwhile. They are expensive to build and can change water levels, sediment, and habitat inside the estuary, which is one reason few have been built.',
        ],
      },
      {
        title: 'Tidal Stream Turbines',
        body: [
          'Tidal stream turbines work like underwater wind turbines. Placed in channels where strong currents run, they spin as the water flows past. Because seawater is roughly 800 times denser than air, a tidal turbine can produce a lot of power from fairly slow currents.',
          "The MeyGen project in Scotland's Pentland Firth has had turbines on the seabed since 2016, and projects in France, Canada, China, and elsewhere are testing new designs. In the United States, turbines have been tested in New York City's East River, and sites such as Puget Sound and Alaska's Cook Inlet have been studied for tidal power.",
          'Stream turbines avoid damming an estuary, but they face hard engineering problems: powerful currents, corrosion, marine growth, and the high cost of installing and maintaining equipment underwater.',
        ],
      },
      {
        title: 'Tidal Lagoons and Other Ideas',
        body: [
          'A tidal lagoon is a variation on the barrage. Instead of blocking a whole estuary, a walled pool is built along the coast or offshore, and water flows in and out through turbines. Lagoons have been proposed in places such as Swansea Bay in Wales, but none has yet been built at full scale.',
          'Other ideas include very long dams built straight out from the coast, and projects that combine tidal power with flood defenses or coastal protection. These remain concepts or early-stage studies.',
        ],
      },
      {
        title: 'Environmental and Practical Challenges',
        body: [
          {
            list: [
              'Habitat change: barrages can alter the tidal range, saltiness, and sediment inside an estuary, affecting mudflats, birds, and fish.',
              'Marine life: turbines must be designed and monitored to limit collisions and noise effects on fish and marine mammals.',
              'Cost: high up-front construction costs have made many projects hard to finance compared with wind and solar power.',
              'Uneven output: power rises and falls with the tide and drops near slack water, though the schedule is known far in advance.',
              'Location: the best sites are often remote, in rough water, or far from the power grid.',
            ],
          },
          "Tidal energy is still a very small part of the world's electricity supply, and researchers and pilot projects continue to work on these problems.",
        ],
      },
      {
        title: 'Tidal Energy and Tide Predictions',
        body: [
          'Every tidal power project depends on accurate tide and current predictions. Engineers use the same harmonic methods behind everyday tide tables to estimate how much energy a site can produce each hour, each month, and across the spring-neap cycle.',
          'Output is highest around spring tides and lowest around neap tides, a swing that operators plan for. You can see the same rhythm in the predictions for your own coast on the Find Tides page: compare the ranges near a new or full moon with those near a quarter moon.',
        ],
      },
    ],
    buttons: [
      { label: 'Explore Tidal Conditions', to: '/find-tides' },
      { label: 'Next: Historical Tides', to: '/learn/historical-tides' },
    ],
  },
  {
    slug: 'historical-tides',
    path: '/learn/historical-tides',
    title: 'Historical Tides',
    subtitle: 'How people observed, explained, and learned to predict the tides',
    description:
      'From ancient sailors and Isaac Newton to brass tide-predicting machines and NOAA, trace how people came to understand and predict the tides.',
    keywords: [
      'history of tides',
      'tide prediction',
      'Isaac Newton',
      'Lord Kelvin',
      'tide-predicting machine',
      'tide gauges',
    ],
    sections: [
      {
        title: 'Ancient Observations',
        body: [
          'People living on coasts have watched the tides for as long as they have fished and sailed. Many early cultures noticed that the tides followed the Moon, arriving later each day and growing larger at certain phases.',
          'In the fourth century BC, the Greek explorer Pytheas of Massalia sailed to Britain and is credited with linking the tides to the Moon. Mediterranean sailors knew little of large tides, because their home sea has such small ones, and they could be caught off guard elsewhere. Julius Caesar wrote that during his landing in Britain in 55 BC, a full-moon high tide, together with a storm, wrecked or damaged many of his ships.',
          'Later writers, including the Roman naturalist Pliny the Elder, described how the tides followed the phases of the Moon. In the eighth century the English monk Bede noted that high tide came at different times at different places along the same coast, an early step toward local tide prediction.',
        ],
      },
      {
        title: 'From Galileo to Newton',
        body: [
          "For centuries, scholars disagreed about what caused the tides. Johannes Kepler suggested that the Moon attracted the water, while Galileo Galilei argued that tides came from Earth's combined spinning and orbiting, an idea that turned out to be wrong.",
          "In 1687, Isaac Newton explained the tides in his Principia using his law of universal gravitation. He showed that the tide-raising force comes from the difference in the Moon's and Sun's pull across the Earth, explained why there are two tides a day, and accounted for spring and neap tides.",
          "Newton's equilibrium theory could not predict real tides by itself, because it ignored the shapes and depths of the ocean basins. In the 1770s, Pierre-Simon Laplace developed a dynamic theory that treated the tide as the ocean's response to tidal forces, laying the foundation of modern tidal science.",
        ],
      },
      {
        title: 'Tide Tables and Harmonic Analysis',
        body: [
          'Practical tide tables existed long before the theory was complete. One of the oldest surviving European tide tables, from the 1200s, gives the time of high water at London Bridge. Ports kept local rules of thumb, such as the usual delay between the Moon crossing the sky overhead and high water, known as the establishment of the port, and almanacs printed tide times for sailors.',
          'In the 1860s and 1870s, William Thomson, later Lord Kelvin, and others developed harmonic analysis: breaking the tide into many regular parts, each tied to an astronomical cycle. Once those parts were measured at a port, they could be added together to predict the tide on any future date.',
        ],
      },
      {
        title: 'Tide-Predicting Machines',
        body: [
          'Adding up dozens of waves by hand was slow work, so in 1872 Kelvin designed a mechanical tide-predicting machine. Gears and pulleys represented each tidal constituent, and a wire running over the pulleys added their motions together to trace the tide curve on paper.',
          "In the United States, William Ferrel of the US Coast and Geodetic Survey built a tide-predicting machine that went into service in the 1880s. It was followed by the Survey's Tide Predicting Machine No. 2, nicknamed Old Brass Brains, which combined 37 constituents and produced official US tide predictions from about 1912 until the mid-1960s, when electronic computers took over.",
          'Machines like these were vital in both World Wars, when accurate tide predictions helped plan landings from the sea. Planners for D-Day in June 1944 chose a date and time when the tide would be low but rising, so troops could see beach obstacles and landing craft could float free again.',
        ],
      },
      {
        title: 'Tide Gauges and Long Records',
        body: [
          'Measuring the tide matters as much as predicting it. Early tide gauges were simple marked staffs read by an observer. Later, floats in stilling wells recorded water levels continuously on paper. Today, stations use acoustic, radar, and pressure sensors and send their data out in near real time.',
          'Some records stretch back centuries. The tide gauge at the Presidio in San Francisco began recording in 1854 and is the oldest continuously operating tide gauge in the Western Hemisphere. Amsterdam and Brest, France, have water level records that begin in the early 1700s.',
          "These long records now help scientists measure sea level rise. NOAA's National Water Level Observation Network keeps around 200 long-term stations on US coasts and the Great Lakes, supplying the data behind both tide predictions and sea level trends.",
        ],
      },
      {
        title: 'From Brass to Computers',
        body: [
          'Tide predictions today are produced by computers using the same harmonic principles that Kelvin and Ferrel built into their machines, refined with decades of measurements and global tide models based on satellite data.',
          "The tide table you check before a beach day or a fishing trip rests on more than two thousand years of observation and over three centuries of science. You can see the modern result for any of the site's tide stations, in the US and around the world, on the Find Tides page.",
        ],
      },
    ],
    buttons: [
      { label: 'Explore Modern Tides', to: '/find-tides' },
      { label: 'Next: Tidal Bores', to: '/learn/tidal-bores' },
    ],
  },
  {
    slug: 'tidal-bores',
    path: '/learn/tidal-bores',
    title: 'Tidal Bores',
    subtitle: 'When the incoming tide races upriver as a wave',
    description:
      "What tidal bores are, why they form in only a few rivers, where to see them, from Alaska's Turnagain Arm to China's Qiantang River, and how to stay safe.",
    keywords: [
      'tidal bores',
      'Turnagain Arm',
      'Qiantang River',
      'Severn bore',
      'estuaries',
      'bore surfing',
    ],
    sections: [
      {
        title: 'What Is a Tidal Bore?',
        body: [
          "A tidal bore is a wave, or a series of waves, that travels up a river or narrow bay as the tide begins to rise. Instead of the water creeping up gradually, the front of the incoming tide arrives all at once as a moving step in the water surface, reversing the river's flow as it passes.",
          'Bores range from a gentle ripple a few inches high to a breaking wall of whitewater several feet tall. Behind the front, the water keeps rising quickly, and the current runs strongly upstream for a time.',
          'Because they depend on the tide, bores are predictable. A bore reaches a given spot at roughly the same time after low tide at a nearby station, and bores are usually biggest around spring tides.',
        ],
      },
      {
        title: 'How Bores Form',
        body: [
          'Bores form only where several conditions come together:',
          {
            list: [
              'A large tidal range. Many of the best-known bores occur where the range is about 20 feet (6 meters) or more, though smaller bores can form with less.',
              'A shallow, gently sloping channel, where the incoming tide slows down and its front steepens.',
              'A funnel-shaped estuary or bay that narrows upstream and concentrates the tide.',
              "River flow that is modest compared with the tide, so the rising water can overpower the river's current.",
            ],
          },
          'In shallow water, a tidal wave travels faster where the water is deeper. As the tide pushes up a shallow channel, the deeper water behind the front moves faster than the shallow water at the front and catches up with it. The front steepens until it becomes a distinct step: the bore. A small step forms a train of smooth, rolling waves, called an undular bore. A large one breaks into a churning wall of foam.',
          'Because these conditions are uncommon, bores occur on a limited number of rivers and estuaries worldwide, and human changes such as dredging, dams, and causeways have weakened or erased some of them.',
        ],
      },
      {
        title: 'Bores in North America',
        body: [
          'North America has several well-known bores, all in places with very large tides:',
          {
            list: [
              'Turnagain Arm, Alaska: the very large tides of Cook Inlet produce one of the best-known bores in the United States. It is most impressive around spring tides, can reach several feet high, and moves up the arm at roughly 10 to 15 miles per hour. People watch from pullouts along the Seward Highway, and experienced surfers and paddlers ride it.',
              "Petitcodiac River, New Brunswick: Moncton's bore shrank for decades after a causeway was built across the river in 1968, but it grew again after the causeway gates were opened in 2010, and surfers have since ridden it for miles.",
              'Shubenacadie River, Nova Scotia: a Bay of Fundy bore where rafting trips ride the rapids created by the incoming tide.',
            ],
          },
          'Knik Arm, the other branch at the head of Cook Inlet, has a bore as well, though Turnagain Arm is easier to watch from the road.',
        ],
      },
      {
        title: 'Famous Bores Around the World',
        body: [
          'Some bores are famous enough to draw crowds of spectators, surfers, and photographers:',
          {
            list: [
              "Qiantang River, China: often called the world's largest bore, it can reach several meters high and draws large crowds, especially around the Mid-Autumn Festival. It has swept spectators off riverbanks and seawalls.",
              'Severn River, England: a bore that surfers ride for long distances, generally largest on the big spring tides near the spring and autumn equinoxes.',
              'The Amazon region, Brazil: the pororoca, which can travel far inland and attracts surfers from around the world.',
              'Seine River, France: its bore, the mascaret, was once famous and dangerous, but dredging and river works in the 20th century largely eliminated it.',
              'Garonne and Dordogne Rivers, France: bores still run here and are popular with surfers.',
            ],
          },
          'Bores go by many local names, including mascaret in French, pororoca in Brazil, and eagre in parts of England.',
        ],
      },
      {
        title: 'Timing and Watching a Bore',
        body: [
          'To see a bore at its best, plan around spring tides, near the new and full moons, when the range is largest. Local visitor centers, park services, and enthusiasts often publish expected bore times for viewing spots, usually based on the predicted low tide at a nearby station plus a local time offset.',
          {
            steps: [
              'Check the predicted low tide times for a station near the river mouth or arm on the Find Tides page.',
              'Look up the local offset for your viewing spot; the bore reaches places farther upstream later.',
              'Arrive early. Timing can vary with wind, river flow, and the size of the tide.',
              'Watch from a safe, raised spot well above the water line.',
            ],
          },
          'Bore timing rules are estimates built on astronomical predictions, so treat them as a guide rather than a schedule.',
        ],
      },
      {
        title: 'Bore Safety',
        body: [
          'A bore is exciting to watch, but the water that comes with it is powerful and fast.',
          {
            list: [
              'Stay off the mudflats in places like Turnagain Arm. The silt can act like quicksand and trap a person, and the rising tide and bore arrive fast.',
              'Keep well back from riverbanks and seawalls, since bores can spill over banks and knock people down.',
              'Bore surfing and paddling are for experienced people with local guidance and proper gear. The water is often cold, muddy, and full of debris.',
              'Expect strong currents behind the bore and rapidly rising water for some time after it passes.',
            ],
          },
          'Follow posted warnings and the advice of local authorities, and remember that bore times are estimates, not guarantees.',
        ],
      },
    ],
    buttons: [
      { label: 'Find Bore Timing', to: '/find-tides' },
      { label: 'Back to Learning Hub', to: '/learn' },
    ],
  },
];

/** The /learn hub's own text (its guide cards come from `learnGuides`). */
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
