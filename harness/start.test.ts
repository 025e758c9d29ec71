// `npm start`'s way to the server bundle (harness/start.cjs): the code cache beside it, the freshness check against
// the sources, and the fall-backs when either is stale, damaged or missing. Each case runs start.cjs in a child node
// with the flag package.json gives it, in a folder laid out as a checkout: the real start.cjs, bundles.cjs,
// codeCache.cjs and nodeVersion.cjs, a stand-in bundle that prints what it ran as, and a stand-in build.js that
// "rebuilds" by writing another stand-in (esbuild is not what is under test here).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without declarations (it runs before any build)
import { WRAP_HEAD, WRAP_TAIL } from './codeCache.cjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The stand-in bundle: wrapped as the build writes dist/serve.cjs, printing its word and what its require is. */
const bundle = (word: string) => `${WRAP_HEAD}"use strict";process.stdout.write('ran:${word} ' + typeof require('node:path').join + ' ' + process.argv.slice(2).join(' ') + '\\n');${WRAP_TAIL}`;

/** A checkout-shaped folder with a fresh stand-in bundle built from one source file. */
function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cfx-start-'));
  mkdirSync(join(dir, 'harness/cli'), { recursive: true });
  mkdirSync(join(dir, 'dist'));
  for (const f of ['start.cjs', 'bundles.cjs', 'codeCache.cjs', 'nodeVersion.cjs']) copyFileSync(join(HERE, f), join(dir, 'harness', f));
  copyFileSync(join(HERE, '../package.json'), join(dir, 'package.json'));
  writeFileSync(join(dir, 'harness/cli/serveMain.ts'), '// the entry\n');
  // The stand-in build: what start.cjs imports when the bundle is stale or missing.
  writeFileSync(join(dir, 'harness/build.js'), `import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
export async function ensureBundle(name) {
  process.stdout.write('rebuilt ' + name + '\\n');
  const out = new URL('../dist/serve.cjs', import.meta.url);
  writeFileSync(out, ${JSON.stringify(bundle('rebuilt'))});
  return out.href;
}
`);
  writeFileSync(join(dir, 'dist/.serveCjs.inputs.json'), JSON.stringify(['harness/cli/serveMain.ts']));
  const past = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'harness/cli/serveMain.ts'), past, past);
  writeFileSync(join(dir, 'dist/serve.cjs'), bundle('alpha'));
  return dir;
}

const start = (dir: string) => execFileSync(process.execPath, ['--max-semi-space-size=64', join(dir, 'harness/start.cjs'), '--port', '1'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const cacheOf = (dir: string) => join(dir, 'dist/.serve.cjs.cache');

describe('harness/start.cjs', () => {
  it('runs a fresh bundle, makes its code cache, and runs from the cache the next time', () => {
    const dir = checkout();
    expect(start(dir)).toBe('ran:alpha function --port 1\n');
    const cache = readFileSync(cacheOf(dir));
    expect(cache.subarray(0, cache.indexOf(10)).toString()).toContain(`${process.version} ${process.arch} `);
    expect(start(dir)).toBe('ran:alpha function --port 1\n');
    // Used, not rewritten: the same bytes.
    expect(readFileSync(cacheOf(dir)).equals(cache)).toBe(true);
  });

  it('rebuilds a bundle older than a source and never runs the stale one', () => {
    const dir = checkout();
    start(dir);
    writeFileSync(join(dir, 'harness/cli/serveMain.ts'), '// edited\n');
    expect(start(dir)).toBe('rebuilt serveCjs\nran:rebuilt function --port 1\n');
    // The cache follows the new bundle.
    expect(start(dir)).toBe('ran:rebuilt function --port 1\n');
  });

  it('rebuilds a missing bundle', () => {
    const dir = checkout();
    execFileSync('rm', [join(dir, 'dist/serve.cjs')]);
    expect(start(dir)).toBe('rebuilt serveCjs\nran:rebuilt function --port 1\n');
  });

  it('ignores a cache made by another Node.js, or damaged, and writes a fresh one', () => {
    const dir = checkout();
    start(dir);
    const cache = readFileSync(cacheOf(dir));
    const eol = cache.indexOf(10);
    // The key: node, arch, the bundle's length and checksum (the header's last field checksums the bytecode after it).
    const keyOf = (b: Buffer) => b.subarray(0, b.indexOf(10)).toString('latin1').split(' ').slice(0, 4).join(' ');
    const header = cache.subarray(0, eol).toString('latin1');
    writeFileSync(cacheOf(dir), Buffer.concat([Buffer.from(header.replace(process.version, 'v20.0.0'), 'latin1'), cache.subarray(eol)]));
    expect(start(dir)).toBe('ran:alpha function --port 1\n');
    expect(keyOf(readFileSync(cacheOf(dir)))).toBe(keyOf(cache));
    writeFileSync(cacheOf(dir), 'garbage');
    expect(start(dir)).toBe('ran:alpha function --port 1\n');
    expect(existsSync(cacheOf(dir)) && keyOf(readFileSync(cacheOf(dir)))).toBe(keyOf(cache));
  });
});
