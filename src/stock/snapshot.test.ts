/** Loading a snapshot: .json and .json.gz, invalid cars left out and reported, clear errors for the rest. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { importFeeds } from './import.ts';
import { isAllowedImageHost, loadSnapshot, parseSnapshot, resolveImageUrl, SnapshotError } from './snapshot.ts';

const HEADER =
  'StockNo,Type,Condition,Make,Model,Variant,Year,Price,Km,Colour,EngineCC,Category,LengthFt,WidthFt,TareKg,AtmKg,AxleType,Sleeps,Location,Description';
const FEED = [
  HEADER,
  'MC1,Motorcycle,Used,Honda,CB500X,,2020,9000,1000,Red,471,Adventure,,,,,,,"Nambour, QLD",x',
  'MC2,Motorcycle,New,Yamaha,MT-07,,2026,11000,,Blue,689,Naked,,,,,,,"Nambour, QLD",y',
  'MC3,Motorcycle,Used,KTM,390 Duke,,2021,6000,900,Orange,373,Naked,,,,,,,"Nambour, QLD",z',
].join('\n');
const good = () =>
  JSON.parse(
    JSON.stringify(importFeeds([{ file: 'b.csv', content: Buffer.from(FEED) }], { generatedAt: '2026-11-20T00:00:00Z' }).snapshot),
  );

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-test-'));
});
const write = (name: string, data: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, data);
  return p;
};

describe('loadSnapshot', () => {
  it('reads .json and .json.gz alike', async () => {
    const snap = good();
    const a = await loadSnapshot(write('s.json', JSON.stringify(snap)));
    const b = await loadSnapshot(write('s.json.gz', gzipSync(JSON.stringify(snap))));
    expect(a).toEqual({ snapshot: snap, problems: [] });
    expect(b).toEqual(a);
  });

  it('leaves out an invalid car and reports index, stock number, field path and reason', async () => {
    const snap = good();
    snap.cars[1].price = 'POA';
    snap.cars[2].location.id = 123;
    const { snapshot, problems } = await loadSnapshot(write('bad-cars.json', JSON.stringify(snap)));
    expect(snapshot.cars.map((c) => c.stocknum)).toEqual(['MC1']);
    expect(problems).toEqual([
      { index: 1, stocknum: 'MC2', path: 'price', reason: 'Invalid input: expected number, received string' },
      { index: 2, stocknum: 'MC3', path: 'location.id', reason: 'Invalid input: expected string, received number' },
    ]);
  });

  it.each([
    ['withdrawn', 'sold'],
    ['archived', 'sold'],
    ['SOLD', 'sold'],
    ['delivered', 'sold'],
    ['In Stock', 'in_stock'],
    ['COMING-SOON', 'coming_soon'],
    ['in_stock', 'in_stock'],
  ])('a car with status %j is kept and read as %s (spec §4: sold or any other status)', (status, read) => {
    const snap = good();
    snap.cars[0].status = status;
    const { snapshot, problems } = parseSnapshot(snap, 'x.json');
    expect(problems).toEqual([]);
    expect(snapshot.cars[0]!.status).toBe(read);
  });

  it('a car without a status is still left out and reported', () => {
    const snap = good();
    snap.cars[0].status = ' ';
    const { snapshot, problems } = parseSnapshot(snap, 'x.json');
    expect(snapshot.cars).toHaveLength(2);
    expect(problems).toEqual([{ index: 0, stocknum: 'MC1', path: 'status', reason: 'expected a stock status' }]);
  });

  it('a car without a readable stock number, a non-object car and a duplicate id are reported too', () => {
    const snap = good();
    snap.cars.push(42, { ...snap.cars[1], stocknum: 'MC9' });
    delete snap.cars[0].stocknum;
    const { snapshot, problems } = parseSnapshot(snap, 'x.json');
    expect(snapshot.cars.map((c) => c.stocknum)).toEqual(['MC2', 'MC3']);
    expect(problems).toEqual([
      { index: 0, stocknum: null, path: 'stocknum', reason: expect.any(String) },
      { index: 3, stocknum: null, path: '(car)', reason: expect.stringContaining('expected object') },
      { index: 4, stocknum: 'MC9', path: 'id', reason: expect.stringMatching(/^duplicate id \d+: an earlier car has it$/) },
    ]);
  });

  it.each([
    ['a missing file', () => join(dir, 'nope.json'), /^Cannot read stock snapshot .*nope\.json: no such file$/],
    ['a folder', () => dir, /^Cannot read stock snapshot .*: is a directory$/],
    [
      'broken gzip',
      () => write('broken.json.gz', Buffer.from([0x1f, 0x8b, 1, 2, 3])),
      /^Cannot read stock snapshot .*broken\.json\.gz: not valid gzip/,
    ],
    ['not JSON', () => write('text.json', 'hello'), /^Stock snapshot .*text\.json is not valid JSON: /],
    [
      'no generated_at',
      () => write('env.json', JSON.stringify({ ...good(), generated_at: undefined })),
      /^Stock snapshot .*env\.json has an invalid envelope: generated_at: /,
    ],
    [
      'bad source',
      () => write('src.json', JSON.stringify({ ...good(), source: { feeds: [], rows: {} } })),
      /has an invalid envelope: source\.feeds: .*; source\.rows\.read: /,
    ],
    ['cars not a list', () => write('cars.json', JSON.stringify({ ...good(), cars: {} })), /has an invalid envelope: cars: /],
  ])('throws a SnapshotError naming the file for %s', async (_name, path, message) => {
    const p = path();
    await expect(loadSnapshot(p)).rejects.toThrow(SnapshotError);
    await expect(loadSnapshot(p)).rejects.toThrow(message);
  });
});

describe('resolveImageUrl (issue #12 item 6: images confined to the feed folder and allowed hosts)', () => {
  const file = (path: string) => ({ kind: 'file', path, root: '/data/stock' });
  it.each([
    ['placeholders/suv-white.svg', '/data/stock/placeholders/suv-white.svg'],
    ['./placeholders/a%20b.svg', '/data/stock/placeholders/a b.svg'],
    ['file:///data/stock/img/a.jpg', '/data/stock/img/a.jpg'],
    ['/data/stock/img/a.jpg', '/data/stock/img/a.jpg'],
  ])('%s → the file %s inside the snapshot folder', (url, expected) =>
    expect(resolveImageUrl('/data/stock/snap.json.gz', url)).toEqual(file(expected)),
  );

  it.each([
    ['../secrets.txt', /points outside the snapshot folder/],
    ['../../../../tmp/x.png', /points outside the snapshot folder/],
    ['placeholders/../../x.svg', /points outside the snapshot folder/],
    ['/etc/passwd', /points outside the snapshot folder/],
    ['file:///tmp/x.png', /points outside the snapshot folder/],
    ['/data/stock-other/a.jpg', /points outside the snapshot folder/],
    ['javascript:alert(1)', /Unsupported image URL scheme/],
    ['data:image/png;base64,AAAA', /Unsupported image URL scheme/],
  ])('rejects %s', (url, message) => expect(() => resolveImageUrl('/data/stock/snap.json', url)).toThrow(message));

  it('fetches a remote image only from a host the tenant allows (exact, or *. for subdomains)', () => {
    expect(() => resolveImageUrl('/data/stock/s.json', 'https://cdn.example.com/a.jpg')).toThrow(
      /host cdn\.example\.com is not in the tenant's stock\.image_hosts \(none allowed\)/,
    );
    expect(resolveImageUrl('/data/stock/s.json', 'HTTPS://CDN.example.com/a.jpg', ['cdn.example.com'])).toEqual({
      kind: 'url',
      url: 'HTTPS://CDN.example.com/a.jpg',
      allowedHosts: ['cdn.example.com'],
    });
    expect(() => resolveImageUrl('/data/stock/s.json', 'https://evil.example.net/a.jpg', ['cdn.example.com'])).toThrow(
      /evil\.example\.net is not in/,
    );
    expect(resolveImageUrl('/data/stock/s.json', 'http://img.cdn.example.com/a.jpg', ['*.cdn.example.com']).kind).toBe('url');
    expect(() => resolveImageUrl('/data/stock/s.json', 'http://cdn.example.com.evil.net/a.jpg', ['*.cdn.example.com'])).toThrow(/not in/);
    expect(() => resolveImageUrl('/data/stock/s.json', 'http://cdn.example.com/a.jpg', ['*.cdn.example.com'])).toThrow(/not in/);
  });

  it('resolves relative to the snapshot folder, also for a relative snapshot path', () => {
    mkdirSync(join(dir, 'sub'), { recursive: true });
    expect(resolveImageUrl(join(dir, 'sub', 's.json'), 'p/x.svg')).toEqual({
      kind: 'file',
      path: join(dir, 'sub', 'p', 'x.svg'),
      root: join(dir, 'sub'),
    });
  });
});

describe('isAllowedImageHost', () => {
  it.each([
    ['cdn.example.com', ['cdn.example.com'], true],
    ['CDN.Example.com.', ['cdn.example.com'], true],
    ['a.cdn.example.com', ['cdn.example.com'], false],
    ['a.cdn.example.com', ['*.cdn.example.com'], true],
    ['xcdn.example.com', ['*.cdn.example.com'], false],
    ['cdn.example.com', [], false],
  ] as const)('%s with %j → %s', (host, allowed, expected) => expect(isAllowedImageHost(host, allowed)).toBe(expected));
});
