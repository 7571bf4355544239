/**
 * The astronomical arguments and node factors of each constituent, taken the way NOAA CO-OPS
 * takes them for its tide tables (NOS "Manual of Harmonic Analysis and Prediction of Tides",
 * after Schureman 1940): for each calendar year, the equilibrium argument V₀ at 00:00 GMT on
 * 1 January, advanced through the year by the constituent's speed alone, and the node factor
 * f and nodal angle u taken once, at the middle of the year.
 *
 * The library's own predictor takes V₀ at the start of whatever window is asked and f, u once
 * a day, so the same constants gave different heights and times than NOAA's tables, and
 * different answers for the same day asked in different windows.
 */
import {
  astro,
  constituents as constituentModels,
  type AstroData,
  type Constituent,
  type Fundamentals,
  type HarmonicConstituent,
} from '@neaps/tide-predictor';

const DEGREES = Math.PI / 180;
const HOUR_MS = 3_600_000;

/** One constituent for one year: h(t) += amplitude · cos(speed · hours since 1 January + phase). */
export interface HarmonicTerm {
  /** f · H, in the constituents' unit (metres). */
  amplitude: number;
  /** Radians per hour. */
  speed: number;
  /** V₀ + u − g at 00:00 GMT on 1 January, radians. */
  phase: number;
}

/** A year's terms, and the instant their hours count from. */
export interface YearTerms {
  year: number;
  /** 00:00 GMT on 1 January. */
  startMs: number;
  /** 00:00 GMT on the next 1 January. */
  endMs: number;
  terms: HarmonicTerm[];
}

function radians(degrees: number): number {
  return degrees * DEGREES;
}

/** Schureman's mean values the node factors divide by, at the obliquity ω and inclination i. */
function meanFactors(a: AstroData): {
  m2: number;
  o1: number;
  j1: number;
  oo1: number;
  mm: number;
  mf: number;
} {
  const omega = radians(a.omega.value);
  const i = radians(a.i.value);
  const cosHalfI4 = Math.cos(i / 2) ** 4;
  const meanOblique = 1 - 1.5 * Math.sin(i) ** 2;
  return {
    m2: Math.cos(omega / 2) ** 4 * cosHalfI4,
    o1: Math.sin(omega) * Math.cos(omega / 2) ** 2 * cosHalfI4,
    j1: Math.sin(2 * omega) * meanOblique,
    oo1: Math.sin(omega) * Math.sin(omega / 2) ** 2 * cosHalfI4,
    mm: (2 / 3 - Math.sin(omega) ** 2) * meanOblique,
    mf: Math.sin(omega) ** 2 * cosHalfI4,
  };
}

function fM2(a: AstroData): number {
  return Math.cos(radians(a.I.value) / 2) ** 4 / meanFactors(a).m2;
}

function fO1(a: AstroData): number {
  const I = radians(a.I.value);
  return (Math.sin(I) * Math.cos(I / 2) ** 2) / meanFactors(a).o1;
}

/**
 * Node factors and nodal angles of the constituents Schureman derives directly in his
 * Manual (M2, O1, K1, K2, J1, OO1, Mm, Mf, M3, L2, M1); every other combines these through its
 * members (N2, ν2… from M2; Q1, ρ1… from O1; MK3 = M2 + K1; 2MK3 = 2M2 − K1 and so on).
 */
