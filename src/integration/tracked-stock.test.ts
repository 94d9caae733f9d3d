import { describe, expect, it } from 'vitest';
import { modelKey, STOCK_VIEWS, stockView, stockViewEntry } from '../stock/stock-views.ts';
import { ALL_IMAGES, dependOnAllImages, type TenantStock } from '../stock/tenant-stock.ts';
import { derivedDependencies } from '../stock/derived-deps.ts';
import { hashJson, pageDepsRuntime, UNREGISTERED_DERIVED } from './page-deps.ts';
import { trackedStock } from './tracked-stock.ts';

const image = { src: '/img/a-640.webp', width: 640, height: 480, sources: [], alt: 'Front of the car' };
const stockText = JSON.stringify({
  cars: [{ id: 'a' }, { id: 'b' }],
  images: { a: [image], b: [] },
  searchIndexUrl: '/search/index.json',
  carLookupBase: '/search/car/64/',
} satisfies Record<keyof TenantStock, unknown>);

/** Runs the rest of the calling test as one page's render, recording into `deps`. */
const renderingInto = (deps: Map<string, string>) => pageDepsRuntime().pages.enterWith(deps);

describe('trackedStock: the reads a page makes become its dependencies (issue #14 incremental builds)', () => {
  it('records one `images` dependency, with the hash of every car’s images, when a page says it uses them all', () => {
    const stock = trackedStock(stockText);
    const deps = new Map<string, string>();
    renderingInto(deps);
    dependOnAllImages(stock.images);
    expect([...deps]).toEqual([['images', hashJson({ a: [image], b: [] })]]);
    // A car's own images read afterwards add nothing: the page already depends on all of them.
    expect(stock.images.a).toEqual([image]);
    expect([...deps.keys()]).toEqual(['images']);
  });

  it('records one car’s images by its id, and the car list as `cars`', () => {
    const stock = trackedStock(stockText);
    const deps = new Map<string, string>();
    renderingInto(deps);
    expect(stock.images.b).toEqual([]);
    expect(stock.cars).toHaveLength(2);
    expect(Object.fromEntries(deps)).toEqual({ 'images:b': hashJson([]), cars: hashJson([{ id: 'a' }, { id: 'b' }]) });
  });

  it('keeps apart the reads of pages rendered at the same time (each render is its own async context)', async () => {
    const stock = trackedStock(stockText);
    const turn = () => new Promise((resolve) => setTimeout(resolve, 1));
    const a = new Map<string, string>();
    const b = new Map<string, string>();
    await Promise.all([
      pageDepsRuntime().pages.run(a, async () => {
        await turn();
        void stock.images.a;
        await turn();
      }),
      pageDepsRuntime().pages.run(b, async () => {
        void stock.cars;
        await turn();
        await turn();
        void stock.images.b;
      }),
    ]);
    expect([...a.keys()]).toEqual(['images:a']);
    expect([...b.keys()]).toEqual(['cars', 'images:b']);
    // Outside a render nothing is recorded.
    void stock.searchIndexUrl;
    expect(a.size + b.size).toBe(3);
  });

  it("records the lookup base (which names the lookup files' count) as its own dependency, with its hash", () => {
    const stock = trackedStock(stockText);
    const deps = new Map<string, string>();
    renderingInto(deps);
    expect(stock.carLookupBase).toBe('/search/car/64/');
    expect([...deps]).toEqual([['carLookupBase', hashJson('/search/car/64/')]]);
  });

  it('the all-images key is never an image, on the tracked stock and on a plain one', () => {
    const stock = trackedStock(stockText);
    dependOnAllImages(stock.images);
    expect(ALL_IMAGES in stock.images).toBe(false);
    expect(Object.keys(stock.images)).toEqual(['a', 'b']);
    // A plain stock object (dev, tests) takes the call too.
    expect(() => dependOnAllImages({ a: [image] })).not.toThrow();
  });
});

