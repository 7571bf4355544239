import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import {
  BOSTON_FLOOD_OUTLOOK,
  BOSTON_MORNING_SURGE,
  BOSTON_THREE_DAYS_EXTREMES as highs,
  HULL_FLOOD_OUTLOOK,
  KETCHIKAN_FLOOD_OUTLOOK,
} from '../../test/flood-outlook.ts';
import {
  BOSTON_MORNING,
  BOSTON_OBSERVED_MORNING,
  BOSTON_THREE_DAYS,
} from '../../test/tide-days.ts';
import type { FloodOutlookAnswer, TideClient } from '../client.ts';
import type { WaterLevelResult } from '../types.ts';
import { FloodOutlook } from './FloodOutlook.tsx';
import { StationFloodOutlook } from './StationFloodOutlook.tsx';
import { surgeEstimate } from './tonight.ts';

/** Intl may put a narrow no-break space before AM/PM; compare words only. */
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function clientWith(
  outlook: FloodOutlookAnswer,
  waterLevel: WaterLevelResult | null = BOSTON_OBSERVED_MORNING,
): TideClient & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    searchLocations: async () => [],
    getTides: async (request) => {
      asked.push(`tides ${request.date} ${request.days ?? 1}`);
      return { kind: 'result', result: BOSTON_THREE_DAYS };
    },
    lookUpWaterLevel: async (id) => {
      asked.push(`water level ${id}`);
      return waterLevel;
    },
    lookUpFloodOutlook: async (id) => {
      asked.push(`flood outlook ${id}`);
      return outlook;
    },
  };
}

describe('FloodOutlook', () => {
  it("gives Boston's thresholds above MLLW with what each means and where they come from", async () => {
    const { container } = render(<FloodOutlook result={BOSTON_FLOOD_OUTLOOK} />);

    const outlook = screen.getByRole('region', { name: 'Flood outlook: Boston, MA' });
    expect(outlook).toHaveAttribute('data-state', 'thresholds');
    expect(words(outlook.querySelector('[data-slot="thresholds"]')?.textContent)).toBe(
      'Minor12.3 ft more disruptive than damaging' +
        'Moderate13.2 ft damaging' +
        'Major14.5 ft destructive',
    );
    expect(outlook).toHaveTextContent("NOAA's thresholds for the tide's range here");
    expect(outlook).toHaveTextContent(
      'No predicted high reaches minor flooding through Sunday, March 14, 2027.',
    );
    expect(outlook).toHaveTextContent('wind, rain and storm surge raise the water further');
    expect(within(outlook).getByText('Tides by Tide Charts')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("lists Ketchikan's flood-tide days with their time, height and level, the rest counted", () => {
    render(<FloodOutlook result={KETCHIKAN_FLOOD_OUTLOOK} daysShown={3} units="m" />);

    const items = screen.getAllByRole('listitem').map((item) => words(item.textContent));
    expect(items).toEqual([
      'Tue, Dec 22 10:37 AM 5.44 m Minor',
      'Wed, Dec 23 11:29 AM 5.67 m Moderate',
      'Thu, Dec 24 12:19 PM 5.81 m Moderate',
      'and 2 more days',
    ]);
  });

  it('says plainly that Hull has no thresholds, and why', () => {
    render(<FloodOutlook result={HULL_FLOOD_OUTLOOK} />);

    const outlook = screen.getByRole('region', { name: /Hull, MA/ });
    expect(outlook).toHaveAttribute('data-state', 'none');
    expect(outlook).toHaveTextContent(
      /^.*No flood thresholds here: .*computed from a nearby gauge/,
    );
  });

  it("says tonight's estimate, with what it rests on, when the gauge shows a surge", () => {
    render(<FloodOutlook result={BOSTON_FLOOD_OUTLOOK} estimate={BOSTON_MORNING_SURGE} />);

    const text = words(screen.getByRole('region').textContent);
    expect(text).toContain(
      'Observed 0.6 ft above the tide; at this rate the 9:16 AM high reaches 9.8 ft, below minor flooding (12.3 ft).',
    );
    expect(text).toContain("An estimate: the predicted high plus the difference NOAA's gauge");
  });
});

describe('surgeEstimate', () => {
  const thresholds = BOSTON_FLOOD_OUTLOOK.thresholds;

  it('adds the surge to the next high and names the level it reaches', () => {
    const surged = { ...BOSTON_OBSERVED_MORNING };
    surged.latest = { ...BOSTON_OBSERVED_MORNING.latest!, residualM: 1.2 };
    const estimate = surgeEstimate(thresholds, highs, surged, BOSTON_MORNING.getTime());
    expect(estimate?.estimateM).toBeCloseTo((estimate?.predictedM ?? 0) + 1.2, 6);
    expect(estimate?.level).toBe('minor');
  });

  it('gives nothing without a fresh reading: NOAA unreachable, an old copy, a silent gauge', () => {
    const at = BOSTON_MORNING.getTime();
    expect(surgeEstimate(thresholds, highs, null, at)).toBeNull();
    expect(
      surgeEstimate(thresholds, highs, { ...BOSTON_OBSERVED_MORNING, stale: true }, at),
    ).toBeNull();
    expect(
      surgeEstimate(
        thresholds,
        highs,
        { ...BOSTON_OBSERVED_MORNING, silentSince: BOSTON_OBSERVED_MORNING.latest!.at },
        at,
      ),
    ).toBeNull();
    expect(
      surgeEstimate(
        thresholds,
        highs,
        { ...BOSTON_OBSERVED_MORNING, source: 'unavailable', latest: null },
        at,
      ),
    ).toBeNull();
    expect(surgeEstimate(null, highs, BOSTON_OBSERVED_MORNING, at)).toBeNull();
  });
});

describe('StationFloodOutlook', () => {
  it('looks the outlook up, then the next high and the gauge for tonight’s estimate', async () => {
    const client = clientWith({ kind: 'result', result: BOSTON_FLOOD_OUTLOOK });
    const { container } = render(
      <StationFloodOutlook client={client} station="8443970" now={BOSTON_MORNING} />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Getting the flood outlook…');
    expect(await screen.findByText(/^Observed 0\.6 ft above the tide/)).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('data-state', 'ready');
    expect(client.asked).toEqual([
      'flood outlook noaa/8443970',
      'water level noaa/8443970',
      'tides 2026-03-15 2',
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows no estimate when NOAA cannot be reached', async () => {
    const client = clientWith({ kind: 'result', result: BOSTON_FLOOD_OUTLOOK }, null);
    render(<StationFloodOutlook client={client} station="8443970" now={BOSTON_MORNING} />);

    expect(await screen.findByRole('region')).toBeInTheDocument();
    await vi.waitFor(() => expect(client.asked).toHaveLength(3));
    expect(screen.queryByText(/Observed/)).toBeNull();
  });

  it('says why in the backend’s words when the station is unknown', async () => {
    const client = clientWith({
      kind: 'refused',
      message: 'Location not found',
      details: 'No tide station has the id "noaa/0000000".',
    });
    const onError = vi.fn();
    render(<StationFloodOutlook client={client} station="0000000" onError={onError} />);

    expect(
      await screen.findByText('No tide station has the id "noaa/0000000".'),
    ).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
  });
});
