/**
 * The package as other projects use it: `startSimulator()` in a test setup, the in-process `Simulator`,
 * the package installed from its packed tarball and run with plain node (no tsx), its types, the
 * single-file server bundle, and the CLI writing reports where it is run.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, Simulator } from './index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The package's runtime dependencies (package.json's, so a new one is not forgotten here) and fast-check's own.
const RUNTIME_DEPS = [...Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies), 'pure-rand'];

describe('startSimulator (as a test setup uses it)', () => {
  it('serves a fresh simulator on a free port, and stops', async () => {
    const es = await startSimulator({ profile: 'es8' });
    expect(es.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const put = await fetch(`${es.url}/logs/_doc/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"at":"2015-01-01"}' });
    expect(put.status).toBe(201);
    const mapping = (await (await fetch(`${es.url}/logs/_mapping`)).json()) as Record<string, unknown>;
    expect(mapping).toEqual({ logs: { mappings: { properties: { at: { type: 'date' } } } } });
    expect(es.simulator.state.indices.has('logs')).toBe(true);
    await es.stop();
    await expect(fetch(`${es.url}/`)).rejects.toThrow();
  });
  it('reset() between tests forgets everything (a cleanup by DELETE products* gets 400, as from Elasticsearch)', async () => {
    const es = await startSimulator();
    try {
      const send = (method: string, path: string, body?: unknown) =>
        fetch(`${es.url}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      expect((await send('PUT', '/products_v1', { aliases: { products: {} } })).status).toBe(200);
      expect((await send('PUT', '/_index_template/t', { index_patterns: ['products*'] })).status).toBe(200);
      expect((await send('POST', '/products/_doc', { n: 1 })).status).toBe(201);
      expect((await send('DELETE', '/products*')).status).toBe(400);
      es.reset();
      expect(await (await send('GET', '/_cat/indices')).text()).toBe('');
      expect((await send('GET', '/_alias/products')).status).toBe(404);
      expect((await send('GET', '/_index_template/t')).status).toBe(404);
      expect((await send('PUT', '/products_v1', { aliases: { products: {} } })).status).toBe(200);
      expect(await (await send('GET', '/products/_count')).json()).toMatchObject({ count: 0 });
    } finally {
      await es.stop();
    }
    const dir = mkdtempSync(join(tmpdir(), 'cfx-reset-data-'));
    // With data, reset() empties the folder too: what was forgotten does not come back at the next start.
    const kept = await startSimulator({ data: dir });
    try {
      expect((await fetch(`${kept.url}/kept/_doc/1`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })).status).toBe(201);
      kept.reset();
    } finally {
      await kept.stop();
    }
    const again = await startSimulator({ data: dir });
    try {
      expect((await fetch(`${again.url}/kept`, { method: 'HEAD' })).status).toBe(404);
    } finally {
      await again.stop();
    }
  });
  it('runs in-process with no socket', () => {
    const sim = new Simulator({ profile: 'es8', now: () => Date.UTC(2026, 0, 1), seed: 42 });
    const res = sim.handle({ method: 'PUT', path: '/logs/_doc/1', headers: { 'content-type': 'application/json' }, body: '{"when":"2015-01-01"}' });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toMatchObject({ _index: 'logs', _id: '1', result: 'created' });
  });
});

describe('the installed package, with plain node', () => {
  let consumer: string;
  let pkg: string;
  beforeAll(() => {
    // What `npm install` (prepare) and `npm pack` build; then the tarball npm would publish, unpacked where npm puts it.
    execFileSync(process.execPath, [join(ROOT, 'harness', 'build.js'), '--if-needed'], { stdio: 'inherit' });
    consumer = mkdtempSync(join(tmpdir(), 'cfx-consumer-'));
    const packed = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', consumer], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').pop()!;
    pkg = join(consumer, 'node_modules', 'es-conformance');
    mkdirSync(pkg, { recursive: true });
    execFileSync('tar', ['-xzf', join(consumer, packed), '-C', pkg, '--strip-components=1']);
    // Its runtime dependencies, as npm would have installed them beside it (no network here).
    for (const d of RUNTIME_DEPS) {
      // A scoped package (`@orama/stemmers`) sits in a folder of its scope.
      mkdirSync(dirname(join(consumer, 'node_modules', d)), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules', d), join(consumer, 'node_modules', d));
    }
    writeFileSync(join(consumer, 'package.json'), '{"name":"consumer","type":"module","private":true}');
  }, 120_000);

  it('ships what it runs, and not its tests or sources', () => {
    expect(readdirSync(pkg).sort()).toEqual(['Dockerfile', 'README.md', 'dist', 'harness', 'package.json', 'specs']);
    expect(existsSync(join(pkg, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(pkg, 'dist', 'types', 'reference', 'index.d.ts'))).toBe(true);
    expect(readdirSync(join(pkg, 'harness')).sort()).toEqual(['bin.js', 'build.js', 'bundles.cjs', 'codeCache.cjs', 'nodeVersion.cjs', 'start.cjs', 'start.js']);
    expect(existsSync(join(pkg, 'dist', 'index.cjs'))).toBe(true);
    expect(readdirSync(join(pkg, 'dist')).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('imports by name and serves, with no TypeScript loader', () => {
    const script = `
      import { startSimulator, Simulator, PROFILE_NAMES } from 'es-conformance';
      const es = await startSimulator({ profile: 'opensearch2' });
      const info = await (await fetch(es.url + '/')).json();
      const sim = new Simulator();
      const r = sim.handle({ method: 'PUT', path: '/x' });
      await es.stop();
      console.log(JSON.stringify({ distribution: info.version.distribution, status: r.status, profiles: PROFILE_NAMES.length }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ distribution: 'opensearch', status: 200, profiles: 5 });
  });

  it('require()s by name too (CommonJS), with no TypeScript loader', () => {
    const script = `
      const { startSimulator, Simulator } = require('es-conformance');
      startSimulator().then(async (es) => {
        const res = await fetch(es.url + '/');
        es.reset();
        await es.stop();
        console.log(JSON.stringify({ status: res.status, inProcess: new Simulator().handle({ method: 'GET', path: '/' }).status }));
      });`;
    const out = execFileSync(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: consumer, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ status: 200, inProcess: 200 });
  });

  it('type-checks in a TypeScript project that imports it (ESM) and one that requires it (CommonJS)', () => {
    writeFileSync(join(consumer, 'use.cts'), `
      import es = require('es-conformance');
      export async function setup(): Promise<es.StartedSimulator> { const s = await es.startSimulator({ profile: 'es8' }); s.reset(); return s; }
      // @ts-expect-error: not a profile
      es.startSimulator({ profile: 'es9' });`);
    writeFileSync(join(consumer, 'use.ts'), `
      import { startSimulator, Simulator, type StartedSimulator, type ProfileName } from 'es-conformance';
      const profile: ProfileName = 'es8';
      export async function setup(): Promise<StartedSimulator> { return startSimulator({ profile, port: 0 }); }
      export const status: number = new Simulator().handle({ method: 'GET', path: '/' }).status;
      // @ts-expect-error: not a profile
      startSimulator({ profile: 'es9' });`);
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--typeRoots', join(ROOT, 'node_modules', '@types'), 'use.ts', 'use.cts'], { cwd: consumer, stdio: 'pipe' });
  }, 60_000);

  it('the README\'s vitest setup works as written: reset() before each test, DELETE products* refused', () => {
    const app = join(consumer, 'app');
    mkdirSync(join(app, 'test'), { recursive: true });
    symlinkSync(join(consumer, 'node_modules'), join(app, 'node_modules'));
    // (vitest itself, as the app would have installed it)
    if (!existsSync(join(consumer, 'node_modules', 'vitest'))) symlinkSync(join(ROOT, 'node_modules', 'vitest'), join(consumer, 'node_modules', 'vitest'));
    writeFileSync(join(app, 'package.json'), '{"name":"app","private":true,"type":"module"}');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = /```js\n(\/\/ vitest\.config\.js\n[^]*?)```/.exec(readme)![1]!;
    const [config, setup] = block.split(/\n(?=\/\/ test\/es-setup\.js\n)/);
    writeFileSync(join(app, 'vitest.config.js'), config!);
    writeFileSync(join(app, 'test', 'es-setup.js'), setup!);
    writeFileSync(join(app, 'test', 'app.test.js'), `
      import { expect, it } from 'vitest';
      const send = (method, path, body) => fetch(process.env.ELASTICSEARCH_URL + path, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      it('creates products', async () => { expect((await send('PUT', '/products', {})).status).toBe(200); });
      it('creates products again: reset() emptied the cluster', async () => { expect((await send('PUT', '/products', {})).status).toBe(200); });
      it('a cleanup by request is refused by the guard', async () => { expect((await send('DELETE', '/products*')).status).toBe(400); });`);
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV')), NO_COLOR: '1', FORCE_COLOR: '0' };
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run'], { cwd: app, encoding: 'utf8', env });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(r.stdout).toMatch(/Tests +3 passed/);
  }, 60_000);

  it('its CLI runs with plain node and writes reports in the folder it is run from', () => {
    const cli = join(pkg, 'harness', 'bin.js');
    expect(execFileSync(process.execPath, [cli, '--version'], { cwd: consumer, encoding: 'utf8' }).trim()).toBe('conformance 0.1.0');
    const out = execFileSync(process.execPath, [cli, 'run', '--target', 'reference', '--only', 'scenarios', '--specs', join(pkg, 'specs', 'bulk')], { cwd: consumer, encoding: 'utf8' });
    expect(out).toMatch(/^conformant: \d+ passed, 0 failed/m);
    expect(readdirSync(join(consumer, 'reports')).length).toBe(1);
    expect(existsSync(join(pkg, 'reports'))).toBe(false);
  }, 60_000);

  it('--help and --version answer everywhere: the bin, each subcommand, npm start\'s script, the executable bundle', () => {
    const run = (file: string, ...args: string[]) => execFileSync(file === 'serve.mjs' ? join(pkg, 'dist', 'serve.mjs') : process.execPath, file === 'serve.mjs' ? args : [join(pkg, 'harness', file), ...args], { cwd: consumer, encoding: 'utf8' });
    // (each subcommand's --help and --version, in process: harness/cli/help.test.ts)
    expect(run('bin.js', '--help')).toMatch(/^usage: conformance <subcommand>/);
    expect(run('bin.js', 'reindex', '--version').trim()).toBe('conformance 0.1.0');
    expect(run('start.cjs', '--help')).toMatch(/^usage: conformance serve [^]*--data DIR/);
    expect(run('start.js', '--version').trim()).toBe('conformance 0.1.0');
    expect(run('serve.mjs', '--help')).toMatch(/^usage: conformance serve [^]*--auth USER:PASS/);
    expect(run('serve.mjs', '--version').trim()).toBe('conformance 0.1.0');
  });

  it('on a Node.js older than engines says (no node:zlib crc32 before 20.15), every entry stops with one line naming it', () => {
    const pkgJson = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkgJson.engines.node).toBe('>=20.15.0');
    const noCrc32 = 'data:text/javascript,import m from "node:module"; import z from "node:zlib"; delete z.crc32; m.syncBuiltinESMExports();';
    const old = 'data:text/javascript,Object.defineProperty(process, "version", { value: "v20.14.0" });';
    const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: consumer, encoding: 'utf8' });
    const bin = run(['--import', old, join(pkg, 'harness', 'bin.js'), '--version']);
    expect([bin.status, bin.stdout, bin.stderr]).toEqual([2, '', 'conformance: es-conformance needs Node.js >= 20.15.0; this is v20.14.0\n']);
    const start = run(['--import', old, join(pkg, 'harness', 'start.cjs'), '--version']);
    expect([start.status, start.stderr]).toEqual([2, 'conformance serve: es-conformance needs Node.js >= 20.15.0; this is v20.14.0\n']);
    const serve = run(['--import', noCrc32, join(pkg, 'dist', 'serve.mjs'), '--version']);
    expect([serve.status, serve.stdout]).toEqual([2, '']);
    expect(serve.stderr).toMatch(/^es-conformance needs Node\.js >= 20\.15\.0 \(node:zlib crc32\); this is v\d+\.\d+\.\d+\n$/);
    const lib = run(['--import', noCrc32, '--input-type=module', '-e', "import('es-conformance').then(() => console.log('loaded'), (e) => console.log(e.message))"]);
    expect(lib.stdout).toMatch(/^es-conformance needs Node\.js >= 20\.15\.0 \(node:zlib crc32\)/);
  });

  it('dist/serve.mjs is one self-contained file: copied alone anywhere, `node serve.mjs --port N` serves', async () => {
    const alone = mkdtempSync(join(tmpdir(), 'cfx-alone-'));
    cpSync(join(pkg, 'dist', 'serve.mjs'), join(alone, 'serve.mjs'));
    expect(statSync(join(pkg, 'dist', 'serve.mjs')).mode & 0o111).toBe(0o111);
    const child = spawn(process.execPath, ['serve.mjs', '--port', '0', '--profile', 'es6'], { cwd: alone, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
      });
      const info = (await (await fetch(`${url}/`)).json()) as { version: { number: string } };
      expect(info.version.number).toBe('6.8.13');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
