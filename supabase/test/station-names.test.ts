/**
 * Station names as the browser review found them: umlauts and accents dropped with their
 * letters, words run together, gauge codes kept, and the same gauge listed twice by two
 * sources. The check flags the mangled names (the generator refuses one no reviewed line
 * answers), the reviewed lines restore them, and one of each gauge listed twice is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, catalog } from '../scripts/station-catalog.ts';
import {
  checkName,
  duplicateKey,
  looksMangled,
  resolveDuplicates,
  restoredName,
} from '../scripts/station-checks.ts';
import { byId, lookups, station } from './upstream-stations.ts';

// The whole catalogue is checked against the offline geography once per file: about 30 s on an
// idle machine, so a generous allowance for a loaded one.
beforeAll(async () => {
  await catalog();
}, 600_000);

describe('a name that looks mangled', () => {
  it('is flagged for each sign: a dropped umlaut, words run together, a code, an abbreviation', () => {
    for (const name of [
      'Bsum',
      'Borkumsdstrand',
      'Brunsbttelmpm',
      'Warnemnde',
      'Travemnde',
      'Glckstadt',
      'Lbeckbauhof',
      'Barhft',
      'Grosseweserbrcke',
      'Esteinneressperrwerkbp',
      'Eidersperrwerkap',
      'Bedwell Hbr',
    ]) {
      expect(looksMangled(name), name).not.toBeNull();
    }
  });

  it('is not a name as people write it, with its accents, or an abbreviation USGS uses on purpose', () => {
    for (const name of [
      'Büsum',
      'Borkum Südstrand',
      'Warnemünde',
      'Friedrichstadt',
      'Portsmouth',
      'Wrightsville Beach',
      'Llandudno',
      'McClellanville',
      'IJmuiden Buitenhaven',
      'Rivière-du-Loup',
      'Rigolets at Hwy 90 near Slidell',
      'Cape Cod Canal',
    ]) {
      expect(looksMangled(name), name).toBeNull();
    }
  });

  it('is restored from the town upstream places it in, as a suggestion for the reviewer', () => {
    expect(restoredName('Glckstadt', 'Glueckstadt')).toBe('Glückstadt');
    expect(restoredName('Tnning', 'Toenning')).toBe('Tönning');
    expect(restoredName('Lbeckbauhof', 'Luebeck')).toBe('Lübeck Bauhof');
    // A town that is not the name, or has no umlaut written out, suggests nothing.
    expect(restoredName('Bsum', 'Busum')).toBeNull();
    expect(restoredName('Warnemnde', 'Rostock')).toBeNull();
    expect(checkName(station('ticon/warnemnde-9640015-deu-wsv'))).toMatchObject({
      suggested: 'Warnemünde',
    });
  });

  it('is a finding on the upstream rows, and the generator refuses it unreviewed', () => {
    const busum = station('ticon/bsum-9510095-deu-wsv');
    expect(checkName(busum)).toMatchObject({ field: 'name', old: 'Bsum' });
    expect(checkName(station('ticon/bedwell_hbr_bc-7350-can-meds'))).toMatchObject({
      old: 'Bedwell Hbr',
    });
    expect(() => buildCatalog([busum], [], lookups, [])).toThrow(
      /bsum-9510095-deu-wsv: name "Bsum" begins with "bs"/,
    );
  });

  it('is restored by the reviewed lines, and no offered name still looks mangled unreviewed', async () => {
    const { stations } = await catalog();
    const name = (id: string) => stations.find((s) => s.id === id)?.name;
    expect(name('ticon/bsum-9510095-deu-wsv')).toBe('Büsum');
    expect(name('ticon/borkumsdstrand-9340030-deu-wsv')).toBe('Borkum Südstrand');
    expect(name('ticon/bhvalterleuchtturm-4990010-deu-wsv')).toBe('Bremerhaven Alter Leuchtturm');
    expect(name('ticon/grosseweserbrcke-4910050-deu-wsv')).toBe('Große Weserbrücke');
    expect(name('ticon/lbeckbauhof-9620090-deu-wsv')).toBe('Lübeck-Bauhof');
    expect(name('ticon/rivi_a475re_du_loup-3130-can-meds')).toBe('Rivière-du-Loup');
    expect(name('ticon/ile_dentree-1966-can-meds')).toBe("Île d'Entrée");
    expect(name('ticon/lile_aux_grues-3180-can-meds')).toBe("L'Isle-aux-Grues");
    expect(name('ticon/banc_du_cap_brule-3075-can-meds')).toBe('Banc-du-Cap-Brûlé');
    expect(name('ticon/bedwell_hbr_bc-7350-can-meds')).toBe('Bedwell Harbour');
    const mangled = stations
      .filter((s) => looksMangled(s.name) && s.name === byId.get(s.id)?.name)
      .map((s) => s.name);
    // Only the two names reviewed as written (Corkscrew Slough, Sacramento River Downstream…).
    expect(mangled.sort()).toEqual(['Corkscrew Slough', 'Sacramento River Downstream of Isleton']);
  });
});

describe('the same gauge twice', () => {
  it('has one key however its sources spell it', () => {
    expect(duplicateKey('Warnemnde')).toBe(duplicateKey('Warnemuende'));
    expect(duplicateKey('Barhft')).toBe(duplicateKey('Barhoeft'));
    expect(duplicateKey('Kielholtenau')).toBe(duplicateKey('Kiel Holtenau'));
    expect(duplicateKey('Pointe a Pitre')).toBe(duplicateKey('Pointe-à-Pitre'));
    expect(duplicateKey('Sassnitz')).not.toBe(duplicateKey('Stralsund'));
  });

  it("keeps NOAA's record, a national agency's over an archive's, and one source's gauges all", () => {
    const rows = [
      'ticon/sausalito-9414806-usa-da_sat',
      'noaa/9414806',
      'noaa/9414819',
      'ticon/darwin-63230-aus-bom',
      'ticon/darwin-168-aus-uhslc_fd',
      'noaa/8447173',
      'noaa/8447191',
      'noaa/8447259',
      'noaa/8447270',
    ].map(station);
    const { left, problems } = resolveDuplicates(rows, rows, []);
    expect(problems).toEqual([]);
    expect(left.map((d) => [d.id, d.keptId]).sort()).toEqual(
      [
        ['ticon/darwin-168-aus-uhslc_fd', 'ticon/darwin-63230-aus-bom'],
        ['ticon/sausalito-9414806-usa-da_sat', 'noaa/9414806'],
      ].sort(),
    );
  });

  it('follows a reviewed line first, and refuses one naming a station not there', () => {
    const rows = ['ticon/darwin-63230-aus-bom', 'ticon/darwin-168-aus-uhslc_fd'].map(station);
    const line = (keep: string) => ({
      id: 'ticon/darwin-63230-aus-bom',
      field: 'duplicate' as const,
      old: 'Darwin',
      new: keep,
      source: 'a test',
    });
    expect(resolveDuplicates(rows, rows, [line('ticon/darwin-168-aus-uhslc_fd')]).left).toEqual([
      {
        id: 'ticon/darwin-63230-aus-bom',
        keptId: 'ticon/darwin-168-aus-uhslc_fd',
        source: 'a test',
      },
    ]);
    // Its own name: distinct gauges, both kept.
    expect(resolveDuplicates(rows, rows, [line('Darwin')]).left).toEqual([]);
    expect(resolveDuplicates(rows, rows, [line('ticon/nowhere')]).problems).toEqual([
      'ticon/darwin-63230-aus-bom: a duplicate of ticon/nowhere, which is not in the catalogue.',
    ]);
  });

  it('leaves one of each in the catalogue, and the report says which went where', async () => {
    const { stations, report } = await catalog();
    const named = (name: string, code: string) =>
      stations.filter((s) => s.name === name && s.country_code === code).map((s) => s.id);
    expect(named('Warnemünde', 'DE')).toEqual(['ticon/warnemnde-9640015-deu-wsv']);
    expect(named('Travemünde', 'DE')).toEqual(['ticon/travemnde-9620085-deu-wsv']);
    expect(named('Churchill', 'CA')).toEqual(['ticon/churchill-5010-can-meds']);
    expect(named('Bamfield', 'CA')).toEqual(['ticon/bamfield_bc-8545-can-meds']);
    expect(stations.filter((s) => s.name === 'Neustadt' && s.country_code === 'DE')).toHaveLength(
      1,
    );
    expect(report.duplicates).toContainEqual(
      expect.objectContaining({
        id: 'ticon/warnemuendetg-war-deu-cmems',
        keptId: 'ticon/warnemnde-9640015-deu-wsv',
        keptName: 'Warnemünde',
      }),
    );
    // Nothing points at a station left out.
    const left = new Set(report.duplicates.map((d) => d.id));
    expect(stations.filter((s) => left.has(s.id) || left.has(s.offsets?.reference ?? ''))).toEqual(
      [],
    );
  });
});

describe('a gauge record’s shortened name', () => {
  it('is written out in the catalogue, its source’s name kept as an alias search finds', async () => {
    const { stations } = await catalog();
    const barnegat = stations.find((s) => s.name.startsWith('Barnegat Bay Tidal Channel 1'));
    expect(barnegat?.name).toBe('Barnegat Bay Tidal Channel 1 at Bayview near Ocean Gate');
    expect(barnegat?.aliases).toContain('barnegat b tdl chanl1 at bayview a nr ocean gt');
    expect(stations.some((s) => /\bTdl\b|\bChanl\d|\bnr\b/.test(s.name))).toBe(false);
  });
});
