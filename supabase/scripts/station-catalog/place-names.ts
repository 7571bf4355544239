/**
 * The names the catalogue gives places: the province or territory a station's name repeats,
 * the state of a US station beyond the gazetteer's reach, and countries and regions as their
 * people write them where the tide database has them wrong, out of date or across a border.
 */
import { US_STATES, US_TERRITORY_CODES } from '@tides/conventions/station-page-path';

const US_TERRITORY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  US_TERRITORY_CODES.map((code) => [code, US_STATES[code] ?? code]),
);

const PROVINCE_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  'British Columbia': ['BC', 'B.C.'],
  Ontario: ['Ontario', 'Ont'],
  Quebec: ['Que', 'QC'],
  'Nova Scotia': ['NS', 'N.S.'],
  'New Brunswick': ['NB', 'N.B.'],
  'Newfoundland and Labrador': ['Nfld', 'NL'],
  'Prince Edward Island': ['PEI', 'P.E.I.'],
};

/**
 * Words a name may end in that only repeat where it is ('Kingston Ontario', 'Ferndale Wash',
 * 'Praia Cape Verde', 'Penuelas PR'): a Canadian province, Washington's short form, the
 * station's territory or country, or a US territory's code. A name whose place includes its province ('Vieux Quebec') keeps it.
 */
export function trailingPlace(
  station: {
    name: string;
    region?: string | null;
    region_code?: string | null;
    country_code?: string | null;
  },
  territory: string | null,
): string | null {
  const candidates = [...(PROVINCE_SUFFIXES[station.region ?? ''] ?? []), territory ?? ''];
  // A US territory's postal code ('Penuelas PR').
  if (US_TERRITORY_CODES.includes(station.country_code ?? ''))
    candidates.push(station.country_code ?? '');
  if (station.region === 'WA' || station.region_code === 'US-WA') candidates.push('Wash');
  for (const suffix of candidates.filter((s) => s.length >= 2)) {
    if (station.name.endsWith(` ${suffix}`)) {
      const rest = station.name.slice(0, -suffix.length - 1).trim();
      // Keep names the place is part of ('Lake Ontario', 'Port Ontario').
      const last = rest.split(' ').at(-1) ?? '';
      if (/^(de|del|da|do|du|la|of)$/i.test(last)) continue;
      if (rest.split(' ').length > 1 || !/^(Lake|Port|Point|Isle|Cape|Mount|Vieux)$/.test(rest))
        return rest;
    }
  }
  return null;
}

/**
 * The state of a US station beyond the gazetteer's reach: the western Aleutians are Alaska's,
 * the Northwestern Hawaiian Islands Hawaii's (Midway, a territory, is coded UM by position).
 */
export function outlyingState(latitude: number, longitude: number): string | null {
  if (latitude > 50 && (longitude < -129 || longitude > 165)) return 'AK';
  if (latitude > 18 && latitude < 29 && longitude > -179 && longitude < -154) return 'HI';
  return null;
}

/** Codes country-coder gives parts of a country that people file under the country itself. */
export const PART_OF_COUNTRY: readonly string[] = ['EA', 'IC'];

/** Names the tide database has wrong or out of date, by code. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  US: 'United States',
  WS: 'Samoa',
  MM: 'Myanmar',
  JE: 'Jersey',
  GG: 'Guernsey',
  // Written with their letters, as the countries and the UN write them in English.
  TR: 'Türkiye',
  CI: "Côte d'Ivoire",
  ST: 'São Tomé and Príncipe',
  ...US_TERRITORY_NAMES,
};

/**
 * Regions the tide database writes without their letters (ø, å, ä, ö as o, a, ae, oe; á, ã, í,
 * ñ, ü, ț, ğ, ı left out), as the countries write them (ISO 3166-2's names), and regions renamed
 * since the source took them (Venezuela's Vargas has been La Guaira since 2019; Kaohsiung is no
 * longer Takao, its name under Japan).
 */
export const REGION_NAMES: Readonly<Record<string, string>> = {
  'More og Romsdal': 'Møre og Romsdal',
  Trondelag: 'Trøndelag',
  Ostfold: 'Østfold',
  Soedermanland: 'Södermanland',
  Skane: 'Skåne',
  Gaevleborg: 'Gävleborg',
  'Vaestra Goetaland': 'Västra Götaland',
  Vaesternorrland: 'Västernorrland',
  Vaesterbotten: 'Västerbotten',
  OEstergoetland: 'Östergötland',
  'Alands skaergard': 'Ålands skärgård',
  Amapa: 'Amapá',
  Ceara: 'Ceará',
  Maranhao: 'Maranhão',
  Para: 'Pará',
  Piaui: 'Piauí',
  'Sao Paulo': 'São Paulo',
  Bolivar: 'Bolívar',
  Narino: 'Nariño',
  'San Andres y Providencia': 'San Andrés y Providencia',
  'Limon Province': 'Limón Province',
  Camaguey: 'Camagüey',
  'Guantanamo Province': 'Guantánamo Province',
  'Holguin Province': 'Holguín Province',
  'Pinar del Rio': 'Pinar del Río',
  'Sancti Spiritus Province': 'Sancti Spíritus Province',
  Samana: 'Samaná',
  Galapagos: 'Galápagos',
  Manabi: 'Manabí',
  'Laeaene-Virumaa': 'Lääne-Virumaa',
  Laeaene: 'Lääne',
  Paernumaa: 'Pärnumaa',
  "Provence-Alpes-Cote d'Azur": "Provence-Alpes-Côte d'Azur",
  'Iles du Vent': 'Windward Islands',
  Reunion: 'Réunion',
  'Atlantida Department': 'Atlántida Department',
  'Colon Department': 'Colón Department',
  'Cortes Department': 'Cortés Department',
  Michoacan: 'Michoacán',
  Yucatan: 'Yucatán',
  'Leon Department': 'León Department',
  'Rio San Juan Department': 'Río San Juan Department',
  'Chiriqui Province': 'Chiriquí Province',
  Colon: 'Colón',
  Darien: 'Darién',
  Mayagueez: 'Mayagüez',
  Guanica: 'Guánica',
  Rincon: 'Rincón',
  Setubal: 'Setúbal',
  'Constanta County': 'Constanța County',
  'Sao Tome Island': 'São Tomé Island',
  'La Union': 'La Unión',
  'La Riviere Anglaise': 'La Rivière Anglaise',
  Haapai: 'Haʻapai',
  'Izmir Province': 'İzmir Province',
  Kirklareli: 'Kırklareli',
  Mugla: 'Muğla',
  Tekirdag: 'Tekirdağ',
  'Klaipeda County': 'Klaipėda County',
  Liepaja: 'Liepāja',
  'Limbazi Municipality': 'Limbaži Municipality',
  'Talsu novads': 'Talsi Municipality',
  'St.-Petersburg': 'Saint Petersburg',
  Vargas: 'La Guaira',
  Takao: 'Kaohsiung',
};

/**
 * Regions the tide database took from across a border, by country: the Ems gauges of the WSV
 * filed under Groningen, Nieuwe Statenzijl under Lower Saxony, Havneby on Rømø under
 * Schleswig-Holstein, Cadzand under Flanders. Each is the region its position is in.
 */
export const CROSS_BORDER_REGIONS: Readonly<Record<string, string>> = {
  'DE|Groningen': 'Lower Saxony',
  'NL|Lower Saxony': 'Groningen',
  'DK|Schleswig-Holstein': 'South Denmark',
  'NL|Flanders': 'Zeeland',
};
