/**
 * Gauge names as people say them. USGS and California's DWR shorten the words of a gauge's name
 * to fit their station records ("Barnegat B Tdl Chanl1 at Bayview a nr Ocean Gt"); the catalogue
 * writes them out ("Barnegat Bay Tidal Channel 1 at Bayview near Ocean Gate") and keeps the
 * source's name as an alias that search still finds.
 */

/** Words the sources shorten, as they write them, and the words they stand for. */
export const GAUGE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  R: 'River',
  Rv: 'River',
  Riv: 'River',
  Crk: 'Creek',
  Ck: 'Creek',
  nr: 'near',
  Nr: 'near',
  a: 'at',
  Ab: 'Above',
  Abv: 'Above',
  Bl: 'Below',
  Blw: 'Below',
  Hwy: 'Highway',
  Rd: 'Road',
  Rt: 'Route',
  Blvd: 'Boulevard',
  Dr: 'Drive',
  Pk: 'Park',
  Ln: 'Lane',
  Ave: 'Avenue',
  Cir: 'Circle',
  Pt: 'Point',
  Ft: 'Fort',
  Mt: 'Mount',
  Is: 'Island',
  Isl: 'Island',
  Lk: 'Lake',
  Spgs: 'Springs',
  Sprg: 'Springs',
  Spr: 'Spring',
  Br: 'Bridge',
  Grn: 'Green',
  Dtch: 'Ditch',
  Bch: 'Beach',
  Fk: 'Fork',
  Cn: 'Canal',
  Tdl: 'Tidal',
  Chanl: 'Channel',
  Gt: 'Gate',
  Sta: 'Station',
  Mem: 'Memorial',
  Ctrl: 'Control',
  Str: 'Structure',
  Intl: 'International',
  Sf: 'South Fork',
  Eb: 'Eastern Branch',
  Wb: 'Western Branch',
  Nwr: 'National Wildlife Refuge',
  Us: 'US',
  Usgs: 'USGS',
  Usace: 'USACE',
  Giww: 'GIWW',
  Csx: 'CSX',
  Mlk: 'MLK',
  Pvsc: 'PVSC',
  Fm: 'FM',
  Sh: 'SH',
};

/** A compass point before 'of' ("S of Lafitte"), in words. */
const POINTS: Readonly<Record<string, string>> = {
  N: 'north',
  S: 'south',
  E: 'east',
  W: 'west',
  Ne: 'northeast',
  Nw: 'northwest',
  Se: 'southeast',
  Sw: 'southwest',
};

/** A compass point before a place's name ("N Charleston"), in words. */
const PREFIXES: Readonly<Record<string, string>> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
};

/**
 * Shortened words that need the word beside them to be read ("Barnegat B" is the bay), and
 * names the record's width cut short (Jacksonville's Old St. Augustine Road as "Old St August Rd").
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\bBarnegat B\b/, 'Barnegat Bay'],
  [/\bSt August Rd\b/, 'St Augustine Rd'],
];

/** A state's road by its short form before its number ("Ga 25", "Nc 45"). */
const STATE_ROUTE = /^(Ga|Nc|Sc|Va|Fla|Md|Nj|Tx)$/;

/** A state's short form the sources leave at the end of a name ("near Savannah Ga"). */
const TRAILING_STATE = /\s+(?:Ga|Fla|Va|Wa|Nj|Sc|Nc|Md|Ri|Ala|Miss|de)$/;

/** Whether a station's name is a gauge record's, shortened by its source (USGS, DWR). */
export function hasGaugeRecordName(id: string): boolean {
  return /^ticon\/.*-usa-(usgs|cdwr)$/.test(id);
}

/**
 * A gauge record's name written out: each shortened word by GAUGE_ABBREVIATIONS, a compass
 * point before 'of' or a place's name in words ('S of Lafitte', 'N Charleston'), 'at near' said
 * once ('a nr' is 'near'), a number run onto a word set apart ('Chanl1' → 'Channel 1'), a state
 * road's short form in capitals ('Ga 25'), and a state's short form at the end left off (the
 * page says the state).
 */
export function readableGaugeName(name: string): string {
  const phrased = PHRASES.reduce((text, [from, to]) => text.replace(from, to), name);
  const words = phrased
    .replace(TRAILING_STATE, '')
    .split(/\s+/)
    .flatMap((word) => {
      const numbered = /^([A-Za-z]+?)(\d+)$/.exec(word);
      return numbered && GAUGE_ABBREVIATIONS[numbered[1]!] ? [numbered[1]!, numbered[2]!] : [word];
    });
  const out: string[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (next === 'of' && POINTS[word]) {
      out.push(POINTS[word]);
      return;
    }
    if (PREFIXES[word] && next && /^[A-Z][a-z]/.test(next)) {
      out.push(PREFIXES[word]);
      return;
    }
    if (STATE_ROUTE.test(word) && next && /^\d/.test(next)) {
      out.push(word.toUpperCase());
      return;
    }
    // 'a' before 'la' is French ('Pointe a la Hache'), not 'at'.
    if (word === 'a' && next === 'la') {
      out.push(word);
      return;
    }
    out.push(GAUGE_ABBREVIATIONS[word] ?? word);
  });
  return out
    .join(' ')
    .replace(/\bat near\b/g, 'near')
    .replace(/\bat at\b/g, 'at');
}
