/**
 * A station's facts in words a person can read: its datum ("Lower Low Water, Large Tide —
 * Canada's chart datum"), its time zone ("Eastern Time (UTC−5 / UTC−4 in summer)"), where its
 * constants come from, and the official source of tide predictions for its country. Used by
 * the build (scripts/generate-station-data.ts) and the station pages; free of React.
 */

export interface DatumWords {
  /** 'Mean Lower Low Water (MLLW)'. */
  name: string;
  /** A sentence to go with it, when the datum needs one (a station datum, a mean level). */
  note: string | null;
}

const DATUMS: Readonly<Record<string, string>> = {
  MLLW: 'Mean Lower Low Water (MLLW)',
  MLW: 'Mean Low Water (MLW)',
  LAT: 'Lowest Astronomical Tide (LAT)',
  LLWLT: 'Lower Low Water, Large Tide (LLWLT)',
  NLLW: 'Nearly Lowest Low Water (NLLW)',
  TLT: 'Theoretical Lowest Tide (TLT)',
  MLWS: 'Mean Low Water Springs (MLWS)',
  ISLW: 'Indian Spring Low Water (ISLW)',
  CD: 'Chart Datum (CD)',
  MSL: 'Mean Sea Level (MSL)',
  STND: 'Station datum (STND), the gauge’s own zero',
};

/** A datum's name with its code, 'Mean Lower Low Water (MLLW)', or the code alone if unknown. */
export function datumName(code: string): string {
  return DATUMS[code] ?? code;
}

/** Whose chart datum a datum is, where it is a country's: said after the name. */
const CHART_DATUM_OF: Readonly<Record<string, string>> = {
  LLWLT: 'Canada’s chart datum',
  NLLW: 'Japan’s chart datum',
  TLT: 'China’s chart datum',
  CD: 'Norway’s chart datum, at Lowest Astronomical Tide',
  MLWS: 'the chart datum of its country’s charts',
  LAT: 'the chart datum of most nautical charts outside the US',
  MLLW: 'the datum of NOAA’s tables and US charts',
};

/**
 * The countries around the Baltic, whose charts and water levels are given from mean sea level
 * (the sea has almost no tide to reckon a low water from): their stations on MSL are on their
 * country's datum, not set apart from their neighbours.
 */
const BALTIC_MSL = ['DE', 'DK', 'SE', 'FI', 'AX', 'EE', 'LV', 'LT', 'PL', 'RU'];

/** The US and its territories, whose stations NOAA puts on MLLW. */
const NOAA_WATERS = ['US', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM'];

/** The datum heights are measured from, in words, with what a reader should know about it. */
export function datumWords(code: string, countryCode: string | null): DatumWords {
  const name = DATUMS[code] ?? `${code}, the datum its source gives`;
  // Antarctica has no country whose charts a datum could be.
  const whose = code === 'MLWS' && countryCode === 'AQ' ? undefined : CHART_DATUM_OF[code];
  const full = whose ? `${name} — ${whose}` : name;
  if (code === 'MSL' && countryCode !== null && BALTIC_MSL.includes(countryCode)) {
    return {
      name: `${name} — the datum the Baltic countries give charts and water levels from`,
      note: 'Heights are above and below mean sea level, as the countries around the Baltic give them: zero is the mean level, not a low water, so a low tide falls below it or, when the season’s water is high, stays above it.',
    };
  }
  if (code === 'MSL') {
    return {
      name: full,
      note: 'Heights are above and below the station’s mean level, not a low-water datum: a low tide falls below zero or, when the season’s water is high, stays above it, and the heights are not comparable with neighbouring stations measured from a low-water datum.',
    };
  }
  if (code === 'STND') {
    return {
      name: full,
      note: 'A station datum is the gauge’s own zero, not a tidal datum: its heights are not comparable with neighbouring stations.',
    };
  }
  if (code !== 'MLLW' && (countryCode === null || NOAA_WATERS.includes(countryCode))) {
    return {
      name: full,
      note: 'US stations are usually on Mean Lower Low Water; this one’s heights are not comparable with its MLLW neighbours.',
    };
  }
  return { name: full, note: null };
}

/** A zone's offsets from UTC in minutes in January and July of a year. */
export type ZoneOffsets = (zone: string, year: number) => [number, number];

/** Offsets as the runtime's time-zone rules give them. */
export const intlZoneOffsets: ZoneOffsets = (zone, year) => {
  const at = (month: number) => {
    const text =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(Date.UTC(year, month, 15, 12)))
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT(?:([+-])(\d{1,2})(?::?(\d{2}))?)?/.exec(text);
    if (!match?.[1]) return 0;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  };
  return [at(0), at(6)];
};

/** 'UTC−5', 'UTC+5:45', 'UTC+0'. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The names of the abbreviations North American zones use, for a zone the runtime names wrongly. */
const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  AST: 'Atlantic Standard Time',
  EST: 'Eastern Standard Time',
  CST: 'Central Standard Time',
  MST: 'Mountain Standard Time',
  PST: 'Pacific Standard Time',
  AKST: 'Alaska Standard Time',
  HST: 'Hawaii-Aleutian Standard Time',
};

