// The bundles of dist/ and whether each is fresh: what harness/build.js builds, and what harness/start.cjs checks
// on every start before it runs the server. CommonJS, so that check costs the start no ES module loading.
'use strict';
const { existsSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..') + '/';

/** What each bundle is built from. `external`: npm dependencies are imported at run time, not inlined. */
const BUNDLES = {
  index: { entry: 'reference/index.ts', out: 'dist/index.js', external: true },
  indexCjs: { entry: 'reference/index.ts', out: 'dist/index.cjs', external: true, format: 'cjs' },
  cli: { entry: 'harness/cliMain.ts', out: 'dist/cli.js', external: true, banner: '#!/usr/bin/env node' },
  // The server bundles: `minify` drops their whitespace (not names: stack traces keep them), 5.6 MB -> 4.3 MB of source
  // that every start reads, checksums and copies, and V8 keeps for as long as the server runs (see build.js).
  serve: { entry: 'harness/cli/serveMain.ts', out: 'dist/serve.mjs', external: false, banner: '#!/usr/bin/env node', executable: true, minify: true },
  // No banner: vm.Script compiles it inside a function wrapper, where a #! line is a syntax error.
  // `wrapped`: written as the function harness/codeCache.cjs compiles it to (its WRAP_HEAD and WRAP_TAIL), which
  // start.cjs calls; run by node directly, it does nothing.
  serveCjs: { entry: 'harness/cli/serveMain.ts', out: 'dist/serve.cjs', external: false, format: 'cjs', command: true, minify: true, wrapped: true },
};

/** The list of source files a bundle was built from (written by the build). */
const inputsOf = (name) => `${root}dist/.${name}.inputs.json`;

/** Whether a bundle exists and none of the sources it was built from changed since (no sources: as shipped). */
function fresh(name) {
  const b = BUNDLES[name];
  if (!existsSync(root + b.out)) return false;
  if (!existsSync(root + b.entry)) return true;
  try {
    const built = statSync(root + b.out).mtimeMs;
    return JSON.parse(readFileSync(inputsOf(name), 'utf8')).every((f) => f.startsWith('zlib-guard:') || statSync(root + f).mtimeMs <= built);
  } catch {
    return false;
  }
}

exports.root = root;
exports.BUNDLES = BUNDLES;
exports.inputsOf = inputsOf;
exports.fresh = fresh;