describe('stock views: a page depends on what its menus show, not on every car (issue #14)', () => {
  const car = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    make: 'Mazda',
    model: 'CX-5',
    car_type: 'new',
    status: 'in_stock',
    price: 40_000,
    offer_price: null,
    before_price: null,
    ...over,
  });
  const stockOf = (cars: Record<string, unknown>[]) => JSON.stringify({ cars, images: {}, searchIndexUrl: '/search/index.json' });
  const night1 = [car(1), car(2, { car_type: 'used', model: 'Mazda3' })];

  it('records `view:<name>` with the hash of each view a page reads, and not the car list', () => {
    const stock = trackedStock(stockOf(night1));
    const deps = new Map<string, string>();
    renderingInto(deps);
    const models = stockViewEntry(stock, 'newModels', '12');
    expect(models).toEqual([{ name: 'CX-5', href: '/search/mazda/cx-5/' }]);
    expect(stockView(stock, 'offers')).toBe(false);
    expect([...deps]).toEqual([
      ['view:newModels:12', hashJson(models)],
      ['view:offers', hashJson(false)],
    ]);
    // Once per build: the same value on every page.
    expect(stockViewEntry(stock, 'newModels', '12')).toBe(models);
  });

  it('keep their hashes through price changes and sales that leave the menus as they were', () => {
    const hashesOf = (cars: Record<string, unknown>[]) => {
      trackedStock(stockOf(cars));
      const { evaluate } = pageDepsRuntime();
      return [evaluate!('view:offers'), evaluate!('view:newModels:12')];
    };
    const [offers, models] = hashesOf(night1);
    // A used car's new price, one more CX-5 (the counts move, the menu does not), a second car on offer.
    expect(hashesOf([car(1), car(2, { car_type: 'used', model: 'Mazda3', price: 18_500 }), car(4)])).toEqual([offers, models]);
    expect(hashesOf([car(1, { offer_price: 37_990 }), night1[1]!])).toEqual([expect.not.stringMatching(offers!), models]);
    expect(hashesOf([...night1, car(3, { model: 'BT-50' })])).toEqual([offers, expect.not.stringMatching(models!)]);
  });

  it('keyed views: a page depends on the entries it reads, each the same through counts that move', () => {
    const withImages = (cars: Record<string, unknown>[], images: Record<string, unknown>) =>
      JSON.stringify({ cars, images, searchIndexUrl: '/search/index.json' });
    const photo = (src: string) => ({ ...image, src });
    const cx5 = modelKey('Mazda', 'CX-5');
    const mazda3 = modelKey('MAZDA', 'Mazda3');
    expect([cx5, mazda3]).toEqual(['mazda/cx5', 'mazda/mazda3']);
    const stock = trackedStock(withImages(night1, { 1: [photo('/img/1.webp')] }));
    const deps = new Map<string, string>();
    renderingInto(deps);
    expect(stockViewEntry(stock, 'modelLink', cx5)).toBe('/search/mazda/cx-5/');
    expect(stockViewEntry(stock, 'modelPhoto', cx5)).toEqual(photo('/img/1.webp'));
    expect(stockViewEntry(stock, 'modelPhoto', mazda3)).toBeNull();
    expect(stockViewEntry(stock, 'newMake', 'mazda')).toBe(true);
    expect(stockViewEntry(stock, 'newMake', 'kia')).toBeNull();
    expect([...deps.keys()]).toEqual([
      `view:modelLink:${cx5}`,
      `view:modelPhoto:${cx5}`,
      `view:modelPhoto:${mazda3}`,
      'view:newMake:mazda',
      'view:newMake:kia',
    ]);
    const hashes = (cars: Record<string, unknown>[], images: Record<string, unknown> = { 1: [photo('/img/1.webp')] }) => {
      trackedStock(withImages(cars, images));
      const { evaluate } = pageDepsRuntime();
      return [`view:modelLink:${cx5}`, `view:modelPhoto:${cx5}`, `view:modelLink:${mazda3}`].map((d) => evaluate!(d));
    };
    const [link, pic, link3] = hashes(night1);
    // One more CX-5 (its count moves, its link and photo do not) and a price change: the same entries.
    expect(hashes([...night1, car(4), { ...night1[1]!, price: 18_500 }])).toEqual([link, pic, link3]);
    // A new Kia: the Mazda entries stay.
    expect(hashes([...night1, car(5, { make: 'Kia', model: 'Sportage' })])).toEqual([link, pic, link3]);
    // The Mazda3 left the listing: its landing page is gone (the CX-5's entries stay).
    expect(hashes([night1[0]!])).toEqual([link, pic, expect.not.stringMatching(link3!)]);
    // The CX-5's photo is another car's.
    expect(hashes(night1, { 1: [photo('/img/9.webp')] })).toEqual([link, expect.not.stringMatching(pic!), link3]);
    // A table the code does not define never matches.
    expect(pageDepsRuntime().evaluate!('view:nothing:x')).toBe(hashJson({ undefinedView: 'nothing:x' }));
  });

  it('orders the new models menu by name, whatever the counts', () => {
    const stock = JSON.parse(
      stockOf([
        car(1, { model: 'CX-5' }),
        car(2, { model: 'CX-5' }),
        car(3, { model: 'CX-30' }),
        car(4, { model: '2' }),
        car(5, { model: 'BT-50' }),
      ]),
    ) as TenantStock;
    expect(stockViewEntry(stock, 'newModels', '12')!.map((m) => m.name)).toEqual(['BT-50', 'CX-5', 'CX-30', 'Mazda 2']);
  });

  it("draws the menu's 12 (30 on the brand template) most stocked new models; a page depends on those only", () => {
    // 14 new models: Model 1 has 14 cars, Model 2 13, … Model 14 one.
    const many = Array.from({ length: 14 }, (_, i) =>
      Array.from({ length: 14 - i }, (_, j) => car(100 * (i + 1) + j, { model: `Model ${i + 1}` })),
    ).flat();
    const menu = (cars: Record<string, unknown>[], length: string) =>
      stockViewEntry(JSON.parse(stockOf(cars)) as TenantStock, 'newModels', length)!.map((m) => m.name);
    // In name order, numbers as numbers; the 13th and 14th most stocked are left out of a menu of 12.
    expect(menu(many, '12')).toEqual(Array.from({ length: 12 }, (_, i) => `Model ${i + 1}`));
    expect(menu(many, '30')).toHaveLength(14);
    const hashes = (cars: Record<string, unknown>[]) => {
      trackedStock(stockOf(cars));
      const { evaluate } = pageDepsRuntime();
      return [evaluate!('view:newModels:12'), evaluate!('view:newModels:30')];
    };
    const [twelve, thirty] = hashes(many);
    // The least stocked model sells its one car: the menu of 12 is the same, the brand menu of 30 is not.
    const withoutLast = many.filter((c) => c.model !== 'Model 14');
    expect(hashes(withoutLast)).toEqual([twelve, expect.not.stringMatching(thirty!)]);
    // A new model with more cars than the 12th: it joins the menu of 12, and Model 12 leaves it.
    const newcomer = Array.from({ length: 5 }, (_, j) => car(9000 + j, { model: 'Atenza' }));
    expect(hashes([...many, ...newcomer])).toEqual([expect.not.stringMatching(twelve!), expect.not.stringMatching(thirty!)]);
    expect(menu([...many, ...newcomer], '12')).toEqual(['Atenza', ...Array.from({ length: 11 }, (_, i) => `Model ${i + 1}`)]);
  });

  it('never matches a view name the code no longer defines', () => {
    trackedStock(stockOf(night1));
    expect(Object.keys(STOCK_VIEWS)).toEqual(['offers']);
    expect(pageDepsRuntime().evaluate!('view:toString')).toBe(hashJson({ undefinedView: 'toString' }));
  });

  it('is computed directly from a plain stock object (dev, tests)', () => {
    const plain = JSON.parse(stockOf([car(1, { before_price: 45_000 })])) as TenantStock;
    expect(stockView(plain, 'offers')).toBe(true);
  });
});

