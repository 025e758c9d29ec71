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
const v8 = require('node:v8');

/**
 * Node compiles its own modules (net, http, streams: about 70 at a start) from a V8 code cache built into node,
 * which V8 takes only when the process's flags hash as they did at node's build: package.json's
 * `--max-semi-space-size=64` made each of them compile from source instead, about 10 ms of every start. V8 reads
 * the semi-space maximum once, when it makes the heap (before this file runs), so setting the flag back to its
 * default (0) now changes nothing else: the young generation still grows to 64 MB semi-spaces under load (a
 * million small allocations take it to 134 MB of new space either way). The same goes for a flag of the user's.
 */
if (process.execArgv.some((a) => /^--max[-_]semi[-_]space[-_]size/.test(a)) || /--max[-_]semi[-_]space[-_]size/.test(process.env.NODE_OPTIONS ?? '')) {
  v8.setFlagsFromString('--max-semi-space-size=0');
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
  if (v8.getHeapStatistics().used_heap_size > 64 * 1024 * 1024) return;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = require('node:vm').runInNewContext('gc');
    // Off again at once: a flag left on would make later modules miss node's code cache (see above).
    v8.setFlagsFromString('--no-expose-gc');
    gc();
  } catch {
    // A node without the flag: the garbage goes at V8's first full collection instead.
  }
}

/**
 * Runs the bundle with the young generation held at its first size while the bundle's modules build their tables
 * and the simulator its state. Nearly all of that survives, and V8 doubles the semi-spaces each time more than
 * their size survived: the start left them at 8 MB each (--max-semi-space-size=64 allows 64), about 6 MB of
 * resident memory that an idle server never used and no collection gave back (rss_idle_mb 75.0 -> 68.9, A/B).
 * Held, the tables go to the old generation a megabyte at a time; the growth is V8's own again (factor 2, its
 * default) once the bundle's top level returned, before any request. Not held: a start with --data, whose journal
 * replay (in the top level, up to millions of documents) wants the large young generation the flag is there for,
 * and a start with a growth factor of the user's own.
 */
function runHoldingYoungGeneration(file) {
  const args = process.argv.slice(2);
  const hold = !args.some((a) => a === '--data' || a.startsWith('--data=')) && !process.execArgv.some((a) => /^--semi[-_]space[-_]growth[-_]factor/.test(a));
  // Loaded before the hold, while the flags still match node's code cache: the bundle's top level needs it.
  require('node:http');
  // Around the top level only: the code cache is read and made with V8's default flags (see runWithCodeCache).
  runWithCodeCache(file, (run) => {
    if (hold) v8.setFlagsFromString('--semi-space-growth-factor=1');
    try {
      run();
    } finally {
      if (hold) v8.setFlagsFromString('--semi-space-growth-factor=2');
    }
  }, { writeAfterMs: CACHE_AFTER_MS });
}

/**
 * A new code cache is made this long after the start (or at exit, if sooner), when the first requests have compiled
 * what answering needs: routing, the handlers of `GET /` and the like, writing an answer (see runWithCodeCache).
 */
const CACHE_AFTER_MS = 2000;

if (fresh('serveCjs')) {
  runHoldingYoungGeneration(root + BUNDLES.serveCjs.out);
  setTimeout(collectStartupGarbage, 200).unref();
} else {
  // Stale or missing: build.js (an ES module, loaded only now) rebuilds it first.
  import('./build.js').then(
    async ({ ensureBundle }) => runWithCodeCache(require('node:url').fileURLToPath(await ensureBundle('serveCjs')), undefined, { writeAfterMs: CACHE_AFTER_MS }),
    (e) => {
      process.stderr.write(`conformance serve: ${e instanceof Error ? e.message : e}\n`);
      process.exit(2);
    },
  );
}
