import { CONTACT_EMAIL as CONTACT } from './navigation';
import type { LegalPage } from './types';

/** The three plain legal pages: /privacy, /terms and /cookies. */
export const legalPages: LegalPage[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What this tide website stores about you, why, and how to have your account deleted. No ads, no tracking, no analytics.',
    updated: '2026-11-23',
    sections: [
      {
        title: 'The Short Version',
        body: [
          'You can read every article and look up tides without an account, and we do not track you while you do. We keep personal information only if you create an account, and then only what the account needs to work and to keep it safe, including the IP address and browser of each signed-in session. We do not sell your information or share it with advertisers, and we show no advertising and use no analytics.',
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
            ],
          },
          "Session records let the service keep you signed in, end your sessions when you sign out, and notice a stolen session token. Accounts are handled by our backend's authentication service, which works the way Supabase Auth does.",
        ],
      },
      {
        title: 'How Long We Keep It',
        body: [
          {
            list: [
              'Your account, with its email address, display name, password hash and sign-in times: until you ask us to delete it.',
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
        title: 'Tide Searches',
        body: [
          "When you search for a location, the text you type is sent to our backend to find matching tide stations. When you look up tides, the station's id and the date you chose are sent to get that day's predictions. If you are signed in, your browser also sends your session token with these requests, as it does with every request to the backend.",
          'Our backend keeps no log of these requests. It caches tide predictions it receives from NOAA so that it does not have to ask for the same station and date twice; that cache holds tide predictions, not personal data.',
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
          'If you choose the light or dark theme, that choice is saved there too. Choosing the system theme saves nothing and removes any earlier choice. Our Cookie Policy lists exactly what is stored and how to remove it.',
        ],
      },
      {
        title: 'Deleting Your Account',
        body: [
          `To have your account and the information it holds deleted, email ${CONTACT} from the address you signed up with. You can also write to that address with any question about your information.`,
        ],
      },
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    description:
      'The terms for using this tide website: predictions are for information only, not navigation, and the service is provided as is.',
    updated: '2026-11-23',
    sections: [
      {
        title: 'Using This Site',
        body: [
          'This website provides tide predictions, moon phases and educational articles about tides for the coasts of the United States. You are welcome to use it for personal planning and learning. Please do not use it in ways that disrupt the service for others, such as sending automated requests in bulk.',
        ],
      },
      {
        title: 'Predictions Are Not for Navigation',
        body: [
          "Our tide predictions are astronomical estimates, taken from NOAA or computed from NOAA's published harmonic constants. They do not account for weather: wind, air pressure, storm surge, waves and river flow can all make the actual water level and timing differ from the prediction, sometimes by a great deal.",
          'Do not use this site for navigation or for any decision where an error could put people or property at risk. The official source for US tide predictions is NOAA (tidesandcurrents.noaa.gov). Always check official forecasts and local conditions before going on or near the water.',
        ],
      },
      {
        title: 'Your Account',
        body: [
          `Accounts are optional. If you create one, give a valid email address, keep your password to yourself, and sign out on shared devices. You can ask us to delete your account at any time by emailing ${CONTACT}.`,
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
