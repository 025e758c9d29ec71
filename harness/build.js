#!/usr/bin/env node
/**
 * Builds dist/, what the package runs from with plain node (no tsx):
 *   dist/index.js + dist/index.cjs   the embedding API (reference/index.ts: startSimulator, Simulator), ESM and CommonJS
 *   dist/types/, dist/types-cjs/     their type declarations (the same files, the second folder marked CommonJS)
 *   dist/cli.js                      the `conformance` command
 *   dist/serve.mjs                   the simulator server alone, one self-contained executable file
 *   dist/serve.cjs                   the same server as CommonJS, what `npm start` runs with V8's code cache (harness/codeCache.cjs)
 * `npm pack` runs it (prepack), so a tarball carries dist/ and installs with the runtime dependencies only.
 * `prepare` (`--if-needed`) builds only when dist/ is missing or stale; where it cannot build (no esbuild:
 * the checkout never ran `npm ci`) it says so in one line. In a checkout, harness/start.js and harness/bin.js
 * rebuild a bundle whose sources changed since, so an edit is never served stale; an installed package has no
 * sources and runs dist/ as built.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { minimumNode } from './nodeVersion.cjs';
import { BUNDLES, fresh, inputsOf } from './bundles.cjs';
import { WRAP_HEAD, WRAP_TAIL } from './codeCache.cjs';

export { BUNDLES };

/** The files that say how the bundles are built, recorded among each bundle's inputs (bundles.cjs `fresh`). */
const BUILD_FILES = ['harness/build.js', 'harness/bundles.cjs', 'harness/codeCache.cjs'];

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * `node:zlib`'s crc32 (the journal's checksum) exists from Node 20.15. Every bundle imports node:zlib through
 * this module, so on an older Node it stops with one line naming the version needed, instead of "does not
 * provide an export named crc32" from deep inside the bundle: the library throws it to its importer, a
 * command (cli.js, serve.mjs) prints it and exits 2.
 */
function zlibGuardSource(command) {
  const message = `'es-conformance needs Node.js >= ${minimumNode()} (node:zlib crc32); this is ' + process.version`;
  const stop = command ? `{ process.stderr.write(${message} + '\\n'); process.exit(2); }` : `throw new Error(${message});`;
  return `import * as zlib from 'node:zlib';
if (typeof zlib.crc32 !== 'function') ${stop}
export * from 'node:zlib';
export const crc32 = zlib.crc32;
`;
}

function zlibGuard(command) {
  return {
    name: 'zlib-guard',
    setup(b) {
      b.onResolve({ filter: /^node:zlib$/ }, (args) => (args.namespace === 'zlib-guard' ? { path: 'node:zlib', external: true } : { path: 'node:zlib', namespace: 'zlib-guard' }));
      b.onLoad({ filter: /.*/, namespace: 'zlib-guard' }, () => ({ contents: zlibGuardSource(command), loader: 'js' }));
    },
  };
}

/** esbuild, or a one-line reason why there is none here. */
async function loadEsbuild() {
  try {
    return await import('esbuild');
  } catch {
    throw new Error('cannot build dist/: esbuild is not installed here (run `npm ci` in this checkout first, or install a packed tarball: `npm pack`)');
  }
}

/*
 * A bundle's text in ASCII. V8 keeps a script's source for as long as the script lives (lazy compilation reads it),
 * and a text holding even one character above U+00FF is stored two bytes per character: the 5.4-million-character
 * server bundle took 10.9 MB instead of 5.4 for 41 such characters, 4 of them in a regular expression (2026-11-30);
 * and a text of ASCII alone is read by harness/codeCache.cjs without UTF-8 decoding (a copy, 1 ms instead of 15).
 * esbuild's default ASCII charset escapes strings and identifiers, not comments, regular expression literals or a
 * tagged template's raw text, so the characters on a comment line (after `//`, or on a line of a block comment) are
 * rewritten here, each UTF-16 unit as `\uXXXX`; a regular expression spells its own in escapes (see
 * harness/bundleAscii.test.ts, which names the line of any other). Any other non-ASCII character is left as it is
 * (correct, only larger and slower to read), and the build says where.
 */

/** Whether position `i` of `text` looks like part of a comment: after `//` on its line, or on a `/*` or ` *` line. */
function onCommentLine(text, i) {
  const start = text.lastIndexOf('\n', i - 1) + 1;
  const before = text.slice(start, i);
  if (before.includes('//')) return true;
  const lead = before.trimStart();
  return lead.startsWith('/*') || lead.startsWith('*');
}

/** The first non-ASCII character of `text` that is not on a comment line, as `line N: text`, or undefined. */
export function firstNonAsciiCode(text) {
  const wide = /[^\x00-\x7f]/g;
  let m;
  while ((m = wide.exec(text))) {
    if (onCommentLine(text, m.index)) continue;
    const start = text.lastIndexOf('\n', m.index - 1) + 1;
    const end = text.indexOf('\n', m.index);
    return `line ${text.slice(0, start).split('\n').length}: ${text.slice(start, end < 0 ? undefined : end).trim()}`;
  }
  return undefined;
}

/** `text` with the non-ASCII characters of its comment lines escaped (any other is left as it is). */
export function asciiText(text) {
  return text.replace(/[^\x00-\x7f]/g, (c, i) => (onCommentLine(text, i) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c));
}

