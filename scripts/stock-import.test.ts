/** `npm run stock:import` end to end: exit codes, messages naming the file, outputs written, byte-identical reruns. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSnapshot } from '../src/stock/snapshot.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE_FEED = join(ROOT, 'sites/_stock/feeds/sample-caravans-motorcycles.csv');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/stock-import.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SOURCE_DATE_EPOCH: '' },
  });
const tmp = () => mkdtempSync(join(tmpdir(), 'stock-import-'));
/** A small suburbs table, so no run depends on `../shared` being beside the repo (a fresh clone has none). */
function geoTable(dir: string): string {
  const geo = join(dir, 'geo.csv');
  writeFileSync(geo, 'suburb,postcode,state\nKunda Park,4556,QLD\nNambour,4560,QLD\n');
  return geo;
}

describe('stock:import CLI', () => {
  it('bad arguments: exit 2 with the reason and the usage', () => {
    const r = cli();
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('stock:import: no feed given: name at least one CSV file');
    expect(r.stderr).toContain('Usage: npm run stock:import -- <feed.csv>');
    expect(cli(SAMPLE_FEED, '--out', 'x.txt').stderr).toContain('--out must end in .json or .json.gz');
  });

  it('an unreadable feed: exit 1 naming the file and the reason', () => {
    const dir = tmp();
    const r = cli('/no/such/feed.csv', '--out', join(dir, 's.json'), '--geo', geoTable(dir));
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toBe('stock:import: cannot read feed /no/such/feed.csv: no such file');
  });

  it('an unwritable --out: exit 1 naming the file', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'plain'), 'x');
    const r = cli(SAMPLE_FEED, '--out', join(dir, 'plain', 's.json'), '--as-of', '2026-11-20');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`stock:import: cannot write ${join(dir, 'plain', 's.json')}: `);
  });

  it('a feed of unknown format: exit 1 naming the file', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'odd.csv'), 'vin,price\nX,1\n');
    const r = cli(join(dir, 'odd.csv'), '--out', join(dir, 's.json'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${join(dir, 'odd.csv')}: unrecognised header (vin, price)`);
  });

  it('writes the gzip snapshot, its report and placeholders; reruns are byte-identical', async () => {
    const dir = tmp();
    const geo = geoTable(dir);
    const out = join(dir, 'out', 'snap.json.gz');
    const r = cli(SAMPLE_FEED, '--out', out, '--as-of', '2026-11-20', '--geo', geo);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/sample-caravans-motorcycles\.csv \(caravan-dms-export\): read \d+, imported \d+, repaired \d+, rejected 0/);
    expect(r.stdout).toMatch(/timing {3}\d+ rows imported in [\d.]+ s \(\d+ rows\/s\)/);
    const first = readFileSync(out);
    expect(first.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const report = JSON.parse(readFileSync(`${out}.report.json`, 'utf8'));
    expect(report.generated_at).toBe('2026-11-20T00:00:00Z');
    expect(readdirSync(join(dir, 'out', 'placeholders')).every((f) => /^(caravan|motorcycle)-[a-z]+\.svg$/.test(f))).toBe(true);
    const { snapshot, problems } = await loadSnapshot(out);
    expect(problems).toEqual([]);
    expect(snapshot.cars.find((c) => c.location_name === 'Kunda Park')?.private_postcode).toBe('4556');
    expect(snapshot.cars.find((c) => c.location_name === 'Maroochydore')?.private_postcode).toBe(null);

    expect(cli(SAMPLE_FEED, '--out', out, '--as-of', '2026-11-20', '--geo', geo).status).toBe(0);
    expect(readFileSync(out).equals(first)).toBe(true);
  });

  it('a plain .json output is indented JSON', () => {
    const out = join(tmp(), 'snap.json');
    expect(cli(SAMPLE_FEED, '--out', out, '--as-of', '2026-11-20').status).toBe(0);
    expect(readFileSync(out, 'utf8').startsWith('{\n  "source": {')).toBe(true);
    expect(existsSync(`${out}.report.json`)).toBe(true);
  });
});
