import type { FishingConditions } from '../data/account-data.ts';
import { describeTide } from '../FishingLog.tsx';
import { defaultFishingLogLabels } from '../labels.ts';

const moonPhrase = (phase: string) => defaultFishingLogLabels.sessionMoon(phase, 50);

const CONDITIONS: FishingConditions = {
  timeZone: 'America/New_York',
  tide: { stage: 'rising', heightM: 1, datum: 'MLLW', since: null, next: null },
  moon: { phase: 'Full Moon', illumination: 1 },
  sun: { sunrise: null, sunset: null },
  source: 'harmonic',
};

const at = (heightM: number) => ({ ...CONDITIONS, tide: { ...CONDITIONS.tide, heightM } });

describe('the fishing log’s phrases', () => {
  it('never writes "-0.0 ft": a level a hair below the datum is 0.0 ft, a lower one is below', () => {
    expect(describeTide(at(-0.01))).toBe('Rising, 0.0 ft above MLLW');
    expect(describeTide(at(-0.1))).toBe('Rising, 0.3 ft below MLLW');
    expect(describeTide(at(0.9754))).toBe('Rising, 3.2 ft above MLLW');
  });

  it('names the moon once: "Full Moon", "New Moon", but "Waxing Crescent moon"', () => {
    expect(moonPhrase('Full Moon')).toBe('Full Moon, 50% lit');
    expect(moonPhrase('New Moon')).toBe('New Moon, 50% lit');
    expect(moonPhrase('Waxing Crescent')).toBe('Waxing Crescent moon, 50% lit');
    expect(moonPhrase('First Quarter')).toBe('First Quarter moon, 50% lit');
  });
});