/**
 * A zone in words: 'Eastern Time (UTC−5 / UTC−4 in summer)', 'Japan Standard Time (UTC+9)',
 * 'UTC−6 (a fixed offset, no summer time)'. The offsets are those of `year`, whose rules the
 * caller chooses (the build's year), as is `abbreviation`, what those rules call the zone in
 * January: it names a zone whose rules the runtime does not know yet ('Mountain Standard Time
 * all year (UTC−7)' for British Columbia from November 2026).
 */
export function zoneWords(
  zone: string,
  year: number,
  offsets: ZoneOffsets = intlZoneOffsets,
  abbreviation?: (zone: string, year: number) => string,
): string {
  const [january, july] = offsets(zone, year);
  const standard = Math.min(january, july);
  const summer = Math.max(january, july);
  const clock =
    standard === summer
      ? formatUtcOffset(standard)
      : `${formatUtcOffset(standard)} / ${formatUtcOffset(summer)} in summer`;
  if (zone.startsWith('Etc/') || zone === 'UTC') {
    return `${formatUtcOffset(standard)} (a fixed offset, no summer time)`;
  }
  // The runtime's names follow the runtime's rules: where those are older than the ones given
  // (Vancouver on UTC−7 all year from November 2026, which Node 20's ICU calls Pacific Time),
  // its name would contradict the offsets, so the offsets stand alone.
  if (offsets !== intlZoneOffsets && !runtimeAgrees(zone, year, [january, july])) {
    const short = abbreviation?.(zone, year) ?? '';
    const named = ZONE_ABBREVIATIONS[short] ?? (/^[A-Z]{3,5}$/.test(short) ? short : '');
    if (!named) return clock;
    return standard === summer ? `${named} all year (${clock})` : `${named} (${clock})`;
  }
  let name = '';
  try {
    name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(new Date(Date.UTC(year, 0, 15)))
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    name = '';
  }
  // Where the runtime knows no name, it gives 'GMT-06:00': the offset says it all.
  if (!name || /^GMT/.test(name)) return clock;
  return `${name} (${clock})`;
}

function runtimeAgrees(zone: string, year: number, given: [number, number]): boolean {
  try {
    const [january, july] = intlZoneOffsets(zone, year);
    return january === given[0] && july === given[1];
  } catch {
    return false;
  }
}

/** Where a station's harmonic constants come from, from its id. */
export function constantsSource(id: string): { name: string; url: string } {
  if (id.startsWith('noaa/')) {
    return { name: 'NOAA CO-OPS', url: 'https://tidesandcurrents.noaa.gov' };
  }
  if (id.startsWith('kartverket/')) {
    return { name: 'Kartverket', url: 'https://www.kartverket.no/til-sjos/se-havniva' };
  }
  return {
    name: 'TICON-4 (tidal constants from the GESLA-4 sea-level records)',
    url: 'https://doi.org/10.17882/109129',
  };
}

/**
 * Reference stations NOAA predicts from more harmonic constituents than the 37 it publishes for
 * nearly all, by id, with how near ours come to its tables (docs/accuracy.md): NOAA lists the
 * added constituents' amplitudes and phases but not how it takes their astronomical arguments,
 * so the page says how far off its heights may be. supabase/test/tides-accuracy.test.ts checks
 * that these are all the stations the database gives more than 37.
 */
const LARGER_SETS: Readonly<Record<string, { name: string; agreement: string }>> = {
  'noaa/9455920': {
    name: 'Anchorage',
    agreement:
      'within a minute of NOAA’s table (three in four at its very minute) and heights within 5 cm (0.16 ft) of its, within 4 cm 19 times in 20, against NOAA’s table for 17 December 2025 to 15 January 2026',
  },
};

/**
 * What a page says of a station predicted from NOAA's larger set of constituents (its own, or
 * its reference's), or null: how near its times and heights come to NOAA's, and why no nearer.
 */
export function largerSetNote(id: string, referenceId: string | null): string | null {
  const own = LARGER_SETS[id];
  const reference = referenceId ? LARGER_SETS[referenceId] : undefined;
  const found = own ?? reference;
  if (!found) return null;
  const whose = own
    ? `NOAA predicts ${found.name} from 120 harmonic constituents`
    : `Its reference, ${found.name}, is predicted by NOAA from 120 harmonic constituents`;
  return `${whose}, 83 of them shallow-water terms beyond the 37 of most stations. NOAA publishes them but not the arithmetic it takes them by; taken as NOS’s manuals compose them, ${found.name}’s highs and lows come ${found.agreement}.`;
}

export interface OfficialSource {
  /** 'NOAA Tides and Currents', 'the Canadian Hydrographic Service'. */
  name: string;
  url: string;
}

