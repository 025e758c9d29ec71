/** Tests of _reindex, _delete_by_query and _update_by_query. */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** An in-process simulator and a one-line way to call it. */
function sim(profile: ProfileName = 'es8') {
  const s = new Simulator({ profile, now: () => Date.UTC(2026, 0, 1), seed: 7 });
  const call = (method: string, path: string, body?: unknown, query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const r = s.handle({ method, path, query, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: r.status, body: (r.body ? JSON.parse(r.body) : undefined) as Body, warning: r.headers.warning };
  };
  return { s, call };
}

/** The ids, versions and sources of an index, by id. */
function docs(call: ReturnType<typeof sim>['call'], index: string): Record<string, { v: number; src: unknown; routing?: string }> {
  const r = call('POST', `/${index}/_search`, { size: 100, version: true });
  const out: Record<string, { v: number; src: unknown; routing?: string }> = {};
  for (const h of r.body.hits.hits) out[h._id] = { v: h._version, src: h._source, ...(h._routing ? { routing: h._routing } : {}) };
  return out;
}

function seed(call: ReturnType<typeof sim>['call'], n: number, index = 'src'): void {
  for (let i = 1; i <= n; i++) call('PUT', `/${index}/_doc/${i}`, { n: i, code: `c${i}` });
}

describe('POST /_reindex', () => {
  it('copies every id and source, created then updated on a second run (versions count up)', () => {
    const { call } = sim();
    seed(call, 5);
    const first = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, created: 5, updated: 0, deleted: 0, batches: 1, version_conflicts: 0, noops: 0, failures: [] });
    const src = docs(call, 'src');
    const dst = docs(call, 'dst');
    expect(Object.keys(dst).sort()).toEqual(Object.keys(src).sort());
    for (const id of Object.keys(src)) expect(dst[id]).toEqual({ v: 1, src: src[id]!.src });
    const again = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst' } });
    expect(again.body).toMatchObject({ created: 0, updated: 5 });
    expect(Object.values(docs(call, 'dst')).map((d) => d.v)).toEqual([2, 2, 2, 2, 2]);
  });

  it('the body is shaped as ES 8 renders BulkByScrollResponse (requests_per_second a float)', () => {
    const { s } = sim();
    s.handle({ method: 'PUT', path: '/src/_doc/1', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    const r = s.handle({ method: 'POST', path: '/_reindex', headers: { 'content-type': 'application/json' }, body: '{"source":{"index":"src"},"dest":{"index":"dst"}}' });
    expect(r.body).toBe('{"took":0,"timed_out":false,"total":1,"updated":0,"created":1,"deleted":0,"batches":1,"version_conflicts":0,"noops":0,"retries":{"bulk":0,"search":0},"throttled_millis":0,"requests_per_second":-1.0,"throttled_until_millis":0,"failures":[]}');
  });

  it('op_type create: conflicts fail the job after their batch (409), or are counted with conflicts=proceed', () => {
    const { call } = sim();
    seed(call, 4);
    call('PUT', '/dst/_doc/2', { old: true });
    call('PUT', '/dst/_doc/3', { old: true });
    const abort = call('POST', '/_reindex', { source: { index: 'src', size: 2 }, dest: { index: 'dst', op_type: 'create' } });
    expect(abort.status).toBe(409);
    // The first batch (ids 1, 2) ran whole: 1 created, 2 conflicted; the second batch never started.
    expect(abort.body).toMatchObject({ created: 1, version_conflicts: 1, batches: 1 });
    expect(abort.body.failures).toEqual([
      { index: 'dst', id: '2', cause: expect.objectContaining({ type: 'version_conflict_engine_exception', reason: '[2]: version conflict, document already exists (current version [1])' }), status: 409 },
    ]);
    const proceed = call('POST', '/_reindex', { conflicts: 'proceed', source: { index: 'src', size: 2 }, dest: { index: 'dst', op_type: 'create' } });
    expect(proceed.status).toBe(200);
    expect(proceed.body).toMatchObject({ created: 1, version_conflicts: 3, batches: 2, failures: [] });
    expect(docs(call, 'dst')['3']!.src).toEqual({ old: true });
  });

  it('version_type external keeps the source versions and refuses to go back', () => {
    const { call } = sim();
    seed(call, 2);
    call('PUT', '/src/_doc/1', { n: 1, code: 'again' });
    const r = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst', version_type: 'external' } });
    expect(r.body).toMatchObject({ created: 2 });
    expect(docs(call, 'dst')['1']!.v).toBe(2);
    const stale = call('POST', '/_reindex', { conflicts: 'proceed', source: { index: 'src' }, dest: { index: 'dst', version_type: 'external' } });
    expect(stale.body).toMatchObject({ created: 0, updated: 0, version_conflicts: 2 });
    const bad = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'x', op_type: 'create', version_type: 'external' } });
    expect([bad.status, bad.body.error.reason]).toEqual([400, 'Validation Failed: 1: create operations only support internal versioning. use index instead;']);
    expect(call('HEAD', '/x').status).toBe(404);
  });

  it('max_docs limits successful writes; with conflicts=proceed the job reads on past conflicts', () => {
    const { call } = sim();
    seed(call, 6);
    const r = call('POST', '/_reindex', { max_docs: 3, source: { index: 'src', size: 2 }, dest: { index: 'dst' } });
    expect(r.body).toMatchObject({ total: 3, created: 3, batches: 2 });
    expect(Object.keys(docs(call, 'dst'))).toHaveLength(3);
    const p = call('POST', '/_reindex', { max_docs: 4, conflicts: 'proceed', source: { index: 'src', size: 2 }, dest: { index: 'dst', op_type: 'create' } });
    // Ids 1-3 conflict, 4-6 are created: only 3 succeed, so the job reads every batch.
    expect(p.body).toMatchObject({ total: 4, created: 3, version_conflicts: 3 });
  });

  it('slices are disjoint and complete, each with its share of max_docs; auto follows the shard count', () => {
    const { call } = sim();
    call('PUT', '/src', { settings: { number_of_shards: 3 } });
    seed(call, 12);
    const r = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst' } }, { slices: '4' });
    expect(r.body.slices).toHaveLength(4);
    expect(r.body.slices.map((s: Body) => s.slice_id)).toEqual([0, 1, 2, 3]);
    expect(r.body.slices.reduce((n: number, s: Body) => n + s.created, 0)).toBe(12);
    expect(r.body).toMatchObject({ total: 12, created: 12 });
    expect(Object.keys(docs(call, 'dst'))).toHaveLength(12);
    const auto = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst2' } }, { slices: 'auto' });
    expect(auto.body.slices).toHaveLength(3);
    const capped = call('POST', '/_reindex', { max_docs: 5, source: { index: 'src' }, dest: { index: 'dst3' } }, { slices: '2' });
    expect(capped.body.slices.map((s: Body) => s.created)).toEqual([2, 2]);
  });

  it('dest.routing: kept, discarded or set', () => {
    const { call } = sim();
    call('PUT', '/src/_doc/1', { a: 1 }, { routing: 'r1' });
    call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'keep' } });
    call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'drop', routing: 'discard' } });
    call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'set', routing: '=r9' } });
    expect(docs(call, 'keep')['1']!.routing).toBe('r1');
    expect(docs(call, 'drop')['1']!.routing).toBeUndefined();
    expect(docs(call, 'set')['1']!.routing).toBe('r9');
  });

  it('a query and a source filter select and trim what is copied', () => {
    const { call } = sim();
    seed(call, 4);
    const r = call('POST', '/_reindex', { source: { index: 'src', query: { range: { n: { gte: 3 } } }, _source: { excludes: ['code'] } }, dest: { index: 'dst' } });
    expect(r.body).toMatchObject({ total: 2, created: 2 });
    expect(docs(call, 'dst')).toEqual({ 3: { v: 1, src: { n: 3 } }, 4: { v: 1, src: { n: 4 } } });
  });

  it('wait_for_completion=false answers a task id; GET /_tasks/<id> holds the finished job, or the failure inside it', () => {
    const { call } = sim();
    seed(call, 2);
    const missing = call('GET', '/_tasks/c2ltdWxhdG9yLW5vZGUtMA:1');
    expect([missing.status, missing.body.error.root_cause[0].type]).toEqual([404, 'index_not_found_exception']);
    const t = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'dst' } }, { wait_for_completion: 'false' });
    expect(Object.keys(t.body)).toEqual(['task']);
    const got = call('GET', `/_tasks/${t.body.task}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      completed: true,
      task: { type: 'transport', action: 'indices:data/write/reindex', description: 'reindex from [src] to [dst]', cancellable: true, cancelled: false, status: { total: 2, created: 2 } },
      response: { total: 2, created: 2, failures: [] },
    });
    const same = call('POST', '/_reindex', { source: { index: 'src' }, dest: { index: 'src' } }, { wait_for_completion: 'false' });
    expect(same.status).toBe(200);
    const failed = call('GET', `/_tasks/${same.body.task}`);
    expect(failed.body.error).toEqual({ type: 'action_request_validation_exception', reason: 'Validation Failed: 1: reindex cannot write into an index its reading from [src];' });
    expect(failed.body.response).toBeUndefined();
    const unknown = call('GET', '/_tasks/c2ltdWxhdG9yLW5vZGUtMA:999');
    expect([unknown.status, unknown.body.error.type, unknown.body.error.caused_by]).toEqual([404, 'resource_not_found_exception', undefined]);
    expect(call('GET', '/_tasks/nocolon').body.error.reason).toBe('malformed task id nocolon');
    expect(call('GET', '/_tasks/n:x').body.error.caused_by).toEqual({ type: 'number_format_exception', reason: 'For input string: "x"' });
  });

  it('a refused request changes nothing: no destination, no task', () => {
    const { s, call } = sim();
    seed(call, 2);
    const before = JSON.stringify([...s.state.indices.keys()]);
    for (const [body, query] of [
      [{ source: { index: 'nope' }, dest: { index: 'dst' } }, {}],
      [{ source: { index: 'src', query: { bogus: {} } }, dest: { index: 'dst' } }, {}],
      [{ source: { index: 'src' }, dest: { index: 'dst' } }, { slices: '0' }],
      [{ source: { index: 'src' }, dest: { index: 'dst' }, script: { source: 'ctx._source.n++', id: 's' } }, {}],
      [{ source: { index: 'src' }, dest: { index: 'dst' }, script: { source: 'ctx._source.n.x.y++' } }, {}],
    ] as const) {
      const r = call('POST', '/_reindex', body, query);
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(400);
    }
    expect(JSON.stringify([...s.state.indices.keys()])).toBe(before);
    expect(s.state.tasks.size).toBe(0);
  });

  it('ES 5/6 call the limit `size` and print types; ES 8 refuses `size`; OpenSearch takes it with a warning', () => {
    const es6 = sim('es6');
    seed(es6.call, 3);
    expect(es6.call('POST', '/_reindex', { size: 2, source: { index: 'src' }, dest: { index: 'dst' } }).body).toMatchObject({ total: 2, created: 2 });
    expect(es6.call('POST', '/_reindex', { max_docs: 2, source: { index: 'src' }, dest: { index: 'dst' } }).body.error.reason).toBe('[reindex] unknown field [max_docs], parser not found');
    const es8 = sim('es8');
    seed(es8.call, 3);
    expect(es8.call('POST', '/_reindex', { size: 2, source: { index: 'src' }, dest: { index: 'dst' } }).body.error.caused_by.reason).toBe('invalid parameter [size], use [max_docs] instead');
    const os = sim('opensearch2');
    seed(os.call, 3);
    const r = os.call('POST', '/_reindex', { size: 2, source: { index: 'src' }, dest: { index: 'dst' } });
    expect(r.body).toMatchObject({ total: 2, created: 2 });
    expect(r.warning).toContain('Deprecated field [size] used, expected [max_docs] instead');
  });
});

describe('POST /{index}/_delete_by_query and _update_by_query', () => {
  it('delete by query deletes what matches and answers without created/updated', () => {
    const { call } = sim();
    seed(call, 4);
    const r = call('POST', '/src/_delete_by_query', { query: { range: { n: { lte: 2 } } } });
    expect(Object.keys(r.body)).not.toContain('created');
    expect(Object.keys(r.body)).not.toContain('updated');
    expect(r.body).toMatchObject({ total: 2, deleted: 2, batches: 1 });
    expect(Object.keys(docs(call, 'src')).sort()).toEqual(['3', '4']);
    expect(call('POST', '/src/_delete_by_query', {}).body.error.reason).toBe('Validation Failed: 1: query is missing;');
    expect(call('POST', '/src/_delete_by_query', { query: { match_all: {} } }, { q: 'n:3' }).body).toMatchObject({ deleted: 1 });
  });

  it('update by query re-indexes each document as it stands (version + 1), picking up new mappings', () => {
    const { call } = sim();
    call('PUT', '/src', { mappings: { dynamic: false, properties: { n: { type: 'long' } } } });
    seed(call, 3);
    expect(call('POST', '/src/_count', { query: { term: { code: 'c1' } } }).body.count).toBe(0);
    call('PUT', '/src/_mapping', { properties: { code: { type: 'keyword' } } });
    const r = call('POST', '/src/_update_by_query', undefined, { conflicts: 'proceed' });
    expect(Object.keys(r.body)).not.toContain('created');
    expect(r.body).toMatchObject({ total: 3, updated: 3 });
    expect(Object.values(docs(call, 'src')).map((d) => d.v)).toEqual([2, 2, 2]);
    expect(call('POST', '/src/_count', { query: { term: { code: 'c1' } } }).body.count).toBe(1);
  });

  it('a script runs in update by query, and for delete by query it is an unknown search key', () => {
    const { call } = sim();
    seed(call, 1);
    const u = call('POST', '/src/_update_by_query', { script: { source: 'ctx._source.n++' } });
    expect([u.status, u.body.updated]).toEqual([200, 1]);
    const d = call('POST', '/src/_delete_by_query', { query: { match_all: {} }, script: 'x' });
    expect(d.body.error.reason).toBe('Unknown key for a VALUE_STRING in [script].');
    expect(Object.keys(docs(call, 'src'))).toEqual(['1']);
    expect(docs(call, 'src')['1']!.src).toEqual({ n: 2, code: 'c1' });
  });

  it('size: the limit in ES 6, refused in ES 8', () => {
    const es6 = sim('es6');
    seed(es6.call, 3);
    expect(es6.call('POST', '/src/_delete_by_query', { size: 1, query: { match_all: {} } }).body).toMatchObject({ deleted: 1 });
    const es8 = sim('es8');
    seed(es8.call, 3);
    expect(es8.call('POST', '/src/_delete_by_query', { size: 1, query: { match_all: {} } }).body.error.reason).toBe('invalid parameter [size], use [max_docs] instead');
    expect(es8.call('POST', '/src/_delete_by_query', { max_docs: 1, query: { match_all: {} } }).body).toMatchObject({ deleted: 1 });
  });
});

describe('an index that keeps no _source', () => {
  it('reindex and update by query refuse it (ES: "didn\'t store _source"); delete by query needs none', () => {
    const { call } = sim();
    call('PUT', '/test', { mappings: { _source: { enabled: false } } });
    call('PUT', '/test/_doc/1', { age: 23 });
    const r = call('POST', '/_reindex', { source: { index: 'test' }, dest: { index: 'dest' } });
    expect([r.status, r.body.error.type, r.body.error.reason]).toEqual([400, 'illegal_argument_exception', "[test][1] didn't store _source"]);
    expect(call('HEAD', '/dest').status).toBe(404);
    expect(call('POST', '/test/_update_by_query', {}).body.error.reason).toBe("[test][1] didn't store _source");
    expect(call('POST', '/test/_delete_by_query', { query: { match_all: {} } }).body).toMatchObject({ deleted: 1 });
  });
});
