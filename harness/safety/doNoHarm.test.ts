/**
 * Do no harm, end to end. The target is the served simulator with the `DELETE /_all` guard lifted
 * (`action.destructive_requires_name: false`, as ES 5–7 shipped) and someone else's data in it. A
 * default run (every scenario in specs/ plus a file of deliberately destructive steps) must leave
 * that data exactly as it was, send nothing destructive, and report those steps as skipped. With
 * --allow-destructive the same unguarded target loses its data — and the run must then fail loudly
 * with a `safety/do-no-harm` case naming what changed.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startServer, type RunningServer } from '../../reference/server/server.ts';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { stateDump } from '../../reference/testkit.ts';
import { main } from '../cli.ts';
import { PACKAGE_ROOT } from '../cli/common.ts';
import type { CliIO } from '../cli/progress.ts';
import { destructiveReason } from './destructive.ts';
import { footprintChanges, type Footprint } from './footprint.ts';

const HOSTILE = `---
"delete everything":
  - do: { catch: bad_request, indices.delete: { index: _all } }
---
"delete star":
  - do: { catch: bad_request, indices.delete: { index: "*" } }
---
"delete star but one":
  - do: { catch: bad_request, indices.delete: { index: "*,-keep" } }
---
"close everything":
  - do: { catch: bad_request, indices.close: { index: _all } }
---
"remove every index through aliases":
  - do: { catch: bad_request, indices.update_aliases: { body: { actions: [ { remove_index: { index: "*" } } ] } } }
---
"clear every scroll":
  - do: { clear_scroll: { scroll_id: _all } }
`;

function capture(): CliIO & { lines: string[]; errs: string[] } {
  const lines: string[] = [];
  const errs: string[] = [];
  return { out: (l) => lines.push(l), err: (l) => errs.push(l), isTTY: false, lines, errs };
}

/** An unguarded target holding someone else's data; every request it receives is logged. */
async function unguardedTarget(): Promise<{ srv: RunningServer; seen: WireRequest[] }> {
  const srv = await startServer({ port: 0, seed: 2 });
  const seen: WireRequest[] = [];
  const handle = srv.simulator.handle.bind(srv.simulator);
  srv.simulator.handle = (req) => {
    seen.push(req);
    return handle(req);
  };
  const send = async (method: string, path: string, body?: string, type = 'application/json') => {
    const r = await request(`${srv.url}${path}`, { method: method as 'GET', headers: body ? { 'content-type': type } : {}, body });
    expect(r.statusCode).toBeLessThan(300);
    await r.body.dump();
  };
  await send('PUT', '/_cluster/settings', '{"transient":{"action.destructive_requires_name":false}}');
  await send('PUT', '/customers', '{"mappings":{"properties":{"name":{"type":"keyword"},"since":{"type":"date"}}}}');
  await send('POST', '/_bulk', '{"index":{"_index":"customers","_id":"1"}}\n{"name":"ada","since":"2015-01-01"}\n{"index":{"_index":"customers","_id":"2"}}\n{"name":"bob","since":"2016-02-02"}\n{"index":{"_index":"logs-2026.01","_id":"1"}}\n{"msg":"hello"}\n', 'application/x-ndjson');
  await send('PUT', '/customers/_alias/crm');
  await send('PUT', '/keep');
  seen.length = 0;
  return { srv, seen };
}

/** The part of the state that is not the run's. */
function foreignDump(srv: RunningServer): string {
  const d = JSON.parse(stateDump(srv.simulator)) as { indices: Array<{ name: string }> };
  return JSON.stringify(d.indices.filter((i) => !i.name.startsWith('cfx-')));
}

function specsWithHostile(): { dirs: string[]; report: string } {
  const root = mkdtempSync(join(tmpdir(), 'cfx-harm-'));
  mkdirSync(join(root, 'deletion-guard'));
  writeFileSync(join(root, 'deletion-guard', '99_hostile.yml'), HOSTILE);
  return { dirs: [join(PACKAGE_ROOT, 'specs'), root], report: join(root, 'out') };
}

