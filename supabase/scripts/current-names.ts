/**
 * Current stations' names as a boater reads them. NOAA's current tables shorten words to fit a
 * printed column and break a long name over lines ("Deal Is., 0.6 N.mi. W. of · at Bouy '14'",
 * the tide database marking each break with " · "); the catalogue writes them out ("Deal Island,
 * 0.6 nautical miles west of, at Buoy '14'"), as gauge-names.ts does the gauge records' names,
 * and keeps NOAA's spelling as an alias that search still finds. The station's NOAA number
 * stays on its page and in search.
 */

/** Words NOAA's tables shorten with a full stop, and the words they stand for. */
const SHORT_WORDS: Readonly<Record<string, string>> = {
  'Pt.': 'Point',
  'I.': 'Island',
  'Is.': 'Island',
  'Isl.': 'Island',
  'Lt.': 'Light',
  'Ent.': 'Entrance',
  'Entr.': 'Entrance',
  'R.': 'River',
  'Riv.': 'River',
  'Hwy.': 'Highway',
  'Hbr.': 'Harbor',
  'Chan.': 'Channel',
  'Ch.': 'Channel',
  'Ave.': 'Avenue',
  'RR.': 'Railroad',
  'Del.': 'Delaware',
  'Mt.': 'Mount',
  'Ext.': 'Extension',
  'Cr.': 'Creek',
  'Br.': 'Bridge',
  'Of.': 'of',
};

/** The same words without their full stop, where they end a line of the name ("Penobscot R"). */
const SHORT_AT_END: Readonly<Record<string, string>> = {
  Pt: 'Point',
  R: 'River',
  Ent: 'Entrance',
  Chan: 'Channel',
  St: 'Street',
};

/** Misspellings in NOAA's tables, and how the place is spelt. */
const MISSPELT: readonly [RegExp, string][] = [
  [/\bBouy\b/g, 'Buoy'],
  // Verona Island's channel of the Penobscot is its Eastern Channel.
  [/\bEaster Ch\./g, 'Eastern Channel'],
  // A short form joined to the next name by a hyphen ('Little Deer I.-Sheep I.').
  [/\bI\.-/g, 'Island-'],
  [/\bPt\.-/g, 'Point-'],
];

/** A compass point before 'of' ("W. of", "NE of"), in words; three-letter points stay. */
const POINTS: Readonly<Record<string, string>> = {
  N: 'north',
  S: 'south',
  E: 'east',
  W: 'west',
  NE: 'northeast',
  NW: 'northwest',
  SE: 'southeast',
  SW: 'southwest',
};

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const UNITS: readonly [RegExp, string, string][] = [
  [
    new RegExp(
      String.raw`${NUMBER}\s*(?:N\.\s?mi\.?|Nmi\.?|nmi\.?|NM|Nm|nm\.?|Nautical Miles?)(?=[\s,·)]|$)`,
      'g',
    ),
    'nautical mile',
    'nautical miles',
  ],
  [new RegExp(String.raw`${NUMBER}\s*(?:Miles?|Mi\.?|mi\.?)(?=[\s,·)]|$)`, 'g'), 'mile', 'miles'],
  [new RegExp(String.raw`${NUMBER}\s*(?:Yds\.?|Yards?)(?=[\s,·)]|$)`, 'g'), 'yard', 'yards'],
];

const NUMBER_WORDS =
  /^(?:\d+|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Thirteen|Fourteen|Fifteen|Sixteen|Eighteen|Twenty)$/;

/** A distance written out: '0.3 nautical miles', '1 mile', '150 yards'. */
function distances(text: string): string {
  return UNITS.reduce(
    (out, [pattern, one, many]) =>
      out.replace(pattern, (_match, value: string) =>
        Number(value) === 1 ? `${value} ${one}` : `${value} ${many}`,
      ),
    text,
  );
}

