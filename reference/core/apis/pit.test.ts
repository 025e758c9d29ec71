/**
 * Points in time through the whole simulator (router, handlers, search). Expected values come from the
 * official YAML tests (ES `search/350_point_in_time.yml`, OpenSearch `pit/10_basic.yml`, both kept in
 * harness/testing/search-suites/) and from ES's source where they are silent: RestSearchAction.preparePointInTime
 * (the validation messages), SearchRequest.rewrite (the `_shard_doc` tiebreaker), ShardDocSortField
 * (`shardRequestIndex << 32 | doc`), ClosePointInTimeResponse (404 when nothing was freed).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName) {
  const clock = { t: Date.UTC(2026, 0, 1) };
  const s = new Simulator({ now: () => clock.t, seed: 42, profile });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  return { s, c, clock };
}

function seeded(profile: ProfileName) {
  const h = sim(profile);
  h.c('PUT', '/test');
  for (const [id, age] of [[1, 18], [42, 18], [172, 24]] as const) h.c('PUT', `/test/_doc/${id}`, { id, foo: 'bar', age });
  h.c('PUT', '/test2/_doc/45', { id: 45, foo: 'bar', age: 19 });
  return h;
}

const ids = (r: Reply): string[] => (r.body.hits.hits as { _id: string }[]).map((h) => h._id);

describe('Elasticsearch point in time (8.19)', () => {
  it('opens with an id and _shards, searches a frozen view, prints pit_id, closes once', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    const open = c('POST', '/t*/_pit?keep_alive=5m');
    expect(open.status).toBe(200);
    expect(Object.keys(open.body)).toEqual(['id', '_shards']);
    expect(open.body._shards).toEqual({ total: 2, successful: 2, skipped: 0, failed: 0 });
    const id = open.body.id as string;
    expect(id).toMatch(/^[A-Za-z0-9_-]+=*$/);
    // Writes after the opening do not show: a new document, a deleted one, an update.
    c('PUT', '/test/_doc/100', { id: 100, foo: 'bar', age: 23 });
    c('DELETE', '/test/_doc/1');
    c('PUT', '/test2/_doc/45', { id: 45, foo: 'bar', age: 99 });
    const r = c('POST', '/_search', { size: 10, query: { match: { foo: 'bar' } }, sort: [{ age: 'desc' }, { id: 'desc' }], pit: { id, keep_alive: '1m' } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).slice(0, 2)).toEqual(['pit_id', 'took']);
    expect(r.body.pit_id).toBe(id);
    expect(ids(r)).toEqual(['172', '45', '42', '1']);
    // The tiebreaker: test's shard is request index 0, test2's is 1 (ShardId order: shard, then index name).
    expect(r.body.hits.hits.map((h: { sort: unknown[] }) => h.sort)).toEqual([[24, 172, 2], [19, 45, 2 ** 32], [18, 42, 1], [18, 1, 0]]);
    expect(r.body.hits.hits[1]._source.age).toBe(19);
    const closed = c('DELETE', '/_pit', { id });
    expect([closed.status, closed.body]).toEqual([200, { succeeded: true, num_freed: 2 }]);
    const again = c('DELETE', '/_pit', { id });
    expect([again.status, again.body]).toEqual([404, { succeeded: true, num_freed: 0 }]);
  });

  it('search_after with as many values as the sort gets no tiebreaker (SearchRequest.rewrite)', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    const id = c('POST', '/test/_pit?keep_alive=5m').body.id;
    const r = c('POST', '/_search', { size: 1, sort: [{ age: 'desc' }, { id: 'desc' }], search_after: [24, 172], pit: { id } });
    expect([ids(r), r.body.hits.hits[0].sort]).toEqual([['42'], [18, 42]]);
    // One value more than the sort: the tiebreaker's (ties on age 18 go by _shard_doc: 1 is doc 0, 42 doc 1).
    const paged = c('POST', '/_search', { size: 1, sort: [{ age: 'desc' }], search_after: [24, 2], pit: { id } });
    expect([ids(paged), paged.body.hits.hits[0].sort]).toEqual([['1'], [18, 0]]);
  });

  it('pages by _shard_doc alone; refuses _shard_doc without a point in time', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    const id = c('POST', '/t*/_pit?keep_alive=5m').body.id;
    const p1 = c('POST', '/_search', { size: 3, sort: ['_shard_doc'], pit: { id } });
    expect(ids(p1)).toEqual(['1', '42', '172']);
    const p2 = c('POST', '/_search', { size: 3, sort: ['_shard_doc'], search_after: [2], pit: { id } });
    expect([ids(p2), p2.body.hits.total.value]).toEqual([['45'], 4]);
    const bad = c('POST', '/test/_search', { sort: ['_shard_doc'] });
    expect([bad.status, bad.body.error.reason]).toEqual([400, 'Validation Failed: 1: [_shard_doc] sort field cannot be used without [point in time];']);
  });

  it('refuses indices, routing, preference and scroll with a pit, in ES order', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    const id = c('POST', '/test/_pit?keep_alive=5m').body.id;
    const withIndex = c('POST', '/test/_search?routing=1&preference=_local', { pit: { id } });
    expect([withIndex.status, withIndex.body.error.type]).toEqual([400, 'action_request_validation_exception']);
    expect(withIndex.body.error.reason).toBe(
      'Validation Failed: 1: [indices] cannot be used with point in time. Do not specify any index with point in time.;2: [routing] cannot be used with point in time;3: [preference] cannot be used with point in time;',
    );
    const scroll = c('POST', '/_search?scroll=1m', { pit: { id } });
    expect(scroll.body.error.reason).toBe('Validation Failed: 1: using [point in time] is not allowed in a scroll context;');
    const msearch = c('POST', '/_msearch', [{ index: 'test' }, { pit: { id } }]);
    expect([msearch.status, msearch.body.error.type]).toEqual([400, 'action_request_validation_exception']);
    const unknown = c('POST', '/_search', { pit: { id, foo: 1 } });
    expect([unknown.status, unknown.body.error.type]).toEqual([400, 'x_content_parse_exception']);
  });

  it('expires on the clock unless searches renew it; an expired id is a 404 search_context_missing_exception', () => {
    const { c, clock } = seeded('elasticsearch@8.19.0');
    const id = c('POST', '/test/_pit?keep_alive=1m').body.id;
    clock.t += 50_000;
    expect(c('POST', '/_search', { pit: { id, keep_alive: '1m' } }).status).toBe(200);
    clock.t += 50_000; // 100 s after opening, 50 s after the renewal
    expect(c('POST', '/_search', { pit: { id } }).status).toBe(200);
    clock.t += 60_001;
    const gone = c('POST', '/_search', { pit: { id } });
    expect([gone.status, gone.body.error.type, gone.body.error.root_cause[0].type]).toEqual([404, 'search_phase_execution_exception', 'search_context_missing_exception']);
    expect(gone.body.error.root_cause[0].reason).toMatch(/^No search context found for id \[\d+\]$/);
  });

  it('checks keep_alive: required, and at most search.max_keep_alive', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    const missing = c('POST', '/test/_pit');
    expect([missing.status, missing.body.error.reason]).toEqual([400, 'Validation Failed: 1: [keep_alive] is not specified;']);
    const long = c('POST', '/test/_pit?keep_alive=2d');
    expect(long.status).toBe(400);
    expect(long.body.error.root_cause[0].reason).toBe('Keep alive for request (2d) is too large. It must be less than (1d). This limit can be set by changing the [search.max_keep_alive] cluster level setting.');
    const bad = c('POST', '/_search', { pit: { id: 'not base64!' } });
    expect([bad.status, bad.body.error.type]).toEqual([400, 'illegal_argument_exception']);
  });

  it('applies the filter of the alias it was opened through', () => {
    const { c } = seeded('elasticsearch@8.19.0');
    c('POST', '/_aliases', { actions: [{ add: { index: 'test', alias: 'young', filter: { range: { age: { lt: 20 } } } } }] });
    const id = c('POST', '/young/_pit?keep_alive=1m').body.id;
    expect(ids(c('POST', '/_search', { sort: ['_shard_doc'], pit: { id } }))).toEqual(['1', '42']);
  });
});

