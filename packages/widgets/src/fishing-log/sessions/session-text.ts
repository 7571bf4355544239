/**
 * A logged session in the log's words: the tide, the catches and the sky of its start, each
 * written with the log's labels, units and locale.
 */
import { DEFAULT_LOCALE } from '../../constants.ts';
import { formatWaterLevel } from '../../formatters.ts';
import type { HeightUnits } from '../../types.ts';
import type { FishCatch, FishingConditions } from '../data/account-data.ts';
import { catchLengthIn, catchUnits, catchWeightIn } from '../data/catch-units.ts';
import { defaultFishingLogLabels, type FishingLogLabels } from '../labels.ts';

/** How the log writes heights, sizes and its text. */
interface Writing {
  units: HeightUnits;
  locale: string;
  labels: FishingLogLabels;
}

const DEFAULT_WRITING: Writing = {
  units: 'ft',
  locale: DEFAULT_LOCALE,
  labels: defaultFishingLogLabels,
};

/** "Rising, 3.2 ft above MLLW, 1 h 20 min after low tide", or in metres "Rising, 0.98 m above MLLW". */
export function describeTide(
  conditions: FishingConditions,
  writing: Partial<Writing> = {},
): string {
  const { units, locale, labels } = { ...DEFAULT_WRITING, ...writing };
  const { tide } = conditions;
  // Rounded first (by the formatter), so a level a hair below the datum reads 0.0 ft above,
  // never "-0.0 ft above".
  const signed = formatWaterLevel(tide.heightM, { locale, units });
  const below = /^[-−]/u.test(signed);
  return labels.sessionTide({
    stage: tide.stage,
    level: below ? signed.replace(/^[-−]/u, '') : signed,
    below,
    datum: tide.datum,
    since: tide.since
      ? { type: tide.since.type, after: labels.duration(tide.since.minutes) }
      : null,
  });
}

/** "2 × Striped bass (28 in), released", or in centimetres "(71 cm)". */
export function describeCatch(fish: FishCatch, writing: Partial<Writing> = {}): string {
  const { units, locale, labels } = { ...DEFAULT_WRITING, ...writing };
  const shown = catchUnits(units);
  // As an angler reads a catch: a length to the millimetre (a catch typed in inches is not
  // "71.12 cm"), a weight to ten grams; inches and pounds to the hundredth, as typed. The form
  // and the CSV keep the stored precision.
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const metric = units === 'm';
  const sizes = [
    fish.lengthCm === undefined
      ? null
      : `${number(catchLengthIn(fish.lengthCm, units), metric ? 1 : 2)} ${shown.length}`,
    fish.weightKg === undefined
      ? null
      : `${number(catchWeightIn(fish.weightKg, units), 2)} ${shown.weight}`,
  ].filter((size) => size !== null);
  return labels.catchSummary({
    count: fish.count,
    species: fish.species,
    sizes,
    released: fish.released,
  });
}

/** The sun and moon of a session's start, and its solunar period, in the log's words. */
export function describeSky(
  conditions: FishingConditions,
  labels: FishingLogLabels,
  clock: (iso: string) => string,
): string {
  const { moon, sun, solunar } = conditions;
  const times = [
    ['sunrise', sun.sunrise],
    ['sunset', sun.sunset],
    ['moonrise', moon.moonrise],
    ['moonset', moon.moonset],
  ] as const;
  return [
    labels.sessionMoon(moon.phase, Math.round(moon.illumination * 100)),
    ...times.flatMap(([event, iso]) => (iso ? [labels.sessionSkyTime(event, clock(iso))] : [])),
    ...(solunar === undefined ? [] : [labels.sessionSolunar(solunar)]),
  ].join(' · ');
}
