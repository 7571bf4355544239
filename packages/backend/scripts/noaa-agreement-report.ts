/**
 * How often NOAA's own published days pass the handler's agreement check: every station-day of
 * the official tables in supabase/test/fixtures/noaa/recent (or the directory given), served to the
 * handler as NOAA would serve them. A sound table should be refused on no day, or on very few
 * (and then only near-flat ones); each refusal is printed with its reason.
 *
 *   npx tsx scripts/noaa-agreement-report.ts [fixtures-dir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGetTideDataHandler, type TideResult } from '@tides/supabase/get-tide-data';
import { loadFixtures, noaaPredictions, type NoaaFixture } from '@tides/supabase/testing';
import { migrate, openDatabase } from '../src/database.ts';

const dir = process.argv[2];
const tables: NoaaFixture[] = dir
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((file) => ({
        ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as NoaaFixture),
        file,
      }))
  : loadFixtures().filter((table) => table.file.startsWith('recent/'));
const db = await openDatabase();
await migrate(db);

let days = 0;
let refused = 0;
for (const fixture of tables) {
  if (fixture.timeZone !== 'GMT') continue;
  const predictions = noaaPredictions(fixture);
  const reasons: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => void reasons.push(line);
  const handler = createGetTideDataHandler({
    db,
    noaa: { baseUrl: 'http://noaa.test/datagetter', timeoutMs: 5_000 },
    fetch: (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      const begin = url.searchParams.get('begin_date') ?? '';
      const end = url.searchParams.get('end_date') ?? '';
      const compact = (t: string) => t.slice(0, 10).replaceAll('-', '');
      const body = {
        predictions: predictions.filter((p) => compact(p.t) >= begin && compact(p.t) <= end),
      };
      return Promise.resolve(new Response(JSON.stringify(body)));
    },
  });
  // The first and last local days may reach past the table's UTC days: leave them out.
  const first = new Date(`${fixture.firstDate}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() + 1);
  const last = new Date(`${fixture.lastDate}T00:00:00Z`);
  for (const day = first; day < last; day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    await db.query('delete from public.noaa_prediction_cache');
    const response = await handler(
      new Request('http://localhost/', {
        method: 'POST',
        body: JSON.stringify({ locationId: `noaa/${fixture.station}`, date }),
      }),
    );
    if (!response.ok) continue;
    const result = (await response.json()) as TideResult;
    days += 1;
    if (result.source !== 'fresh') refused += 1;
  }
  console.warn = warn;
  for (const reason of reasons) console.log(`${fixture.file}: ${reason}`);
}
console.log(`${refused} of ${days} official station-days refused`);
await db.close();
