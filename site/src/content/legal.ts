import type { LegalPage } from './types';

/** The contact address used on the legal pages (a placeholder domain). */
const CONTACT = 'contact@tides.example';

/** The three plain legal pages: /privacy, /terms and /cookies. */
export const legalPages: LegalPage[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What this tide website stores about you, why, and how to have your account deleted. No ads, no tracking, no analytics.',
    updated: '2026-11-22',
    sections: [
      {
        title: 'The Short Version',
        body: [
          'You can read every article and look up tides without an account, and we do not track you while you do. We collect personal information only if you create an account, and then only what the account needs to work. We do not sell your information or share it with advertisers, and we show no advertising and use no analytics.',
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
              'Your password, kept only as a one-way hash. It is never stored in plain text, and we cannot see or recover it.',
              'Sign-in session records, which let the service keep you signed in and end your session when you sign out.',
            ],
          },
          "Accounts are handled by our backend's authentication service, which runs on Supabase.",
        ],
      },
      {
        title: 'Tide Searches',
        body: [
          "When you search for a location, the text you type is sent to our backend to find matching tide stations. When you look up tides, the station's id and the date you chose are sent to get that day's predictions. If you are signed in, your browser also sends your session token with these requests, as it does with every request to the backend.",
          'Our backend caches tide predictions it receives from NOAA so that it does not have to ask for the same station and date twice. That cache holds tide predictions, not personal data.',
        ],
      },
      {
        title: 'What Stays in Your Browser',
        body: [
          "When you sign in, your session (an access token and a refresh token) is saved in your browser's local storage so that you stay signed in between visits. Your light, dark or system theme choice is saved there too. Our Cookie Policy lists exactly what is stored and how to remove it.",
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
    updated: '2026-11-22',
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
      'This site sets no advertising or tracking cookies and uses no analytics. It keeps your sign-in and theme in local storage.',
    updated: '2026-11-22',
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
              "sb-<project-ref>-auth-token: your sign-in session (an access token and a refresh token), saved only when you sign in. The middle part of the name is the backend project's reference; on the local development backend the key is sb-127-auth-token.",
              'tides-theme: your choice of light, dark or system theme.',
            ],
          },
          'Both are strictly functional. The session entry keeps you signed in, and the theme entry remembers how you like the site to look.',
        ],
      },
      {
        title: 'Removing Stored Data',
        body: [
          "Signing out removes your session from the browser. You can remove both entries at any time by clearing this site's data in your browser's settings; you will then be signed out and the theme will return to its default.",
          `Questions about this policy are welcome at ${CONTACT}.`,
        ],
      },
    ],
  },
];
