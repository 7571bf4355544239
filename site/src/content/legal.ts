import { CONTACT_EMAIL as CONTACT } from './navigation';
import type { LegalPage } from './types';

/**
 * What each table the migrations create holds about a person, as the privacy page says it: a
 * sentence that appears, word for word, on /privacy. A page test fails when a migration creates a
 * table this list does not name, so a new kind of data cannot be kept without the page saying so.
 */
export const TABLE_PRIVACY: Readonly<Record<string, string>> = {
  'public.saved_stations':
    'The tide and current stations you save, with the label you give each one and their order in your list.',
  'public.fishing_sessions':
    'Your fishing log: for each session, its station, when it started and ended, your notes and your catches (species, count, length, weight, and whether each was released or kept), and the conditions read for it when it was saved: the tide stage, the water level and the time since the last high or low, the moon’s phase and illumination, and sunrise and sunset.',
  'public.tide_stations':
    'The tide stations, with their positions and the harmonic constants their predictions are made from.',
  'public.current_stations':
    'The tidal-current stations, with their positions, flood and ebb directions, and the harmonic constants or offsets their predictions are made from.',
  'public.water_level_gauges':
    'The water-level gauges without a tide worth predicting, which the tide database lists but we do not offer as tide stations.',
  'public.places':
    'The gazetteer of US towns, ZIP codes and shores that location search resolves a place name with.',
  'public.noaa_prediction_cache':
    'The tide predictions NOAA has sent us, by station and date, so that the same day is not asked for twice.',
  'public.search_nicknames':
    'The short names location search reads as the places they stand for (NYC, OBX, state codes).',
  'public.search_landmarks':
    'The surf breaks, beaches and bays location search finds by their positions, with where each position comes from.',
};

/** The tables that hold nothing about anyone: public reference data. */
const REFERENCE_TABLES = [
  'public.tide_stations',
  'public.current_stations',
  'public.water_level_gauges',
  'public.places',
  'public.noaa_prediction_cache',
  'public.search_nicknames',
  'public.search_landmarks',
];