export const NOS_FUNDAMENTALS: Fundamentals = {
  M2: (a) => ({ f: fM2(a), u: 2 * a.xi.value - 2 * a.nu.value }),
  O1: (a) => ({ f: fO1(a), u: 2 * a.xi.value - a.nu.value }),
  // K1 and K2 by Schureman's printed formulas (227 and 235), whose coefficients are already
  // divided by the mean value: dividing the unreduced sums by a mean worked out from today's
  // obliquity gives factors 0.04% larger, which moved Seattle's and Anchorage's heights by a
  // millimetre and a flat high or low by half a minute.
  K1: (a) => {
    const I = radians(a.I.value);
    const nu = radians(a.nu.value);
    const f = Math.sqrt(
      0.8965 * Math.sin(2 * I) ** 2 + 0.6001 * Math.sin(2 * I) * Math.cos(nu) + 0.1006,
    );
    return { f, u: -a.nup.value };
  },
  K2: (a) => {
    const I = radians(a.I.value);
    const nu = radians(a.nu.value);
    const f = Math.sqrt(
      19.0444 * Math.sin(I) ** 4 + 2.7702 * Math.sin(I) ** 2 * Math.cos(2 * nu) + 0.0981,
    );
    return { f, u: -2 * a.nupp.value };
  },
  J1: (a) => ({ f: Math.sin(2 * radians(a.I.value)) / meanFactors(a).j1, u: -a.nu.value }),
  OO1: (a) => {
    const I = radians(a.I.value);
    return {
      f: (Math.sin(I) * Math.sin(I / 2) ** 2) / meanFactors(a).oo1,
      u: -2 * a.xi.value - a.nu.value,
    };
  },
  Mm: (a) => ({ f: (2 / 3 - Math.sin(radians(a.I.value)) ** 2) / meanFactors(a).mm, u: 0 }),
  Mf: (a) => ({ f: Math.sin(radians(a.I.value)) ** 2 / meanFactors(a).mf, u: -2 * a.xi.value }),
  M3: (a) => ({ f: fM2(a) ** 1.5, u: 3 * a.xi.value - 3 * a.nu.value }),
  L2: (a) => {
    // Schureman's 1/Ra and R from P = p − ξ; R's denominator is never negative.
    const I = radians(a.I.value);
    const P = radians(a.P.value);
    const tanHalfI = Math.tan(I / 2);
    const inverseRa = Math.sqrt(1 - 12 * tanHalfI ** 2 * Math.cos(2 * P) + 36 * tanHalfI ** 4);
    const R = Math.atan2(Math.sin(2 * P), 1 / (6 * tanHalfI ** 2) - Math.cos(2 * P)) / DEGREES;
    return { f: fM2(a) * inverseRa, u: 2 * a.xi.value - 2 * a.nu.value - R };
  },
  M1: (a) => {
    // Schureman's 1/Qa as printed (197), with I at its mean: the full expression in cos I
    // differs by up to 3% where cos 2P is near −1, as in 2026, and M1's 1–2 cm at Pacific
    // stations then moves flat highs and lows by most of a minute. Q keeps the quadrant of
    // P (tan Q = k · tan P), which a bare arctangent loses half the time.
    const I = radians(a.I.value);
    const P = radians(a.P.value);
    const cosI = Math.cos(I);
    const inverseQa = Math.sqrt(2.31 + 1.435 * Math.cos(2 * P));
    const k = (5 * cosI - 1) / (7 * cosI + 1);
    const Q = Math.atan2(k * Math.sin(P), Math.cos(P)) / DEGREES;
    return { f: fO1(a) * inverseQa, u: a.xi.value - a.nu.value + Q };
  },
};

/**
 * Constituents of NOS's larger sets (a station NOAA analyses with 120, as Anchorage) that the
 * library composes otherwise than NOS does. Each is its members combined, V₀ and u summed and
 * f multiplied as for any compound: MLN2S2 is M2 + N2 + L2 − 2S2, not a bare Doodson number
 * with no node factor; 3KM5 is K1 + M2 + K2; the sixth-, eighth- and twelfth-diurnal terms
 * with an L2 in their names carry L2. Checked against XTide's congen tables for 1990–2040 (as
 * the MarineTides package ships them, `arestrom/MarineTides` data/harmonics.rda): the same f and
 * V₀ + u, to the tenth of a degree by which M2's own V₀ differs between the two.
 */
const NOS_COMPOUNDS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  MLN2S2: [
    ['M2', 1],
    ['N2', 1],
    ['L2', 1],
    ['S2', -2],
  ],
  '3KM5': [
    ['K1', 1],
    ['M2', 1],
    ['K2', 1],
  ],
  '2NMLS6': [
    ['N2', 2],
    ['M2', 1],
    ['L2', 1],
    ['S2', -1],
  ],
  '2MLNS6': [
    ['M2', 2],
    ['L2', 1],
    ['N2', 1],
    ['S2', -1],
  ],
  '3MLS6': [
    ['M2', 3],
    ['L2', 1],
    ['S2', -1],
  ],
  '4MLS8': [
    ['M2', 4],
    ['L2', 1],
    ['S2', -1],
  ],
  '4MSL12': [
    ['M2', 4],
    ['S2', 1],
    ['L2', 1],
  ],
};

/**
 * Three more with arguments of their own in NOS's tables: MP1 (M2 − P1) and SO1 (S2 − O1) take
 * J1's node factor and angle rather than their members'; KJ2 (η₂) is K1 + J1 half a turn on,
 * with f = sin²I / 0.1565 and u = −2ν (Schureman's formula 79).
 */
function nosYear(
  name: string,
  year: number,
  atMiddle: AstroData,
): ConstituentYear | null | undefined {
  const member = (n: string) => constituentYear(n, year);
  if (name === 'MP1' || name === 'SO1') {
    const [a, b] = name === 'MP1' ? ['M2', 'P1'] : ['S2', 'O1'];
    const first = member(a);
    const second = member(b);
    const j1 = member('J1');
    if (!first || !second || !j1) return null;
    return {
      speed: first.speed - second.speed,
      v0: first.v0 - second.v0,
      f: j1.f,
      u: j1.u,
    };
  }
  if (name === 'KJ2') {
    const k1 = member('K1');
    const j1 = member('J1');
    if (!k1 || !j1) return null;
    const I = radians(atMiddle.I.value);
    return {
      speed: k1.speed + j1.speed,
      v0: k1.v0 + j1.v0 + 180,
      f: Math.sin(I) ** 2 / 0.1565,
      u: -2 * atMiddle.nu.value,
    };
  }
  const members = NOS_COMPOUNDS[name];
  if (!members) return undefined;
  let speed = 0;
  let v0 = 0;
  let u = 0;
  let f = 1;
  for (const [memberName, factor] of members) {
    const known = member(memberName);
    if (!known) return null;
    speed += factor * known.speed;
    v0 += factor * known.v0;
    u += factor * known.u;
    f *= known.f ** Math.abs(factor);
  }
  return { speed, v0, f, u };
}