/** One line of a name with its words written out. */
function writeOutLine(line: string): string {
  const words = line.split(/\s+/).filter(Boolean);
  const out = words.map((word, index) => {
    const next = words[index + 1];
    const previous = words[index - 1];
    const bare = word.replace(/[,)]+$/, '');
    const comma = word.slice(bare.length);
    const last = index === words.length - 1 || comma !== '';
    if (bare === 'St.') {
      // 'Mount St. Vincent' is a saint's; 'Washington St.' a street.
      return `${next && /^[A-Z]/.test(next) && !comma ? 'Saint' : 'Street'}${comma}`;
    }
    if (bare === 'Ft.') {
      // 'Fourteen Ft. Bank' is a depth; 'Ft. Monroe' a fort.
      return `${previous && NUMBER_WORDS.test(previous) ? 'Foot' : 'Fort'}${comma}`;
    }
    const short = SHORT_WORDS[bare];
    if (short) return `${short}${comma}`;
    if (last && previous && /^[A-Z]/.test(previous)) {
      const atEnd = SHORT_AT_END[bare];
      if (atEnd) return `${atEnd}${comma}`;
    }
    return word;
  });
  return out.join(' ');
}

/** Compass points before 'of' in words: 'W. of' and 'NE of' as 'west of', 'northeast of'. */
function pointsInWords(text: string): string {
  return (
    text
      .replace(
        /\b(NE|NW|SE|SW|N|S|E|W)\.?\s+(?:of|Of)\.?(?=[\s,)]|$)/g,
        (_match, point: string) => `${POINTS[point] ?? point} of`,
      )
      .replace(
        /(\d (?:nautical )?(?:miles?|yards?) |, )(North|South|East|West|Northeast|Northwest|Southeast|Southwest) (of|From)\b/g,
        (_match, before: string, point: string, word: string) =>
          `${before}${point.toLowerCase()} ${word.toLowerCase()}`,
      )
      // 'Eagle Island W. Of., Broad Sound': the place, then where from it.
      .replace(
        /\b([A-Za-z]+) (north|south|east|west|northeast|northwest|southeast|southwest) of,/g,
        (match, word: string, point: string) =>
          /^(?:miles?|yards?)$/.test(word) ? match : `${word}, ${point} of,`,
      )
  );
}

/**
 * How two lines of a name are joined: a line that goes on from the last ("0.3 Nmi." then "SSE
 * of", "0.8 Nmi. W" then "of Penobscot Bay") with a space, a line of its own ("Easter Ch.",
 * "Penobscot R") after a comma.
 */
function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => {
    if (text === '') return line;
    const goesOn =
      /^(?:of|from)\b/i.test(line) ||
      /(?:nautical miles?|miles?|yards?)$/.test(text) ||
      /\b[NSEW]{1,3}$/.test(text);
    return goesOn ? `${text} ${line}` : `${text.replace(/,$/, '')}, ${line}`;
  }, '');
}

/**
 * A current station's name written out: NOAA's short forms and misspellings, distances ('0.6
 * N.mi.' as '0.6 nautical miles'), compass points before 'of' in words, the lines of a long
 * name joined as a sentence, and 'X and Y, Between' said as 'Between X and Y'.
 */
export function readableCurrentName(name: string): string {
  const spelt = MISSPELT.reduce((text, [from, to]) => text.replace(from, to), name);
  const lines = distances(spelt)
    .split(/\s+·\s+/)
    .map((line) => writeOutLine(line.trim()));
  const joined = pointsInWords(joinLines(lines))
    .replace(/\s+,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const between = /^(.+) and (.+), Between$/.exec(joined) ?? /^(.+)-(.+), Between$/.exec(joined);
  return between ? `Between ${between[1]} and ${between[2]}` : joined;
}

/** Short forms a written-out name should no longer hold: what the readability check looks for. */
const LEFT_SHORT =
  /(?:^|[\s,(])(?:Pt|I|Is|Isl|Lt|Ent|Entr|Ft|R|Riv|Hwy|Hbr|Chan|Ch|Ave|RR|Del|Mt|Ext|Cr|Br|Yds|Nmi|N\.mi|mi|Mi|nm|St)\.(?=[\s,)]|$)|\bBouy\b|\d(?:nm|NM|Nm)\b/;

/** The short form a name still holds, or null when it reads as words. */
export function shortFormLeft(name: string): string | null {
  const found = LEFT_SHORT.exec(name);
  return found ? found[0].trim() : null;
}