describe('points in time by version', () => {
  it('7.10 and 7.11: a pit but no _shard_doc tiebreaker; no _shards in the open answer', () => {
    const { c } = seeded('elasticsearch@7.10.2');
    const open = c('POST', '/test/_pit?keep_alive=1m');
    expect(Object.keys(open.body)).toEqual(['id']);
    const r = c('POST', '/_search', { sort: [{ age: 'desc' }], pit: { id: open.body.id } });
    expect(r.body.hits.hits[0].sort).toEqual([24]);
  });

  it('7.9: no point in time (no handler; pit is an unknown body key)', () => {
    const { c } = seeded('elasticsearch@7.9.3');
    expect(c('POST', '/test/_pit?keep_alive=1m').status).not.toBe(200);
    const r = c('POST', '/test/_search', { pit: { id: 'x' } });
    expect([r.status, r.body.error.type]).toEqual([400, 'parsing_exception']);
  });
});

describe('OpenSearch point in time (2.19)', () => {
  it('creates, lists, searches, deletes (pit/10_basic.yml)', () => {
    const { c, clock } = seeded('opensearch@2.19.0');
    const created = c('POST', '/test/_search/point_in_time?keep_alive=23h');
    expect(Object.keys(created.body)).toEqual(['pit_id', '_shards', 'creation_time']);
    expect(created.body.creation_time).toBe(clock.t);
    const id = created.body.pit_id;
    c('PUT', '/test/_doc/7', { id: 7, foo: 'bar', age: 1 });
    const r = c('POST', '/_search', { sort: [{ age: 'asc' }], pit: { id, keep_alive: '10m' } });
    expect([r.body.pit_id, ids(r)]).toEqual([id, ['1', '42', '172']]);
    // No _shard_doc in OpenSearch 2.x: the sort values are the sort's own.
    expect(r.body.hits.hits[0].sort).toEqual([18]);
    expect(c('GET', '/_search/point_in_time/_all').body).toEqual({ pits: [{ pit_id: id, creation_time: created.body.creation_time, keep_alive: 82_800_000 }] });
    expect(c('DELETE', '/_search/point_in_time', { pit_id: [id] }).body).toEqual({ pits: [{ successful: true, pit_id: id }] });
    expect(c('DELETE', '/_search/point_in_time/_all').body).toEqual({ pits: [] });
    const missing = c('POST', '/test/_search/point_in_time');
    expect(missing.body.error.reason).toBe('Validation Failed: 1: keep alive not specified;');
  });

  it('limits open contexts by search.max_open_pit_context and keep-alives by point_in_time.max_keep_alive', () => {
    const { c } = seeded('opensearch@2.19.0');
    c('PUT', '/_cluster/settings', { persistent: { 'search.max_open_pit_context': 1 } });
    expect(c('POST', '/test/_search/point_in_time?keep_alive=1m').status).toBe(200);
    const over = c('POST', '/test/_search/point_in_time?keep_alive=1m');
    expect([over.status, over.body.error.root_cause[0].type]).toEqual([429, 'rejected_execution_exception']);
    c('DELETE', '/_search/point_in_time/_all');
    const long = c('POST', '/test/_search/point_in_time?keep_alive=25h');
    expect(long.body.error.root_cause[0].reason).toBe('Keep alive for request (1d) is too large. It must be less than (1d). This limit can be set by changing the [point_in_time.max_keep_alive] cluster level setting.');
  });

  it('2.3 has no point in time; 2.9 answers a delete-all with nothing open with 404', () => {
    expect(seeded('opensearch@2.3.0').c('POST', '/test/_search/point_in_time?keep_alive=1m').status).not.toBe(200);
    expect(seeded('opensearch@2.9.0').c('DELETE', '/_search/point_in_time/_all').status).toBe(404);
  });
});