describe('do no harm', () => {
  it('a target that does not guard DELETE /_all keeps its data through a default run', async () => {
    const { srv, seen } = await unguardedTarget();
    try {
      const before = foreignDump(srv);
      const { dirs, report } = specsWithHostile();
      const io = capture();
      const code = await main(['run', '--target', srv.url, '--only', 'scenarios', '--prefix', 'cfx-harm-', '--report', report, '--specs', ...dirs], io);
      expect(foreignDump(srv)).toBe(before);
      expect(seen.filter((r) => destructiveReason(r)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
      // Writes go under the prefix, to root APIs whose bodies are prefixed, or — deliberately — to
      // names a conforming target must refuse (`_x`, `-x`: prefixing would make them valid).
      // A date-math name (`%3Ccfx-harm-…%7Bnow%2Fd%7D%3E`) keeps the prefix inside its brackets, so it resolves under it.
      // The backing indices of the run's own data streams carry the prefix after `.ds-` (`.ds-cfx-harm-…`).
      const underPrefix = (path: string) => path.startsWith('/cfx-harm-') || path.startsWith('/.ds-cfx-harm-') || decodeURIComponent(path).startsWith('/<cfx-harm-');
      const stray = seen.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && !underPrefix(r.path) && !['/_bulk', '/_aliases', '/_search/scroll'].includes(r.path));
      expect(stray.filter((r) => !/^\/(_(?!all\b)|-|\+|\.\.?(\/|$))/.test(r.path)).map((r) => `${r.method} ${r.path}`)).toEqual([]);
      const j = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { cases: Array<{ id: string; status: string; message: string }> };
      expect(j.cases.find((c) => c.id === 'safety/do-no-harm')).toBeUndefined();
      const hostile = j.cases.filter((c) => c.id.includes('99_hostile'));
      expect(hostile).toHaveLength(6);
      for (const c of hostile) expect(c, c.id).toMatchObject({ status: 'skipped', message: expect.stringMatching(/--allow-destructive/) as string });
      expect(io.errs.filter((e) => /DO NO HARM/.test(e))).toEqual([]);
      // The only failures are the target's own: without the guard it accepts a wildcard delete
      // (scoped to the run prefix, so only the run's own indexes went).
      const failed = j.cases.filter((c) => c.status === 'failed');
      for (const c of failed) expect(c.id, c.message).toMatch(/^deletion-guard\//);
      expect(code, io.lines.at(-1)).toBe(failed.length > 0 ? 1 : 0);
      // Nothing of the run is left behind either.
      expect([...srv.simulator.state.indices.keys()].filter((n) => n.startsWith('cfx-'))).toEqual([]);
    } finally {
      await srv.close();
    }
  }, 240_000); // runs every scenario in specs/ against a served target: about 20 s alone, minutes on a loaded 2-core machine

  it('the check is loud: with --allow-destructive the unguarded target loses its data, and the run fails naming what changed', async () => {
    const { srv } = await unguardedTarget();
    try {
      const { dirs, report } = specsWithHostile();
      const io = capture();
      const code = await main(['run', '--target', srv.url, '--only', 'scenarios', '--prefix', 'cfx-harm-', '--report', report, '--allow-destructive', '--specs', dirs[1]!], io);
      expect(srv.simulator.state.indices.has('customers')).toBe(false); // the harm really happened
      expect(code).toBe(1);
      const j = JSON.parse(readFileSync(join(report, 'report.json'), 'utf8')) as { cases: Array<{ id: string; status: string; message: string }> };
      const harm = j.cases.find((c) => c.id === 'safety/do-no-harm');
      expect(harm?.status).toBe('failed');
      expect(harm?.message).toMatch(/index \[customers\] was deleted \(it had 2 document\(s\)\)/);
      expect(io.errs).toContain('DO NO HARM VIOLATED: index [customers] was deleted (it had 2 document(s))');
    } finally {
      await srv.close();
    }
  });

  it('footprintChanges names every kind of change and nothing else', () => {
    const idx = (o: Partial<Footprint['indexes'][string]> = {}) => ({ uuid: 'u', docs: '2', status: 'open', mapping: 'm', aliases: ['a'], ...o });
    const before: Footprint = { gaps: [], indexes: { a: idx(), b: idx(), c: idx(), d: idx(), e: idx(), f: idx() } };
    const after: Footprint = { gaps: [], indexes: { a: idx(), b: idx({ uuid: 'v' }), c: idx({ docs: '0' }), d: idx({ mapping: 'n' }), e: idx({ aliases: [] }), g: idx() } };
    expect(footprintChanges(before, after)).toEqual([
      'index [b] was deleted and re-created (uuid u → v)',
      'index [c] document count changed: 2 → 0',
      'index [d] mapping changed',
      'index [e] aliases changed: [a] → []',
      'index [f] was deleted (it had 2 document(s))',
      'index [g] appeared outside the run prefix',
    ]);
    expect(footprintChanges(before, before)).toEqual([]);
  });
});
