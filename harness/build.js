#!/usr/bin/env node
/**
 * Builds dist/, what the package runs from with plain node (no tsx):
 *   dist/index.js + dist/types/   the embedding API (reference/index.ts: startSimulator, Simulator)
 *   dist/cli.js                   the `conformance` command
 *   dist/serve.mjs                the simulator server alone, one self-contained file (`node serve.mjs --port 9200`)
 * `npm install` runs it (prepare). In a checkout, harness/start.js and harness/bin.js rebuild a bundle whose
 * sources changed since, so an edit is never served stale; an installed package has no sources and runs dist/ as built.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What each bundle is built from. `external`: npm dependencies are imported at run time, not inlined. */
export const BUNDLES = {
  index: { entry: 'reference/index.ts', out: 'dist/index.js', external: true },
  cli: { entry: 'harness/cliMain.ts', out: 'dist/cli.js', external: true, banner: '#!/usr/bin/env node' },
  serve: { entry: 'harness/cli/serveMain.ts', out: 'dist/serve.mjs', external: false, banner: '#!/usr/bin/env node' },
};

const inputsOf = (name) => `${root}dist/.${name}.inputs.json`;

/** Whether a bundle exists and none of the sources it was built from changed since (no sources: as shipped). */
function fresh(name) {
  const b = BUNDLES[name];
  if (!existsSync(root + b.out)) return false;
  if (!existsSync(root + b.entry)) return true;
  try {
    const built = statSync(root + b.out).mtimeMs;
    return JSON.parse(readFileSync(inputsOf(name), 'utf8')).every((f) => statSync(root + f).mtimeMs <= built);
  } catch {
    return false;
  }
}

/** Build one bundle with esbuild (written aside, then renamed: a process starting meanwhile never loads half a file). */
export async function build(name) {
  const b = BUNDLES[name];
  const esbuild = await import('esbuild');
  mkdirSync(`${root}dist`, { recursive: true });
  const tmp = `${root}${b.out}.${process.pid}.tmp`;
  const r = await esbuild.build({
    entryPoints: [root + b.entry], outfile: tmp, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    metafile: true, logLevel: 'error', absWorkingDir: root,
    ...(b.external ? { packages: 'external' } : {}),
    ...(b.banner ? { banner: { js: b.banner } } : {}),
  });
  writeFileSync(inputsOf(name), JSON.stringify(Object.keys(r.metafile.inputs).filter((f) => !f.startsWith('node_modules/'))));
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

/** The embedding API's type declarations, emitted by TypeScript into dist/types/. */
function types() {
  rmSync(`${root}dist/types`, { recursive: true, force: true });
  const tsc = `${root}node_modules/typescript/bin/tsc`;
  execFileSync(process.execPath, [tsc, '--declaration', '--emitDeclarationOnly', '--allowImportingTsExtensions', '--rewriteRelativeImportExtensions',
    '--module', 'NodeNext', '--moduleResolution', 'NodeNext', '--target', 'ES2022', '--strict', '--skipLibCheck', '--types', 'node',
    '--rootDir', root, '--outDir', `${root}dist/types`, `${root}reference/index.ts`], { stdio: 'inherit' });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  for (const name of Object.keys(BUNDLES)) await build(name);
  if (existsSync(`${root}node_modules/typescript/bin/tsc`)) types();
  else process.stderr.write('build: TypeScript is not installed; dist/types not emitted\n');
}