describe('OpenSearch _shard_doc (3.3, opensearch-project/OpenSearch#18924; search/95_search_after_shard_doc.yml)', () => {
  function paging(profile: ProfileName) {
    const h = sim(profile);
    h.c('PUT', '/p', { settings: { number_of_shards: 4 }, mappings: { properties: { id: { type: 'integer' } } } });
    for (let i = 1; i <= 22; i++) h.c('PUT', `/p/_doc/${i}`, { id: i });
    h.c('POST', '/p/_refresh');
    return h;
  }
  it('pages a 4-shard index through a point in time by _shard_doc alone, increasing, without repeats', () => {
    const { c } = paging('opensearch@3.3.0');
    const id = c('POST', '/p/_search/point_in_time?keep_alive=1m').body.pit_id;
    const seen: string[] = [];
    const keys: number[] = [];
    let after: unknown[] | undefined;
    for (let page = 0; page < 6; page++) {
      const r = c('POST', '/_search', { size: 5, pit: { id, keep_alive: '1m' }, sort: [{ _shard_doc: {} }], ...(after ? { search_after: after } : {}) });
      expect(r.status).toBe(200);
      const hits = r.body.hits.hits as { _id: string; sort: number[] }[];
      seen.push(...hits.map((h) => h._id));
      keys.push(...hits.map((h) => h.sort[0]!));
      after = hits[hits.length - 1]?.sort;
    }
    expect(new Set(seen).size).toBe(22);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    // The shard id above the doc id (ShardDocFieldComparatorSource: shardId << 32 | docBase + doc).
    expect(keys.some((k) => k >= 2 ** 32)).toBe(true);
    // Not added implicitly: a sort of its own keeps its own values.
    const own = c('POST', '/_search', { size: 1, pit: { id, keep_alive: '1m' }, sort: [{ id: 'asc' }] });
    expect(own.body.hits.hits[0].sort).toEqual([1]);
  });
  it('refuses it without a point in time, with scroll and twice, in that order', () => {
    const { c } = paging('opensearch@3.3.0');
    const bare = c('POST', '/p/_search', { sort: [{ _shard_doc: {} }] });
    expect([bare.status, bare.body.error.type, bare.body.error.reason]).toEqual([400, 'action_request_validation_exception', 'Validation Failed: 1: _shard_doc is only supported with point-in-time (PIT). Add a PIT or remove _shard_doc.;']);
    const all = c('POST', '/p/_search?scroll=1m', { sort: ['_shard_doc', { _shard_doc: 'desc' }] });
    expect(all.body.error.reason).toBe('Validation Failed: 1: _shard_doc cannot be used with scroll. Use PIT + search_after instead.;2: _shard_doc is only supported with point-in-time (PIT). Add a PIT or remove _shard_doc.;3: duplicate _shard_doc sort detected. Specify it at most once.;');
  });
  it('before 3.3 _shard_doc is an unmapped field, through a point in time too', () => {
    const { c } = paging('opensearch@3.2.0');
    const id = c('POST', '/p/_search/point_in_time?keep_alive=1m').body.pit_id;
    const r = c('POST', '/_search', { pit: { id, keep_alive: '1m' }, sort: [{ _shard_doc: {} }] });
    expect([r.status, r.body.error.root_cause[0].reason]).toEqual([400, 'No mapping found for [_shard_doc] in order to sort on']);
  });
});
