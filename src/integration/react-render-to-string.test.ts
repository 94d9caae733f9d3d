import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  RENDER_TO_STRING_CALL,
  RENDER_TO_STRING_WITH_OPTIONS,
  isReactServerRenderer,
  passIdentifierPrefix,
  reactRenderToString,
} from './react-render-to-string.ts';

// The renderer as installed: an upgrade that changes it fails here first (and the build would fail naming the file).
const rendererFile = join(dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json')), 'dist', 'server.js');
const installed = readFileSync(rendererFile, 'utf8');

describe("@astrojs/react's renderToString branch gets the island's render options (issue #14 item 1)", () => {
  it("passes the installed renderer's renderOptions, with the island's identifierPrefix, to renderToString", () => {
    expect(installed).toContain(`${RENDER_TO_STRING_CALL};`);
    const code = passIdentifierPrefix(installed, rendererFile);
    expect(code).toContain(`html = ${RENDER_TO_STRING_WITH_OPTIONS};`);
    expect(code).not.toContain(`${RENDER_TO_STRING_CALL};`);
    // The options the streaming branches are given: the prefix the browser hydrates with (`prefix` attribute).
    expect(code).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix,/);
    // Nothing else changes.
    expect(code.replace(RENDER_TO_STRING_WITH_OPTIONS, RENDER_TO_STRING_CALL)).toBe(installed);
  });

  it('leaves a renderer that already passes the options as it is', () => {
    const fixed = installed.replace(RENDER_TO_STRING_CALL, RENDER_TO_STRING_WITH_OPTIONS);
    expect(passIdentifierPrefix(fixed, rendererFile)).toBe(fixed);
  });

  it('fails naming the file when the renderer changed: the call gone, twice, or no render options with the prefix', () => {
    const file = '/x/node_modules/@astrojs/react/dist/server.js';
    const gone = installed.replace(RENDER_TO_STRING_CALL, 'ReactDOM.renderToStaticMarkup(vnode)');
    const twice = `${installed}\n${RENDER_TO_STRING_CALL};`;
    const noPrefix = installed.replace(/identifierPrefix: prefix,/, '');
    for (const code of [gone, twice, noPrefix]) {
      expect(() => passIdentifierPrefix(code, file)).toThrow(file);
      expect(() => passIdentifierPrefix(code, file)).toThrow(/react-render-to-string\.ts/);
    }
    expect(() => passIdentifierPrefix(twice, file)).toThrow('found 2 call(s)');
  });

  it('the Vite plugin transforms only the server renderer module', () => {
    expect(isReactServerRenderer(rendererFile)).toBe(true);
    expect(isReactServerRenderer('C:\\p\\node_modules\\@astrojs\\react\\dist\\server.js?v=1')).toBe(true);
    expect(isReactServerRenderer(join(dirname(rendererFile), 'client.js'))).toBe(false);
    expect(isReactServerRenderer('/p/src/server.js')).toBe(false);
    const plugin = reactRenderToString();
    expect(plugin.enforce).toBe('pre');
    expect(plugin.transform('export const a = 1;', '/p/src/a.ts')).toBeNull();
    expect(plugin.transform(installed, rendererFile)?.code).toContain(RENDER_TO_STRING_WITH_OPTIONS);
  });
});
