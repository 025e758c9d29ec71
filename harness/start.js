#!/usr/bin/env node
/**
 * `npm start [-- --port P ...]`: `conformance serve` from its prebuilt bundle, without tsx (loading the server's
 * TypeScript modules through tsx costs about a second per start). It runs dist/serve.cjs, the CommonJS twin of the
 * single-file dist/serve.mjs, through V8's code cache (harness/codeCache.js): Node 20 would compile the 680 KB
 * ES module from source on every start. harness/build.js rebuilds the bundle with esbuild whenever one of its
 * sources is newer than it, so an edit is never served stale. `npm start -- --help` lists the options.
 */
import { ensureBundle } from './build.js';
import { runWithCodeCache } from './codeCache.js';
import { nodeTooOld } from './nodeVersion.js';
import { fileURLToPath } from 'node:url';

const old = nodeTooOld();
if (old) {
  process.stderr.write(`conformance serve: ${old}\n`);
  process.exit(2);
}
runWithCodeCache(fileURLToPath(await ensureBundle('serveCjs')));
