import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { BOSTON_MINUS_TIDES, DECEPTION_PASS_SLACK } from '../../test/tide-windows.ts';
import type { TideWindowsAnswer, TideWindowsClient, TideWindowsRequest } from '../client.ts';
import { createSupabaseWindowsClient } from '../supabase/windows-client.ts';
import { TideWindows } from './TideWindows.tsx';
import type { WindowsSearchResult } from './window-query.ts';

/** Intl may separate "2:47" and "PM" with a narrow no-break space; compare words only. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A client that answers each search with `answer` and remembers what it was asked. */
function answering(answer: TideWindowsAnswer | Promise<TideWindowsAnswer>) {
  const requests: TideWindowsRequest[] = [];
  const client: TideWindowsClient = {
    findWindows: async (request) => {
      requests.push(request);
      return answer;
    },
  };
  return { client, requests };
}

const found = (result: WindowsSearchResult): TideWindowsAnswer => ({
  kind: 'result',
  result,
  calendarUrl:
    'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0',
  downloadUrl:
    'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&download=1',
});

function windowsList() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => words(item.textContent));
}

describe('TideWindows', () => {
  describe('before anything is asked', () => {
    it('shows the form, asks nothing and offers no feed', async () => {
      const { client, requests } = answering(found(BOSTON_MINUS_TIDES));
      const { container } = render(<TideWindows client={client} locationId="noaa/8443970" />);
      expect(screen.getByRole('region', { name: 'Find times when…' })).toHaveAttribute(
        'data-state',
        'idle',
      );
      expect(screen.getByRole('button', { name: 'Find times' })).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
      expect(requests).toEqual([]);
      await expectNoAxeViolations(container);
    });
  });

  describe('when "Find times" is pressed with nothing chosen', () => {
    it('says every time matches and what to choose, asks nothing, and forgets it once a field changes', async () => {
      const user = userEvent.setup();
      const { client, requests } = answering(found(BOSTON_MINUS_TIDES));
      render(<TideWindows client={client} locationId="noaa/8443970" />);
      await user.click(screen.getByRole('button', { name: 'Find times' }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Every time matches as it stands: choose a height, a tide, a time near high or low, daylight or a day first.',
      );
      expect(requests).toEqual([]);
      await user.selectOptions(screen.getByRole('combobox', { name: 'The tide is' }), 'rising');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Choose what you need, then find the times in the next 60 days.',
      );
    });
  });

  describe('when the search finds times', () => {
    it('lists each on the station’s clock, with its lowest water, sun and marks', async () => {
      const { client } = answering(found(BOSTON_MINUS_TIDES));
      const { container } = render(
        <TideWindows
          client={client}
          locationId="noaa/8443970"
          defaultRule={{ below: 0, light: 'day' }}
        />,
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        /Below 0 ft, in daylight: \d+ times? in the next 60 days/,
      );
      const [first] = windowsList();
      expect(first).toContain('Thu, Dec 24');
      expect(first).toContain('2:02 PM–3:31 PM');
      expect(first).toContain('lowest -0.5 ft at 2:47 PM');
      expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
        'href',
        'webcal://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0',
      );
      expect(screen.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('download');
      await expectNoAxeViolations(container);
    });

    it('writes heights in metres and times on a 24-hour clock when asked', async () => {
      const { client, requests } = answering(found({ ...BOSTON_MINUS_TIDES, units: 'm' }));
      render(
        <TideWindows
          client={client}
          locationId="noaa/8443970"
          units="m"
          hourCycle="h23"
          defaultRule={{ below: 0 }}
        />,
      );
      expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
      expect(windowsList()[0]).toContain('lowest -0.15 m at 14:47');
      expect(requests).toEqual([{ locationId: 'noaa/8443970', rule: { below: 0 }, units: 'm' }]);
    });

    it('writes the day and the weekdays through the formatters it is given', async () => {
      const { client } = answering(found(BOSTON_MINUS_TIDES));
      render(
        <TideWindows
          client={client}
          locationId="noaa/8443970"
          defaultRule={{ below: 0 }}
          formatters={{
            formatShortDate: (date) => `day ${date}`,
            formatWeekday: (weekday) => `wd${weekday}`,
          }}
        />,
      );
      expect(await screen.findByText('day 2026-12-24')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'wd6' })).toBeInTheDocument();
    });
  });

  describe('at a current station (speed units)', () => {
    it('offers the speeds to search under, in its units, and the daylight and weekdays, not heights', async () => {
      const { client, requests } = answering(found(DECEPTION_PASS_SLACK));
      const { container } = render(
        <TideWindows client={client} locationId="noaa/PUG1701" units="kn" />,
      );
      const speed = screen.getByRole('combobox', { name: 'The current runs under' });
      expect(speed).toHaveValue('0.5');
      expect(
        within(speed)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['0.2 kn', '0.5 kn', '1 kn']);
      expect(screen.getByRole('combobox', { name: 'Light' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'The water is' })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'The tide is' })).not.toBeInTheDocument();
      expect(requests).toEqual([]);
      await expectNoAxeViolations(container);
    });

    it('finds the slack windows asked for and lists each with its slack and its day', async () => {
      const user = userEvent.setup();
      const { client, requests } = answering(found(DECEPTION_PASS_SLACK));
      const searches: unknown[] = [];
      const { container } = render(
        <TideWindows
          client={client}
          locationId="noaa/PUG1701"
          units="kn"
          onRuleChange={(rule) => searches.push(rule)}
          dayHref={(date) => `/currents/wa/deception-pass-narrows-pug1701?date=${date}`}
        />,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Light' }), 'day');
      await user.click(screen.getByRole('button', { name: 'Find times' }));

      expect(searches).toEqual([{ slack: 0.5, light: 'day' }]);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Current under 0.5 kn, in daylight: 3 times in the next 60 days',
      );
      expect(requests).toEqual([
        { locationId: 'noaa/PUG1701', rule: { slack: 0.5, light: 'day' }, units: 'kn' },
      ]);
      const [first] = windowsList();
      expect(first).toContain('Mon, Jun 1');
      expect(first).toContain('10:50 AM–11:08 AM');
      expect(first).toContain('slack at 10:59 AM');
      expect(screen.getAllByRole('link', { name: 'Open day: Mon, Jun 1' })[0]).toHaveAttribute(
        'href',
        '/currents/wa/deception-pass-narrows-pug1701?date=2026-06-01',
      );
      expect(screen.getByRole('region', { name: 'Find times when…' })).toHaveAttribute(
        'data-state',
        'ready',
      );
      await expectNoAxeViolations(container);
    });

    it('says where the current only weakens, with its weakest speed in the units asked for', async () => {
      const [window] = DECEPTION_PASS_SLACK.windows;
      if (!window) throw new Error('the fixture has windows');
      const weak = {
        ...DECEPTION_PASS_SLACK,
        units: 'm/s' as const,
        windows: [
          { ...window, slack: { ...window.slack, speedKnots: 0.3, kind: 'weakest' as const } },
        ],
      };
      const { client } = answering(found(weak));
      render(
        <TideWindows
          client={client}
          locationId="noaa/PUG1701"
          units="m/s"
          defaultRule={{ slack: 0.25 }}
        />,
      );
      expect(await screen.findAllByRole('listitem')).toHaveLength(1);
      expect(windowsList()[0]).toContain('weakest 0.15 m/s at 10:59 AM');
    });

    it('suggests a faster speed when nothing matches', async () => {
      const { client } = answering(found({ ...DECEPTION_PASS_SLACK, windows: [] }));
      render(
        <TideWindows
          client={client}
          locationId="noaa/PUG1701"
          units="kn"
          defaultRule={{ slack: 0.2 }}
        />,
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        'No times match in the next 60 days. Try a faster speed or fewer conditions.',
      );
    });
  });

  describe('when the visitor searches from the form', () => {
    it('asks for what was chosen and reports the new search', async () => {
      const user = userEvent.setup();
      const { client, requests } = answering(found(BOSTON_MINUS_TIDES));
      const searches: unknown[] = [];
      render(
        <TideWindows
          client={client}
          locationId="noaa/8443970"
          onRuleChange={(rule) => searches.push(rule)}
        />,
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'The tide is' }), 'rising');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Near' }), 'high');
      await user.click(screen.getByRole('checkbox', { name: 'Sat' }));
      await user.click(screen.getByRole('button', { name: 'Find times' }));

      const rule = { tide: 'rising', near: 'high', hours: 2, on: ['sat'] };
      expect(searches).toEqual([rule]);
      expect(await screen.findByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
      expect(requests).toEqual([{ locationId: 'noaa/8443970', rule, units: 'ft' }]);
    });
  });

  describe('when nothing matches', () => {
    it('says so for the days searched', async () => {
      const { client } = answering(found({ ...BOSTON_MINUS_TIDES, windows: [] }));
      render(<TideWindows client={client} locationId="noaa/8443970" defaultRule={{ below: -5 }} />);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'No times match in the next 60 days',
      );
      expect(screen.getByRole('region', { name: 'Find times when…' })).toHaveAttribute(
        'data-state',
        'empty',
      );
    });
  });

  describe('when the backend refuses the search', () => {
    it('says what it said', async () => {
      const { client } = answering({
        kind: 'refused',
        message: 'Bad request',
        details: 'hours must be a number of hours from 0.5 to 6.',
      });
      render(<TideWindows client={client} locationId="noaa/8443970" defaultRule={{ below: 0 }} />);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Could not find times. Please try again. hours must be a number of hours from 0.5 to 6.',
      );
    });
  });

  describe('when the backend cannot be reached', () => {
    it('asks the visitor to try again, with no feed to subscribe to', async () => {
      const { client } = answering({ kind: 'unreachable', message: 'Failed to fetch' });
      render(<TideWindows client={client} locationId="noaa/8443970" defaultRule={{ below: 0 }} />);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Could not find times. Please try again.',
      );
      expect(screen.queryByRole('link', { name: 'Subscribe' })).not.toBeInTheDocument();
    });
  });
});