/** Whether a constituent is a compound of its members: its speed is theirs combined. */
function isCompound(model: Constituent): boolean {
  if (model.members.length === 0) return false;
  const combined = model.members.reduce(
    (total, member) => total + member.factor * member.constituent.speed,
    0,
  );
  return Math.abs(combined - model.speed) < 1e-5;
}

/**
 * V₀ in NOAA's convention where it differs from the library's Doodson numbers: Schureman
 * writes M1's argument without the lunar perigee p (Q, in u, carries it) and M3's without a
 * half turn, and takes a compound's argument as its members' combined, so L2's half turn and
 * K1's quarter turn carry into ML4, MSK5 and the like as they do into MK3.
 */
function equilibriumArgument(name: string, a: AstroData): number | null {
  const model = constituentModels[name];
  if (!model) return null;
  if (model.name === 'M1') return model.value(a) - a.p.value;
  if (model.name === 'M3') return 3 * a['T+h-s'].value;
  if (isCompound(model)) {
    let total = 0;
    for (const { constituent, factor } of model.members) {
      const member = equilibriumArgument(constituent.name, a);
      if (member === null) return model.value(a);
      total += factor * member;
    }
    return total;
  }
  return model.value(a);
}

function yearStartMs(year: number): number {
  return Date.UTC(year, 0, 1);
}

/** A constituent's year, whatever the station: what its terms are made of before H and g. */
export interface ConstituentYear {
  /** Radians per hour. */
  speed: number;
  /** V₀ at 00:00 GMT on 1 January, degrees. */
  v0: number;
  /** f and u at the year's middle instant. */
  f: number;
  u: number;
}

interface YearArguments {
  atStart: AstroData;
  atMiddle: AstroData;
  /** By constituent name; null for a name the library does not know. */
  byName: Map<string, ConstituentYear | null>;
}

/** Years whose arguments are kept: every station asked about in them shares one set. */
const YEARS_OF_ARGUMENTS_KEPT = 32;
const yearArguments = new Map<number, YearArguments>();

/**
 * V₀, f, u and the speed of constituent `name` in `year`, the same for every station: worked
 * out once per year and name, so a station's first day in a year costs a multiplication per
 * constituent rather than the astronomy behind them. Null for a name the library does not know.
 */
export function constituentYear(name: string, year: number): ConstituentYear | null {
  let args = yearArguments.get(year);
  if (!args) {
    if (yearArguments.size >= YEARS_OF_ARGUMENTS_KEPT) yearArguments.clear();
    const startMs = yearStartMs(year);
    const endMs = yearStartMs(year + 1);
    args = {
      atStart: astro(new Date(startMs)),
      atMiddle: astro(new Date((startMs + endMs) / 2)),
      byName: new Map(),
    };
    yearArguments.set(year, args);
  }
  let known = args.byName.get(name);
  if (known === undefined) {
    known = nosYear(name, year, args.atMiddle);
    if (known === undefined) {
      const model = constituentModels[name];
      const v0 = equilibriumArgument(name, args.atStart);
      if (!model || v0 === null) known = null;
      else {
        const { f, u } = model.correction(args.atMiddle, NOS_FUNDAMENTALS);
        known = { speed: radians(model.speed), v0, f, u };
      }
    }
    args.byName.set(name, known);
  }
  return known;
}

/** A constituent's term in a year: f · H, and V₀ + u − g in radians. */
export function termPhase(known: ConstituentYear, phaseDegrees: number): number {
  return radians((((known.v0 + known.u - phaseDegrees) % 360) + 360) % 360);
}

/**
 * The constituents' terms for one calendar year, as NOAA predicts it: V₀ at 00:00 GMT on
 * 1 January, f and u at the year's middle instant. Constituents the library does not know,
 * or with no amplitude, are left out.
 */
export function yearTerms(constituents: readonly HarmonicConstituent[], year: number): YearTerms {
  const terms: HarmonicTerm[] = [];
  for (const constituent of constituents) {
    if (constituent.amplitude === 0) continue;
    const known = constituentYear(constituent.name, year);
    if (!known) continue;
    terms.push({
      amplitude: known.f * constituent.amplitude,
      speed: known.speed,
      phase: termPhase(known, constituent.phase),
    });
  }
  return { year, startMs: yearStartMs(year), endMs: yearStartMs(year + 1), terms };
}

/** Hours from the year's start, the time argument of its terms. */
export function hoursIntoYear(year: Pick<YearTerms, 'startMs'>, atMs: number): number {
  return (atMs - year.startMs) / HOUR_MS;
}
