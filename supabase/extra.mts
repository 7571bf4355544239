import { loadFixtures, fixtureInstants, fixtureWindow, stationRow } from './scripts/accuracy-report.ts';
import { stations } from '@neaps/tide-database';
import { compileStation } from './functions/_shared/tide-prediction.ts';
import { curveExtremes } from './functions/_shared/extremes.ts';
const f = loadFixtures().find((x) => x.file.includes(process.argv[2]!))!;
const st = stations.find((s) => s.id === `noaa/${f.station}`)!;
const c = compileStation(stationRow(st), null);
const { startMs, endMs } = fixtureWindow(f);
const inst = fixtureInstants(f);
const raw = curveExtremes(c.curve, startMs, endMs);
raw.forEach((r, i) => {
  const m = inst.findIndex((t, j) => Math.abs(t - r.time) < 3 * 60e3 && (f.events[j]!.type === 'H') === r.high);
  if (m < 0) {
    for (let k = Math.max(0, i - 2); k <= Math.min(raw.length - 1, i + 2); k++) {
      const q = raw[k]!; const mm = inst.findIndex((t, j) => Math.abs(t - q.time) < 3 * 60e3);
      console.log(k === i ? '>>' : '  ', new Date(q.time).toISOString(), q.high ? 'H' : 'L', q.level.toFixed(4), mm >= 0 ? 'noaa ' + f.events[mm]!.v : '-');
    }
    console.log();
  }
});
