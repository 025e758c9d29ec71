#!/usr/bin/env node
/**
 * `npm start [-- --port P ...]`: `conformance serve` from a JavaScript bundle. Loading its ~60 TypeScript
 * modules through tsx costs about a second per start (tsx's loader hooks, then a compile of each file);
 * the bundle starts in about 100 ms. It lives in node_modules/.cache/ and is rebuilt with esbuild (the
 * compiler tsx itself uses) whenever one of its sources is newer than it, so it never serves stale code.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}harness/cli/serveMain.ts`;
const dir = `${root}node_modules/.cache/es-conformance/`;
const bundle = `${dir}serve.mjs`;
const inputsFile = `${dir}serve.inputs.json`;

/** Whether the bundle exists and none of the sources it was built from changed since. */
function fresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((f) => statSync(root + f).mtimeMs <= built);
  } catch {
    return false;
  }
}

async function build() {
  const esbuild = await import('esbuild');
  mkdirSync(dir, { recursive: true });
  const tmp = `${bundle}.${process.pid}.tmp`;
  const r = await esbuild.build({
    entryPoints: [entry], outfile: tmp, bundle: true, platform: 'node', format: 'esm', target: 'node20',
    packages: 'external', metafile: true, logLevel: 'error', absWorkingDir: root,
  });
  writeFileSync(inputsFile, JSON.stringify(Object.keys(r.metafile.inputs)));
  // Written aside, then renamed: a server starting meanwhile never loads half a file.
  renameSync(tmp, bundle);
}

let url = pathToFileURL(bundle).href;
if (!fresh()) {
  try {
    await build();
  } catch (e) {
    // Without esbuild (or if the build fails), serve through tsx as before: slower to start, same server.
    process.stderr.write(`start: bundle not built (${e instanceof Error ? e.message.split('\n')[0] : e}); loading through tsx\n`);
    const { register } = await import('tsx/esm/api');
    register();
    url = pathToFileURL(entry).href;
  }
}
await import(url);
