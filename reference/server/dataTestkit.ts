/** Helpers for the tests of `--data` (journal, faults): talk to a served simulator, compare durable states. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { request } from 'undici';
import type { RunningServer } from './server.ts';
import { stateDump } from '../testkit.ts';
import type { Simulator } from '../simulator.ts';

/** The durable part of the state: scroll contexts are in memory only and do not survive a restart (as in ES). */
export function durable(sim: Simulator): string {
  const d = JSON.parse(stateDump(sim)) as Record<string, unknown>;
  delete d.scrolls;
  (d.counters as Record<string, unknown>).scroll = 0;
  return JSON.stringify(d);
}

export async function send(s: RunningServer, method: string, path: string, body?: string, type = 'application/json'): Promise<{ status: number; text: string }> {
  const r = await request(`${s.url}${path}`, { method: method as 'GET', headers: body === undefined ? {} : { 'content-type': type }, body });
  return { status: r.statusCode, text: await r.body.text() };
}

/** A clock that moves, so replays that used the wrong time would show. */
export function ticking(): () => number {
  let t = Date.UTC(2026, 0, 1);
  return () => (t += 1000);
}

/** Bytes of the journal files in `dir`. */
export function journalBytes(dir: string): number {
  return readdirSync(dir).filter((n) => n.startsWith('journal-')).reduce((a, n) => a + statSync(join(dir, n)).size, 0);
}

/** Changes of every kind the state holds (documents, auto ids, aliases, settings, templates, cluster settings); returns how many were acknowledged. */
export async function workload(s: RunningServer): Promise<number> {
  let changes = 0;
  const ok = async (m: string, p: string, b?: string, t?: string) => {
    const r = await send(s, m, p, b, t);
    expect(r.status, `${m} ${p}: ${r.text}`).toBeLessThan(300);
    changes++;
  };
  await ok('PUT', '/a', '{"mappings":{"properties":{"d":{"type":"date"}}}}');
  await ok('PUT', '/a/_doc/1', '{"d":"2015-01-01","x":1}');
  await ok('POST', '/a/_doc', '{"x":2}'); // auto id: depends on clock and id sequence
  expect((await send(s, 'PUT', '/a/_doc/bad', '{"d":"not a date"}')).status).toBe(400); // refused: not recorded
  await ok('POST', '/_bulk', '{"index":{"_index":"b"}}\n{"y":1}\n{"index":{"_index":"b","_id":"k"}}\n{"y":2}\n{"delete":{"_index":"a","_id":"1"}}\n', 'application/x-ndjson');
  await ok('POST', '/_aliases', '{"actions":[{"add":{"index":"a","alias":"al","filter":{"term":{"x":2}}}},{"add":{"index":"b","alias":"al2","is_write_index":true}}]}');
  await ok('PUT', '/a/_settings', '{"index":{"number_of_replicas":2}}');
  await ok('POST', '/b/_update/k', '{"doc":{"z":3}}');
  expect((await send(s, 'POST', '/a/_search?scroll=1m', '{"size":1}')).status).toBe(200); // a read: not recorded
  await ok('PUT', '/_cluster/settings', '{"persistent":{"action.destructive_requires_name":false}}');
  await ok('DELETE', '/b/_doc/k');
  await ok('PUT', '/_component_template/c', '{"template":{"mappings":{"properties":{"c":{"type":"keyword"}}},"aliases":{"ca":{}}}}');
  await ok('PUT', '/_index_template/t', '{"index_patterns":["t*"],"composed_of":["c"],"template":{"aliases":{"ta":{}},"settings":{"number_of_shards":2}}}');
  await ok('PUT', '/_template/lt', '{"index_patterns":["lt*"],"mappings":{"properties":{"q":{"type":"keyword"}}},"aliases":{"la":{}}}');
  await ok('PUT', '/_ingest/pipeline/stamp', '{"processors":[{"set":{"field":"at","value":"{{_ingest.timestamp}}"}}]}');
  await ok('PUT', '/t1/_doc/1?pipeline=stamp', '{"q":"x"}'); // its source holds the clock's time: a replay must give it back
  await ok('PUT', '/lt1/_doc/1?routing=r', '{"q":"y"}');
  await ok('PUT', '/lt1/_doc/2', '{"q":"é 😀 \u2028 \\"quoted\\" ü"}'); // sources are stored raw: multi-byte text and escapes

  await ok('POST', '/b/_delete_by_query?wait_for_completion=false', '{"query":{"match_all":{}}}');
  // Its job runs in the background between requests: one step (b holds one document), recorded as a change too.
  const tasks = await send(s, 'GET', '/_tasks?actions=*byquery&detailed');
  expect(tasks.status).toBe(200);
  changes++;
  await ok('POST', '/a/_close');
  return changes;
}
