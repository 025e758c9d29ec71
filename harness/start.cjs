#!/usr/bin/env node
/**
 * `npm start [-- --port P ...]`: `conformance serve` from its prebuilt bundle, without tsx (loading the server's
 * TypeScript modules through tsx costs about a second per start). It runs dist/serve.cjs, the CommonJS twin of the
 * single-file dist/serve.mjs, through V8's code cache (harness/codeCache.cjs): Node 20 would compile the 680 KB
 * ES module from source on every start. This file and what it requires on the way are CommonJS too: an ES module
 * entry and each module it imports cost a start milliseconds of loader work. harness/build.js rebuilds the bundle
 * with esbuild whenever one of its sources is newer than it, so an edit is never served stale.
 * `npm start -- --help` lists the options.
 */
'use strict';
const { nodeTooOld } = require('./nodeVersion.cjs');

const old = nodeTooOld();
if (old) {
  process.stderr.write(`conformance serve: ${old}\n`);
  process.exit(2);
}
const { BUNDLES, fresh, root } = require('./bundles.cjs');
const { runWithCodeCache } = require('./codeCache.cjs');

/**
 * One full collection once the server is up. The start leaves garbage that no collection takes while the
 * server idles (V8 collects on allocation, and an idle server allocates nothing): the bundle's text read,
 * then copied into vm.Script's wrapper (5 MB each, in large-object space, which only a full collection
 * frees), the code cache's bytes, the young generation's start-up objects. Collected, they give back about
 * 4 MB of the idle server's resident memory. `gc` is made visible for this one call, in a context of its own.
 * Run 200 ms after the bundle, when a client that waited for the port has usually had its first answers.
 */
function collectStartupGarbage() {
  // Only on a small heap. A start that read a large --data directory ends with hundreds of MB live, where the
  // few MB of start-up garbage matter little and a full collection of the whole heap held the first requests
  // (232 ms at 513 MB: bench stall_compaction_get_ms, whose first GET / came right after the replay).
  if (require('node:v8').getHeapStatistics().used_heap_size > 64 * 1024 * 1024) return;
  try {
    require('node:v8').setFlagsFromString('--expose-gc');
    require('node:vm').runInNewContext('gc')();
  } catch {
    // A node without the flag: the garbage goes at V8's first full collection instead.
  }
}

if (fresh('serveCjs')) {
  runWithCodeCache(root + BUNDLES.serveCjs.out);
  setTimeout(collectStartupGarbage, 200).unref();
} else {
  // Stale or missing: build.js (an ES module, loaded only now) rebuilds it first.
  import('./build.js').then(
    async ({ ensureBundle }) => runWithCodeCache(require('node:url').fileURLToPath(await ensureBundle('serveCjs'))),
    (e) => {
      process.stderr.write(`conformance serve: ${e instanceof Error ? e.message : e}\n`);
      process.exit(2);
    },
  );
}