/** Build one bundle with esbuild (written aside, then renamed: a process starting meanwhile never loads half a file). */
export async function build(name) {
  const b = BUNDLES[name];
  const esbuild = await loadEsbuild();
  mkdirSync(`${root}dist`, { recursive: true });
  const tmp = `${root}${b.out}.${process.pid}.tmp`;
  const r = await esbuild.build({
    entryPoints: [root + b.entry], outfile: tmp, bundle: true, platform: 'node', format: b.format ?? 'esm', target: 'node20',
    metafile: true, logLevel: 'error', absWorkingDir: root, plugins: [zlibGuard(Boolean(b.banner || b.command))],
    ...(b.external ? { packages: 'external' } : {}),
    ...(b.banner ? { banner: { js: b.banner } } : {}),
    // Whitespace only: names stay (stack traces, `constructor.name`), and a start reads, checksums and copies a
    // quarter less source (about 14 ms of CPU less per start of the server bundle, A/B on this machine).
    ...(b.minify ? { minifyWhitespace: true } : {}),
  });
  // The build's own files count as inputs: a change of how a bundle is built (these options) rebuilds it too.
  writeFileSync(inputsOf(name), JSON.stringify([...Object.keys(r.metafile.inputs).filter((f) => !f.startsWith('node_modules/')), ...BUILD_FILES]));
  // One byte per character in V8's copy of the source, read without decoding (asciiText).
  const text = readFileSync(tmp, 'utf8');
  const narrow = asciiText(text);
  if (b.wrapped) writeFileSync(tmp, `${WRAP_HEAD}${narrow}${WRAP_TAIL}`);
  else if (narrow !== text) writeFileSync(tmp, narrow);
  const wide = firstNonAsciiCode(narrow);
  if (wide) process.stderr.write(`note: ${b.out} is not ASCII (slower to start, twice the memory above U+00FF): ${wide.slice(0, 160)}\n`);
  if (b.executable) chmodSync(tmp, 0o755);
  renameSync(tmp, root + b.out);
}

/** The bundle's file URL, rebuilt first if its sources changed and esbuild is at hand. */
export async function ensureBundle(name) {
  if (!fresh(name)) {
    try {
      await build(name);
    } catch (e) {
      if (!existsSync(root + BUNDLES[name].out)) throw e;
      process.stderr.write(`note: ${BUNDLES[name].out} not rebuilt (${e instanceof Error ? e.message.split('\n')[0] : e}); running the last build\n`);
    }
  }
  return pathToFileURL(root + BUNDLES[name].out).href;
}

/**
 * The embedding API's type declarations, emitted by TypeScript into dist/types/, and the same files in
 * dist/types-cjs/ marked CommonJS, so `require('es-conformance')` gets declarations of its own module format.
 */
async function types() {
  const tsc = `${root}node_modules/typescript/bin/tsc`;
  if (!existsSync(tsc)) throw new Error('cannot emit dist/types: TypeScript is not installed here (run `npm ci` in this checkout first)');
  // Imported here, not at the top: harness/start.cjs loads this module whenever it rebuilds, and only a build needs it.
  const { execFileSync } = await import('node:child_process');
  rmSync(`${root}dist/types`, { recursive: true, force: true });
  rmSync(`${root}dist/types-cjs`, { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, '--declaration', '--emitDeclarationOnly', '--allowImportingTsExtensions', '--rewriteRelativeImportExtensions',
    '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--target', 'ES2022', '--strict', '--skipLibCheck', '--types', 'node',
    '--rootDir', root, '--outDir', `${root}dist/types`, `${root}reference/index.ts`], { stdio: 'inherit' });
  cpSync(`${root}dist/types`, `${root}dist/types-cjs`, { recursive: true });
  writeFileSync(`${root}dist/types-cjs/package.json`, '{ "type": "commonjs" }\n');
}

/** Whether the declarations were emitted after the ESM bundle was built from the same sources. */
function typesFresh() {
  try {
    return statSync(`${root}dist/types-cjs/package.json`).mtimeMs >= statSync(`${root}${BUNDLES.index.out}`).mtimeMs;
  } catch {
    return false;
  }
}

/** Everything in dist/ (what `npm pack` ships). */
export async function buildAll() {
  for (const name of Object.keys(BUNDLES)) await build(name);
  await types();
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  try {
    // --if-needed (prepare): a checkout whose dist/ is complete and fresh, or a copy without sources, needs nothing.
    const needed = !process.argv.includes('--if-needed') || !Object.keys(BUNDLES).every(fresh) || !typesFresh();
    // `node harness/build.js serve` builds only the bundles named (the Docker image needs serve alone).
    const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
    const unknown = only.filter((n) => !(n in BUNDLES));
    if (unknown.length) throw new Error(`no bundle ${unknown.join(', ')} (known: ${Object.keys(BUNDLES).join(', ')})`);
    if (only.length) for (const n of only) await build(n);
    else if (needed) await buildAll();
  } catch (e) {
    process.stderr.write(`es-conformance: ${e instanceof Error ? e.message.split('\n')[0] : e}\n`);
    process.exit(1);
  }
}
