import type { CardArticle, Section } from './types';

/**
 * The five /tide-resources pages. The original product's resource claims (station counts,
 * accuracy, uptime, archive length) are re-worded here to describe what this site actually does.
 */
export const resourcePages: CardArticle[] = [
  {
    slug: 'tide-tables',
    path: '/tide-resources/tide-tables',
    title: 'Comprehensive Tide Tables',
    icon: 'table',
    description:
      'Daily high and low tides for thousands of tide stations, in the US and worldwide, from NOAA and national agencies’ harmonic constants, for yesterday, today or any day ahead.',
    sections: [
      {
        title: 'Station Coverage',
        body: [
          "Our tide tables cover the coasts of the United States (the Atlantic and Gulf coasts, the Pacific coast, Alaska, Hawaii and the US territories) and, beyond them, tide stations around the world. Search for a town, beach, harbor or bay, pick a date, and you get that day's high and low tides with their times and heights.",
          "Behind the search sits the open Neaps tide database: NOAA's stations in the US and its territories, and, elsewhere, gauges whose constants come from TICON-4 (computed from the GESLA-4 sea-level records) and from Norway's Kartverket. We check every station's name, position, time zone and country before we use it, and we leave out the gauges that have no tide worth predicting (the Great Lakes, the Baltic, river gauges above a dam): each still has a page saying what it is, and its state's page lists it in a group of its own. Beside the tide stations, the site has NOAA's 2,561 tidal current stations, each with a page giving the day's slack water and the strength and direction of the flood and ebb, computed from NOAA's own constants and offsets.",
          "Stations come in two kinds. Reference stations have their own set of harmonic constants, measured from a long water-level record. Subordinate stations are predicted from a nearby reference station by applying NOAA's published time and height offsets, the same way NOAA produces its own tables for those places.",
        ],
      },
      {
        title: 'Accuracy',
        body: [
          "Tide predictions are astronomical: they describe how the water rises and falls in response to the moon and sun, with each station's local response captured in its harmonic constants. For NOAA stations, when NOAA's CO-OPS prediction service is reachable and agrees with our own computation, we show its official predictions; otherwise we compute the predictions ourselves from the same NOAA constants. Against NOAA's published 2025–2027 tables for the reference stations we test (1,585 highs and lows), 99.7% of our times match to the minute, none is more than a minute off, and heights agree to NOAA's own rounding; other stations and years are computed the same way but not checked against a table. Stations outside the US are computed from their own constants the same way; their official tables are their national agency's, which each station page names.",
          'Predictions for subordinate stations are less exact, because fixed offsets can only approximate how the tide behaves at a second location. Times there can differ from what you observe by a quarter of an hour or more, especially in rivers, marshes and inlets.',
          {
            list: [
              'Wind blowing onshore or offshore can raise or lower the water by tens of centimeters, and storms can push it up by a meter or more.',
              'Low air pressure raises the sea surface by roughly one centimeter for every millibar of drop.',
              'River flow, ice and heavy rain change water levels in estuaries and tidal rivers.',
            ],
          },
          'None of these weather effects is in a tide prediction. Treat the times and heights as the expected tide, not a guarantee of the water you will find.',
        ],
      },
      {
        title: 'Extended Forecasts',
        body: [
          'Because the forces behind the tide follow the well-known motions of the moon and sun, predictions can be computed for any date: next week, next season or next year. The search lets you pick any day from yesterday onward, and a prediction for a date months away is as sound astronomically as one for tomorrow.',
          "What cannot be forecast that far ahead is the weather. For anything close to the water's edge, check the prediction again a day or two before you go, together with the marine forecast.",
          "Heights are measured from each station's chart datum, which its page names in words: Mean Lower Low Water (MLLW), the datum NOAA uses for US waters, so a negative height means the water is expected to fall below that average low; elsewhere the national chart datum, such as Lowest Astronomical Tide (LAT) or Canada's Lower Low Water, Large Tide. For US stations, predictions are relative to tidal datums averaged over the 1983–2001 National Tidal Datum Epoch, NOAA's current 19-year reference period (a few stations where the land is sinking or rising fast use a shorter, more recent period), not to the sea level of today. Sea level has risen since then, so at many stations the water already runs a few inches above predicted heights, and the gap grows as sea level keeps rising.",
        ],
      },
    ],
  },
  {
    slug: 'moon-phase-calendar',
    path: '/tide-resources/moon-phase-calendar',
    title: 'Moon Phase Calendar',
    icon: 'moon',
    description:
      'Moon phase and illumination with every tide lookup, and how the lunar cycle shapes the rhythm of spring and neap tides.',
    sections: [
      {
        title: 'Phases and Illumination',
        body: [
          "Every tide lookup on this site includes the moon's phase and the share of its disk that is lit for the date you chose: yesterday, today or any day ahead, as far ahead as you like. Both are computed from the positions of the sun and moon, so a date years away is as easy to look up as tomorrow.",
          'The moon takes about 29.5 days to run through its phases, from new moon through first quarter, full moon and last quarter back to new. Our monthly full-moon pages describe each of the twelve traditional full-moon names, from the Wolf Moon in January to the Cold Moon in December.',
        ],
      },
      {
        title: 'Phases and the Tides',
        body: [
          "The phase tells you where the sun and moon sit relative to Earth, and that alignment sets the size of the tides. Around new and full moon, the sun's pull lines up with the moon's and tidal ranges grow: these are spring tides. Around the first and last quarters, the two pulls work at right angles and ranges shrink: these are neap tides.",
          'At many places the largest tides arrive a day or two after the new or full moon rather than on the day itself, because the ocean takes time to respond. Tides are also larger when the moon is near perigee, its closest point to Earth, and the biggest tides of the year usually come when perigee falls close to a new or full moon.',
        ],
      },
      {
        title: 'Planning Ahead',
        body: [
          'A moon calendar is a quick way to see which weeks will bring big tidal ranges and which will be quiet. Use it to shortlist dates, then look up the actual tide times for your location.',
          {
            list: [
              'Tidepooling and clamming are best on the very low tides that come with spring tides.',
              'Boaters in shallow harbors may prefer neap periods, when low water is not as low.',
              'Coastal flooding at high tide is most likely when spring tides coincide with onshore winds or storms.',
              'Night photographers can pair a full moon with a high or low tide at the time they plan to shoot.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'coastal-weather',
    path: '/tide-resources/coastal-weather',
    title: 'Coastal Weather Conditions',
    icon: 'cloud',
    description:
      'Our predictions do not include weather. Learn how wind, pressure and storms change water levels, and where to find official forecasts.',
    sections: [
      {
        title: 'What Tide Predictions Leave Out',
        body: [
          'The tide times and heights on this site are astronomical predictions. They do not include the weather, and we do not provide weather forecasts. On a calm day with steady pressure the water usually follows the prediction closely; on a stormy day it may not.',
          'If you are planning anything where a few tens of centimeters or half an hour matters, such as launching a boat over a shallow bar or walking around a headland, look at the marine forecast as well as the tide.',
        ],
      },
      {
        title: 'Wind, Pressure and Storm Surge',
        body: [
          {
            list: [
              'Wind: a strong onshore wind piles water against the coast and raises the level; an offshore wind can leave low tides lower than predicted. The effect is larger in shallow bays and sounds.',
              'Air pressure: the sea surface rises by roughly one centimeter for each millibar that pressure falls, so a deep low can add a foot or more on its own.',
              "Storm surge: hurricanes and strong nor'easters can raise water levels by meters. A surge that arrives near high tide, especially a spring tide, causes the worst flooding.",
              'Waves and swell: big surf runs farther up the beach than the still-water level suggests, and sneaker waves can reach people well above the waterline.',
              'Rivers: heavy rain and snowmelt raise water levels in estuaries and can delay the turn of the tide.',
            ],
          },
        ],
      },
      {
        title: 'Where to Check Conditions',
        body: [
          'For current conditions and forecasts, use the official sources:',
          {
            list: [
              'National Weather Service marine forecasts for coastal waters, including small craft advisories and gale warnings.',
              "National Weather Service surf zone forecasts, which include the day's rip current risk for many beaches.",
              'Coastal flood watches, warnings and advisories from your local National Weather Service office.',
              'NOAA Tides and Currents, which shows observed water levels next to the predictions at NOAA stations, so you can see how far the water is running above or below the forecast right now.',
              'NOAA Weather Radio and VHF weather channels when you are on the water.',
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'tidal-predictions-api',
    path: '/tide-resources/tidal-predictions-api',
    title: 'Tidal Predictions API',
    icon: 'code',
    description:
      "How this site looks up locations and tide predictions through its Supabase backend, and where to find NOAA's official data API.",
    sections: [
      {
        title: 'Location Search',
        body: [
          "This site runs on a Supabase backend, and the same two calls the site makes are the whole of its API. Both return JSON only, and both need the project's public anonymous key, the same key the site itself uses.",
          'Location search is a database function called as a remote procedure: search_tide_locations, with one argument, search_term. It returns a list of matching stations, each with an id, name, state, latitude and longitude. The site calls it once you have typed at least three characters.',
        ],
      },
      {
        title: 'Tide Lookup',
        body: [
          'Tide predictions come from an edge function named get-tide-data. Send it a JSON body with the station id from the search and the date you want:',
          {
            list: [
              'locationId: the id returned by search_tide_locations.',
              'date: the day in YYYY-MM-DD form, for example 2026-07-04.',
            ],
          },
          "The answer lists the day's high tides and low tides. Each entry carries a display time and height ready to show, along with the time in ISO 8601 form and the height in meters above the station's datum (Mean Lower Low Water for US stations), which the answer names. It also includes the moon's phase and illumination for that date. If something goes wrong, the answer carries an error message and, where available, details.",
          "For NOAA stations, predictions come from NOAA CO-OPS when its service is reachable and agrees with our own, and NOAA's answers are cached on the backend; otherwise, and for every other station, they are computed from the station's harmonic constants. This is a small site, not a commercial data service: it makes no promises about uptime or request limits, and it offers no format other than JSON.",
        ],
      },
      {
        title: 'Official NOAA Data',
        body: [
          "If you are building something that depends on tide data, go to the source. NOAA's Center for Operational Oceanographic Products and Services (CO-OPS) offers a free public data API at api.tidesandcurrents.noaa.gov.",
          {
            list: [
              'Predictions, including high and low tides or regular intervals, for NOAA stations.',
              'Observed water levels, both preliminary and verified, plus meteorological data at many stations.',
              'Datums, harmonic constants and station metadata.',
              'Responses in JSON, XML or CSV.',
            ],
          },
          "NOAA's published predictions are the official US tide predictions, and its documentation describes the parameters for stations, dates, datums, units and time zones.",
        ],
      },
    ],
  },
  {
    slug: 'historical-data',
    path: '/tide-resources/historical-data',
    title: 'Historical Tidal Data',
    icon: 'archive',
    description:
      'Where to find observed tide records, including NOAA water-level records that go back more than 170 years at San Francisco.',
    sections: [
      {
        title: 'Predictions Versus Observations',
        body: [
          'This site shows predictions: what the astronomical tide is expected to do on a given day. It does not store or display measured water levels. For what the water actually did on a past date, you need observations from a tide gauge.',
          'The difference matters. Observed records include every storm surge, wind event and seasonal shift that predictions leave out, which is exactly what makes them valuable for studying floods, sea-level rise and coastal change.',
        ],
      },
      {
        title: "NOAA's Long Records",
        body: [
          "NOAA's National Water Level Observation Network runs tide gauges along every US coast and in the Great Lakes. Some of its records are remarkably long. The San Francisco gauge has operated since 1854, more than 170 years, making it the longest continuously operating tide gauge in the Western Hemisphere.",
          'Observed data for NOAA stations, preliminary and verified, is available through NOAA Tides and Currents, along with monthly means, annual extremes and the long-term sea-level trend computed at each station with a long enough record.',
        ],
      },
      {
        title: 'Using Historical Records',
        body: [
          {
            list: [
              'Sea-level trends: NOAA publishes the rate of relative sea-level change at long-running stations, in millimeters per year.',
              'High tide flooding: counts of days when water reached local flood thresholds show how nuisance flooding has become more frequent.',
              'Tidal datums: Mean Lower Low Water and the other datums are averages over the National Tidal Datum Epoch, a 19-year period of observations.',
              'Storm history: the peak water levels of past storms are part of the observed record.',
            ],
          },
          'When you use historical data, note whether it is verified or preliminary, which datum the heights refer to, and whether times are in local or UTC time.',
        ],
      },
    ],
  },
];

/** The /tide-resources hub: heading, meta description, intro and the 'Professional Tidal Resources' card. */
export const resourcesHub: {
  title: string;
  description: string;
  intro: string;
  professional: Section;
} = {
  title: 'Tide Resources',
  description:
    'Tide tables, moon phases, coastal weather, our API and historical data: what this site provides and where to find the official sources, NOAA and national agencies.',
  intro:
    'Guides to the tools behind our tide predictions and to the official sources that go further. Each page explains what this site provides, what it does not, and where to look next.',
  professional: {
    title: 'Professional Tidal Resources',
    body: [
      "This site is an information service for planning a day at the coast. Its predictions are not for navigation. Mariners, engineers, surveyors and researchers should work from the official products: NOAA's in US waters, and elsewhere those of the national hydrographic office or tide agency, which each station page names (the UK Hydrographic Office, the Canadian Hydrographic Service, SHOM, Kartverket, …).",
      {
        list: [
          'NOAA Tides and Currents for official tide and tidal current predictions, observed water levels, datums and station data.',
          'NOAA nautical charts and the US Coast Pilot for navigation.',
          'National Weather Service marine forecasts and warnings.',
          "The US Coast Guard's Local Notice to Mariners for changes to aids to navigation and waterways.",
        ],
      },
    ],
  },
};
