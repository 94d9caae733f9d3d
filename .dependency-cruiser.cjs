/**
 * The architecture guide's layer table (../shared/docs/architecture.md "Layers and who may import whom"), enforced:
 * `npm run lint:layers` fails on an import a layer may not make. One rule per layer: `from` the layer's folder,
 * `to` any of our folders it is not allowed to import. Tests (`*.test.ts`) and test fixtures (`testing/` folders) are
 * consumers, not part of the layer: a contract test beside a domain module may load the config schema it checks.
 */
const ours = [
  'src/domain',
  'src/config',
  'src/stock',
  'src/search',
  'src/stores',
  'src/islands',
  'src/components',
  'src/layouts',
  'src/pages',
  'src/api',
  'src/content',
  'src/integration',
  'scripts',
];
const dir = (d) => `^${d}/`;
const TESTS = ['\\.test\\.tsx?$', '/testing/'];
/** A rule: files under `layer` may import only their own folder and `allowed` of ours. */
function layer(name, allowed, comment) {
  const forbidden = ours.filter((d) => d !== name && !allowed.includes(d));
  return {
    name: `layer:${name.replace(/^src\//, '')}`,
    comment,
    severity: 'error',
    from: { path: dir(name), pathNot: TESTS },
    to: { path: forbidden.map(dir) },
  };
}

module.exports = {
  forbidden: [
    layer('src/domain', [], 'domain: pure business rules, imports nothing of ours'),
    {
      name: 'domain-is-pure',
      comment: 'domain: no astro, react, nanostores, DOM or file system',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          '^node_modules/(astro|react|react-dom|nanostores|@nanostores)/',
          '^(fs|node:fs|fs/promises|node:fs/promises|child_process|node:child_process)$',
        ],
      },
    },
    layer('src/config', ['src/domain'], 'config: zod schemas and loading; may import domain'),
    layer('src/stock', ['src/domain', 'src/config'], 'stock: Car schema, snapshot, importers; may import domain and config'),
    layer(
      'src/search',
      ['src/domain', 'src/config', 'src/stock'],
      'search: client factory, adapters, routing; domain, config (and the Car/search-document shape in stock)',
    ),
    layer('src/stores', ['src/domain'], 'stores: nanostores shared across islands; domain only'),
    layer(
      'src/islands',
      ['src/stores', 'src/search', 'src/domain', 'src/config', 'src/stock'],
      'islands: stores, search, domain, config (and stock types)',
    ),
    layer(
      'src/api',
      ['src/domain', 'src/config', 'src/stock'],
      'api: domain and the shared request schemas; never the site (components, pages, islands)',
    ),
    layer('src/content', ['src/domain', 'src/config'], 'content collections: domain, config'),
    layer(
      'scripts',
      ['src/config', 'src/stock', 'src/search', 'src/domain', 'src/integration', 'src/api', 'src/content'],
      'scripts: node orchestration (the prepare step resolves content collections); never pages, components, islands or stores',
    ),
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      // A cycle through a type-only import (`import type`) is erased at run time: it is not a load-order cycle.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^astro:'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.cache|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'],
    },
  },
};
