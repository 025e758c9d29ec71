// The code cache harness/start.cjs runs the server bundle with: used when it matches the bundle, ignored when not.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without declarations (it runs before any build)
import { cacheFileOf, runWithCodeCache } from './codeCache.cjs';

const g = globalThis as { codeCacheSeen?: unknown };
/** A CommonJS "bundle" of a given text that records what it ran as and which require/module it got. */
const bundle = (word: string) => `const path = require('node:path'); module.exports.dir = __dirname; globalThis.codeCacheSeen = ${JSON.stringify(word)} + ':' + typeof path.join;\n`;

describe('runWithCodeCache', () => {
  it('makes the cache on the first run, uses it on the next, and ignores it once the bundle changed (even to a text of the same length)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-codecache-'));
    const file = join(dir, 'b.cjs');
    writeFileSync(file, bundle('alpha'));
    expect(runWithCodeCache(file)).toBe(false);
    expect(g.codeCacheSeen).toBe('alpha:function');
    expect(runWithCodeCache(file)).toBe(true);
    expect(g.codeCacheSeen).toBe('alpha:function');
    // Same length: V8's own check of a cache is little more than the source's length.
    writeFileSync(file, bundle('bravo'));
    expect(runWithCodeCache(file)).toBe(false);
    expect(g.codeCacheSeen).toBe('bravo:function');
    expect(runWithCodeCache(file)).toBe(true);
    expect(g.codeCacheSeen).toBe('bravo:function');
  });

  it('reads an ASCII bundle and a UTF-8 one alike (a non-ASCII text is decoded, not copied byte for byte)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-codecache-'));
    const file = join(dir, 'b.cjs');
    // JSON.stringify leaves the characters as they are: the second bundle's text holds é (two bytes) and ≥ (three).
    for (const word of ['plain', 'caf\u00e9 \u2265 x']) {
      writeFileSync(file, `globalThis.codeCacheSeen = ${JSON.stringify(word)} + ':' + ${JSON.stringify(word)}.length;\n`);
      expect(runWithCodeCache(file)).toBe(false);
      expect(g.codeCacheSeen).toBe(`${word}:${word.length}`);
      expect(runWithCodeCache(file)).toBe(true);
      expect(g.codeCacheSeen).toBe(`${word}:${word.length}`);
    }
  });

  it('runs the top level inside `around`, once, and makes the cache after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-codecache-'));
    const file = join(dir, 'b.cjs');
    writeFileSync(file, bundle('delta'));
    const seen: unknown[] = [];
    const around = (run: () => void) => {
      g.codeCacheSeen = undefined;
      run();
      seen.push(g.codeCacheSeen);
    };
    expect(runWithCodeCache(file, around)).toBe(false);
    expect(runWithCodeCache(file, around)).toBe(true);
    expect(seen).toEqual(['delta:function', 'delta:function']);
  });

  it('with writeAfterMs, makes the cache that long after the top level ran, holding what ran meanwhile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-codecache-'));
    const file = join(dir, 'b.cjs');
    writeFileSync(file, `${bundle('echo')}module.exports.later = (x) => x.split('').reverse().join('');\n`);
    expect(runWithCodeCache(file, undefined, { writeAfterMs: 30 })).toBe(false);
    expect(existsSync(cacheFileOf(file))).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect(existsSync(cacheFileOf(file))).toBe(true);
    expect(runWithCodeCache(file)).toBe(true);
    expect(g.codeCacheSeen).toBe('echo:function');
  });

  it('a damaged cache runs the bundle from source and is replaced', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfx-codecache-'));
    const file = join(dir, 'b.cjs');
    writeFileSync(file, bundle('charlie'));
    runWithCodeCache(file);
    const cache = readFileSync(cacheFileOf(file));
    const torn = Buffer.from(cache);
    torn.fill(0x5a, cache.indexOf('\n') + 1 + 16);
    writeFileSync(cacheFileOf(file), torn);
    expect(runWithCodeCache(file)).toBe(false);
    expect(g.codeCacheSeen).toBe('charlie:function');
    expect(runWithCodeCache(file)).toBe(true);
    writeFileSync(cacheFileOf(file), 'garbage');
    expect(runWithCodeCache(file)).toBe(false);
    expect(g.codeCacheSeen).toBe('charlie:function');
  });
});
