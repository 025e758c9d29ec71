#!/usr/bin/env node
/**
 * `npm start [-- --port P ...]`: `conformance serve` from its single-file bundle, dist/serve.mjs. Loading the
 * server's TypeScript modules through tsx costs about a second per start; the bundle starts in about 100 ms.
 * harness/build.js rebuilds it with esbuild whenever one of its sources is newer than it, so an edit is
 * never served stale. `npm start -- --help` lists the options.
 */
import { ensureBundle } from './build.js';
import { nodeTooOld } from './nodeVersion.js';

const old = nodeTooOld();
if (old) {
  process.stderr.write(`conformance serve: ${old}\n`);
  process.exit(2);
}
await import(await ensureBundle('serve'));
