/** What the drawing needs: how much of the disc is lit, and on which side. */
export interface MoonShape {
  /** Lit fraction of the disc, 0 (new) to 1 (full). */
  fraction: number;
  /** Waxing moons are lit on the right (as seen from the northern hemisphere), waning on the left. */
  waxing: boolean;
}

/** What a moon description may carry; the richer fields win when present. */
export interface MoonDescription {
  /** Phase name, e.g. `'Waxing Gibbous'`. */
  phase: string;
  /** Illumination as display text, e.g. `'87%'`. */
  illumination: string;
  /** Lit fraction as a number, 0–1 (a number above 1 is read as a percentage). */
  illuminationFraction?: number | undefined;
  /** Phase angle in degrees, 0 new, 90 first quarter, 180 full, 270 last quarter. */
  phaseAngle?: number | undefined;
}

/** Typical lit fraction of each named phase, for when no figure is given. */
const FRACTION_BY_PHASE: [RegExp, number][] = [
  [/new/i, 0],
  [/full/i, 1],
  [/quarter/i, 0.5],
  [/crescent/i, 0.25],
  [/gibbous/i, 0.75],
];

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function fractionOf(moon: MoonDescription): number {
  const { illuminationFraction, illumination, phaseAngle, phase } = moon;
  if (typeof illuminationFraction === 'number' && Number.isFinite(illuminationFraction)) {
    return clamp(illuminationFraction > 1 ? illuminationFraction / 100 : illuminationFraction);
  }
  const percent = /(-?\d+(?:\.\d+)?)\s*%/.exec(illumination);
  if (percent) return clamp(Number(percent[1]) / 100);
  if (typeof phaseAngle === 'number' && Number.isFinite(phaseAngle)) {
    return clamp((1 - Math.cos((phaseAngle * Math.PI) / 180)) / 2);
  }
  return FRACTION_BY_PHASE.find(([pattern]) => pattern.test(phase))?.[1] ?? 0.5;
}

function waxingOf(moon: MoonDescription): boolean {
  const { phaseAngle, phase } = moon;
  if (typeof phaseAngle === 'number' && Number.isFinite(phaseAngle)) {
    return ((phaseAngle % 360) + 360) % 360 < 180;
  }
  return !/waning|last quarter|third quarter/i.test(phase);
}

/** Reads the lit fraction and side from whatever the moon description carries. */
export function getMoonShape(moon: MoonDescription): MoonShape {
  return { fraction: fractionOf(moon), waxing: waxingOf(moon) };
}

/**
 * The SVG path of the lit part of a disc centred at (`cx`, `cy`) with radius `r`: half the
 * rim on the lit side, closed by the terminator, an ellipse whose half-width is
 * `r * |1 - 2 * fraction|`, bulging towards the dark side for a crescent and towards the
 * lit side past the quarter.
 */
export function moonLitPath({ fraction, waxing }: MoonShape, cx: number, cy: number, r: number) {
  const top = `${cx} ${cy - r}`;
  const bottom = `${cx} ${cy + r}`;
  const terminatorRadius = Math.abs(1 - 2 * fraction) * r;
  // SVG's sweep flag 1 turns clockwise on screen: top → right → bottom.
  const rimSweep = waxing ? 1 : 0;
  const terminatorSweep = fraction < 0.5 === waxing ? 0 : 1;
  return [
    `M ${top}`,
    `A ${r} ${r} 0 0 ${rimSweep} ${bottom}`,
    `A ${terminatorRadius.toFixed(3)} ${r} 0 0 ${terminatorSweep} ${top}`,
    'Z',
  ].join(' ');
}