/** The three plain legal pages: /privacy, /terms and /cookies. */
export const legalPages: LegalPage[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What this tide website stores about you and why, what "Near me" sends, and how to export or delete it all. No ads, no tracking, no analytics.',
    updated: '2026-11-25',
    sections: [
      {
        title: 'The Short Version',
        body: [
          'You can read every article, look up tides and find the stations near you without an account, and we do not track you while you do. We keep personal information only if you create an account: what the account needs to work and to keep it safe (including the IP address and browser of each signed-in session), and what you choose to keep in it (saved stations and your fishing log). You can download all of it, or delete it all, from My Tides at any time. We do not sell your information or share it with advertisers, and we show no advertising and use no analytics.',
        ],
      },
      {
        title: 'If You Create an Account',
        body: [
          'An account stores:',
          {
            list: [
              'Your email address, which you use to sign in and to which we send the message that verifies your account.',
              'The display name you choose at sign-up.',
              'The units and clock you choose for tides (feet or metres, 12- or 24-hour), if you choose them while signed in.',
              'Your password, kept only as a one-way hash. It is never stored in plain text, and we cannot see or recover it.',
              'When the account was created and when you last signed in.',
              'A record of each signed-in session: when it started and was last refreshed, and the IP address and user agent (the name and version of your browser and operating system, as your browser sends them) of the request that started it or, later, last refreshed it.',
              'The refresh tokens that keep each session going, kept only as one-way hashes. A new one replaces the old at every refresh; the replaced ones stay with the session so that a stolen copy used later can be recognized and the session ended.',
              TABLE_PRIVACY['public.saved_stations']!,
              TABLE_PRIVACY['public.fishing_sessions']!,
            ],
          },
          "Session records let the service keep you signed in, end your sessions when you sign out, and notice a stolen session token. Accounts are handled by our backend's authentication service, which works the way Supabase Auth does. Your saved stations and fishing log can be read and changed by you alone.",
        ],
      },
      {
        title: 'How Long We Keep It',
        body: [
          {
            list: [
              'Your account, with its email address, display name, password hash and sign-in times: until you delete it.',
              'Your saved stations and fishing sessions: until you remove them, or delete your account.',
              'A session record, with its IP address and user agent, and its refresh tokens: until the session ends. Signing out ends all of your sessions, on every device, and deletes their records; deleting your account deletes them too. A session you never sign out of is kept, with the address and user agent of its latest refresh, until then.',
              'The access token your browser sends with each request expires an hour after it was issued, and your browser swaps it for a new one while you stay signed in.',
            ],
          },
        ],
      },
      {
        title: 'Rate Limiting',
        body: [
          "To slow down password guessing and mass sign-ups, the backend counts sign-up, sign-in, session-refresh and email-verification attempts by IP address, and sign-up and sign-in attempts by email address (as a one-way hash). Too many attempts in five minutes are refused for a while. These counts are kept only in the server's memory, never in the database, and each attempt is forgotten five minutes after it was made, or sooner if the server restarts.",
        ],
      },
      {
        title: 'Tide Searches and Near Me',
        body: [
          "When you search for a location, the text you type is sent to our backend to find matching tide stations. When you look up tides, the station's id and the dates you chose are sent to get their predictions. If you are signed in, your browser also sends your session token with these requests, as it does with every request to the backend.",
          'When you press "Find stations near me", your browser first asks whether to share your position. If you allow it, your exact position (latitude and longitude) is sent to our backend, which finds the nearest tide stations and answers with them. The position is used for that one lookup and is not kept.',
          'Our backend keeps no log of these requests.',
        ],
      },
      {
        title: 'Data That Is Not About You',
        body: [
          'The backend also holds public reference data, which no visitor adds to and which holds nothing about anyone:',
          { list: REFERENCE_TABLES.map((table) => TABLE_PRIVACY[table]!) },
        ],
      },
      {
        title: 'On Hosted Supabase',
        body: [
          "Where this site runs on a hosted Supabase project rather than on our own backend, Supabase's Auth service keeps similar records: sessions with the IP address and user agent, sign-in times, and an audit log of sign-ins and sign-outs. Supabase's platform also keeps logs of requests, which include IP addresses, for a period set by the project's plan. Supabase's own privacy policy covers what it keeps.",
        ],
      },
      {
        title: 'What Stays in Your Browser',
        body: [
          "When you sign in, your session is saved in your browser's local storage so that you stay signed in between visits: an access token, a refresh token, when the access token expires, and your user record as the backend returns it (your account id, email address, display name, and when the account was created and last signed in to). Signing out removes it.",
          'If you choose the light or dark theme, that choice is saved there too. Choosing the system theme saves nothing and removes any earlier choice.',
          'If you choose the units heights are shown in (feet or metres) or a 12- or 24-hour clock, that choice is saved there too, and, when you are signed in, on your account as well, so that it follows you to another device. Our Cookie Policy lists exactly what is stored and how to remove it.',
        ],
      },
      {
        title: 'Exporting and Deleting Your Data',
        body: [
          'On My Tides, under "Your account", Export my data (JSON) downloads your account (its id, email address, display name, and when it was created and last signed in), your saved stations and your fishing log. It leaves out the session records (IP addresses and user agents) and the refresh-token hashes: they belong to your sessions, which end, and are deleted, when you sign out.',
          'Delete my account removes, at once and for good, your account, every saved station, every fishing session, and every session record and refresh token. Nothing of yours is left behind.',
          `You can also write to ${CONTACT} with any question about your information, or to have it deleted for you.`,
        ],
      },
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The terms for using this tide website: predictions are for information only, not navigation, and the service is provided as is.',
    updated: '2026-11-25',
    sections: [
      {
        title: 'Using This Site',
        body: [
          'This website provides tide predictions, moon phases and educational articles about tides, for tide stations around the world: in the United States and its territories, and on the coasts of other countries. You are welcome to use it for personal planning and learning. Please do not use it in ways that disrupt the service for others, such as sending automated requests in bulk.',
        ],
      },
      {
        title: 'Predictions Are Not for Navigation',
        body: [
          "Our tide predictions are astronomical estimates, taken from NOAA or computed from each station's published harmonic constants: NOAA's for its stations, TICON-4's (from the GESLA-4 sea-level records) and Kartverket's for others. Heights are measured from each station's own datum, which its page names: Mean Lower Low Water for US stations, the national chart datum elsewhere. They do not account for weather: wind, air pressure, storm surge, waves and river flow can all make the actual water level and timing differ from the prediction, sometimes by a great deal.",
          "Do not use this site for navigation or for any decision where an error could put people or property at risk. The official source for US tide predictions is NOAA (tidesandcurrents.noaa.gov); elsewhere it is the country's national hydrographic office or tide agency, which each station page names (the UK Hydrographic Office, the Canadian Hydrographic Service, Kartverket, …). Always check official forecasts and local conditions before going on or near the water.",
        ],
      },
      {
        title: 'Your Account',
        body: [
          `Accounts are optional. If you create one, give a valid email address, keep your password to yourself, and sign out on shared devices. You can export or delete your account and everything in it at any time from My Tides, or ask us to by emailing ${CONTACT}.`,
        ],
      },
      {
        title: 'Provided As Is',
        body: [
          'The service is provided as is and as available, without warranties of any kind. We do not promise that it will be accurate, complete, uninterrupted or error-free, and to the extent the law allows, we are not liable for any loss or damage arising from your use of it.',
        ],
      },
      {
        title: 'Changes and Contact',
        body: [
          `We may update these terms; the date at the top shows when they last changed. Questions are welcome at ${CONTACT}.`,
        ],
      },
    ],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description:
      'This site sets no advertising or tracking cookies and uses no analytics. It keeps your sign-in, theme and units in local storage.',
    updated: '2026-11-23',
    sections: [
      {
        title: 'No Tracking',
        body: [
          "This site sets no advertising or tracking cookies and uses no analytics or third-party trackers. What it does need to remember, it keeps in your browser's local storage, which stays on your device and is not sent with every request the way cookies are.",
        ],
      },
      {
        title: 'What We Store in Your Browser',
        body: [
          {
            list: [
              "sb-<project-ref>-auth-token: your sign-in session (an access token, a refresh token, their expiry and your user record: account id, email address, display name and sign-in times), saved only when you sign in. The middle part of the name is the backend project's reference; on the local development backend the key is sb-127-auth-token.",
              'tides-theme: light or dark, saved only when you choose one of them. Choosing the system theme removes it.',
              'tides-units: feet or metres (or by station) and a 12- or 24-hour clock, saved only when you choose something other than by station and 12-hour. Signed in, the same choice is kept with your account so your other devices use it too.',
            ],
          },
          'All are strictly functional. The session entry keeps you signed in, and the theme and units entries remember how you like the site to look.',
        ],
      },
      {
        title: 'Removing Stored Data',
        body: [
          "Signing out removes your session from the browser. You can remove every entry at any time by clearing this site's data in your browser's settings; you will then be signed out and the theme and units will return to their defaults.",
          `Questions about this policy are welcome at ${CONTACT}.`,
        ],
      },
    ],
  },
];