describe('createSupabaseWindowsClient', () => {
  const request: TideWindowsRequest = {
    locationId: 'noaa/8443970',
    rule: { below: 0, light: 'day' },
    units: 'ft',
  };

  function feed(status: number, body: unknown) {
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    };
    return {
      client: createSupabaseWindowsClient({ url: 'https://abcd.supabase.co/', fetch }),
      asked,
    };
  }

  it('asks the public feed for JSON and answers the windows with the feed’s addresses', async () => {
    const { client, asked } = feed(200, BOSTON_MINUS_TIDES);
    const answer = await client.findWindows(request);
    expect(asked).toEqual([
      'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&light=day&units=ft&format=json',
    ]);
    expect(answer).toEqual({
      kind: 'result',
      result: BOSTON_MINUS_TIDES,
      calendarUrl:
        'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&light=day&units=ft',
      downloadUrl:
        'https://abcd.supabase.co/functions/v1/tide-calendar?location=noaa%2F8443970&below=0&light=day&units=ft&download=1',
    });
  });

  it('reads a 400 with the function’s error as a refusal', async () => {
    const { client } = feed(400, { error: 'Bad request', details: 'units must be ft or m.' });
    expect(await client.findWindows(request)).toEqual({
      kind: 'refused',
      message: 'Bad request',
      details: 'units must be ft or m.',
    });
  });

  it('reads a server fault or an answer without windows as no answer', async () => {
    expect(await feed(502, { message: 'Bad gateway' }).client.findWindows(request)).toEqual({
      kind: 'unreachable',
      message: 'The calendar feed answered 502.',
    });
    expect(await feed(200, { hello: 'world' }).client.findWindows(request)).toMatchObject({
      kind: 'unreachable',
    });
  });
});