const NOAA: OfficialSource = {
  name: 'NOAA Tides and Currents',
  url: 'https://tidesandcurrents.noaa.gov',
};
const UKHO: OfficialSource = {
  name: 'the UK Hydrographic Office (Admiralty EasyTide)',
  url: 'https://easytide.admiralty.co.uk',
};
const SHOM: OfficialSource = { name: 'SHOM', url: 'https://maree.shom.fr' };
const BOM: OfficialSource = {
  name: 'the Bureau of Meteorology',
  url: 'http://www.bom.gov.au/australia/tides/',
};
const LINZ: OfficialSource = {
  name: 'Toitū Te Whenua LINZ',
  url: 'https://www.linz.govt.nz/products-services/tides-and-tidal-streams',
};

/** The official source of tide predictions for a country or territory, by ISO code. */
const OFFICIAL: Readonly<Record<string, OfficialSource>> = {
  US: NOAA,
  PR: NOAA,
  VI: NOAA,
  GU: NOAA,
  AS: NOAA,
  MP: NOAA,
  UM: NOAA,
  CA: { name: 'the Canadian Hydrographic Service', url: 'https://www.tides.gc.ca' },
  GB: UKHO,
  IM: UKHO,
  JE: UKHO,
  GG: UKHO,
  GI: UKHO,
  FK: UKHO,
  SH: UKHO,
  IO: UKHO,
  GS: UKHO,
  IE: { name: 'the Marine Institute', url: 'https://www.marine.ie' },
  FR: SHOM,
  PF: SHOM,
  NC: SHOM,
  RE: SHOM,
  GP: SHOM,
  MQ: SHOM,
  GF: SHOM,
  PM: SHOM,
  YT: SHOM,
  WF: SHOM,
  TF: SHOM,
  BL: SHOM,
  MF: SHOM,
  NO: { name: 'Kartverket', url: 'https://www.kartverket.no/til-sjos/se-havniva' },
  SJ: { name: 'Kartverket', url: 'https://www.kartverket.no/til-sjos/se-havniva' },
  DE: { name: 'the BSH (Federal Maritime and Hydrographic Agency)', url: 'https://www.bsh.de' },
  NL: { name: 'Rijkswaterstaat', url: 'https://waterinfo.rws.nl' },
  BE: {
    name: 'the Flemish Hydrography (Vlaamse Hydrografie)',
    url: 'https://www.agentschapmdk.be',
  },
  DK: { name: 'the Danish Meteorological Institute', url: 'https://www.dmi.dk' },
  SE: { name: 'SMHI', url: 'https://www.smhi.se' },
  FI: { name: 'the Finnish Meteorological Institute', url: 'https://en.ilmatieteenlaitos.fi' },
  ES: { name: 'Puertos del Estado', url: 'https://www.puertos.es' },
  PT: { name: 'the Instituto Hidrográfico', url: 'https://www.hidrografico.pt' },
  IT: { name: 'ISPRA', url: 'https://www.mareografico.it' },
  AU: BOM,
  CX: BOM,
  CC: BOM,
  NF: BOM,
  NZ: LINZ,
  CK: LINZ,
  NU: LINZ,
  TK: LINZ,
  JP: { name: 'the Japan Meteorological Agency', url: 'https://www.data.jma.go.jp' },
  MX: {
    name: 'the Servicio Mareográfico Nacional (UNAM)',
    url: 'http://www.mareografico.unam.mx',
  },
  BR: { name: 'the Brazilian Navy’s Hydrographic Centre', url: 'https://www.marinha.mil.br/chm' },
  CL: { name: 'SHOA', url: 'https://www.shoa.cl' },
  AR: { name: 'the Servicio de Hidrografía Naval', url: 'https://www.hidro.gov.ar' },
  ZA: { name: 'the South African Navy Hydrographic Office', url: 'https://www.sanho.co.za' },
  IN: { name: 'INCOIS', url: 'https://incois.gov.in' },
  KR: { name: 'KHOA', url: 'https://www.khoa.go.kr' },
  HK: { name: 'the Hong Kong Observatory', url: 'https://www.hko.gov.hk' },
  SG: { name: 'the Maritime and Port Authority of Singapore', url: 'https://www.mpa.gov.sg' },
};

/** Where the other countries' official predictions are found: their hydrographic offices. */
export const IHO_MEMBERS: OfficialSource = {
  name: 'the national hydrographic office (the IHO lists them)',
  url: 'https://iho.int/en/member-states',
};

export function officialSource(countryCode: string | null): OfficialSource {
  return (countryCode && OFFICIAL[countryCode]) || IHO_MEMBERS;
}

/** What sort of water a gauge without a tide measures, in words. */
export const GAUGE_WATER: Readonly<Record<'lake' | 'river' | 'inland' | 'coast', string>> = {
  lake: 'a lake',
  river: 'a river, creek or canal',
  inland: 'inland water (a marsh, sound or lagoon) that the sea’s tide barely reaches',
  coast: 'a coast where the sea has almost no tide',
};