describe('derived dependencies: a page that depends on what it works out from the stock (issue #14)', () => {
  it('records the derived value instead of the car list for the work it covers; its other reads stay the page’s', async () => {
    const stock = trackedStock(stockText);
    const derived = derivedDependencies(stock);
    const asked: string[] = [];
    derived.register('firstCar', (key) => {
      asked.push(key);
      // Worked out outside the page: this read is nobody's.
      return stock.cars.find((c) => (c as unknown as { id: string }).id === key) ?? null;
    });
    const deps = new Map<string, string>();
    await pageDepsRuntime().pages.run(deps, async () => {
      derived.depend('firstCar', 'a');
      const count = await derived.withCarReadsCovered(async () => {
        void stock.images.b;
        void stock.searchIndexUrl;
        return stock.cars.length;
      });
      expect(count).toBe(2);
    });
    expect(Object.fromEntries(deps)).toEqual({
      'derived:firstCar:a': hashJson({ id: 'a' }),
      searchIndexUrl: hashJson('/search/index.json'),
    });
    expect(asked).toEqual(['a']);
  });

  it('answers a family no route registered with a hash no page recorded (such a page is rendered again)', () => {
    trackedStock(stockText);
    const evaluate = pageDepsRuntime().evaluate!;
    pageDepsRuntime().derived.clear();
    expect(evaluate('derived:nobody:x')).toBe(UNREGISTERED_DERIVED);
    expect(evaluate('derived:nobody:x')).not.toMatch(/^[0-9a-f]{20}$/);
  });

  it('does nothing on a plain stock object (dev, tests): the work runs as it is', async () => {
    const plain = JSON.parse(stockText) as TenantStock;
    const derived = derivedDependencies(plain);
    derived.register('x', () => 1);
    derived.depend('x', 'y');
    expect(await derived.withCarReadsCovered(async () => plain.cars.length)).toBe(2);
  });
});
