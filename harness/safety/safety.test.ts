/** Tests of the safety layer: run prefixes, names, and rewriting paths and bodies under the prefix. */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { Simulator } from '../../reference/simulator.ts';
import type { Event } from '../model/history.ts';
import { recordingTarget } from '../targets/recordingTarget.ts';
import { cleanupPrefix } from './cleanup.ts';
import { destructiveReason, unconfinedWriteReason } from './destructive.ts';
import { prefixExpression } from './names.ts';
import { prefixingTarget, rewriteRequest } from './prefixingTarget.ts';
import { rewriteBody } from './rewriteBody.ts';
import { rewritePath } from './rewritePath.ts';
import { makeRunPrefix, prefixProblem } from './runPrefix.ts';

const P = 'cfx-abc-1234-';

describe('run prefix', () => {
  it('is unique-looking and valid', () => {
    expect(makeRunPrefix(1_700_000_000_000, () => 0.5)).toMatch(/^cfx-[a-z0-9]+-[a-z0-9]{4}-$/);
    expect(prefixProblem(makeRunPrefix())).toBeUndefined();
    expect(prefixProblem('*')).toBeDefined();
    expect(prefixProblem('Ab-')).toBeDefined();
  });
});

describe('names', () => {
  it('prefixes names, patterns, _all and exclusions; leaves invalid-looking names alone', () => {
    expect(prefixExpression('a,b*', P)).toBe(`${P}a,${P}b*`);
    expect(prefixExpression('*,-b', P)).toBe(`${P}*,-${P}b`);
    expect(prefixExpression('_all', P)).toBe(`${P}*`);
    expect(prefixExpression('_bad', P)).toBe('_bad');
    expect(prefixExpression('-bad', P)).toBe('-bad');
    expect(prefixExpression('UPPER', P)).toBe(`${P}UPPER`);
  });
});

describe('rewritePath', () => {
  const cases: Array<[string, string, string]> = [
    ['PUT', '/test_index', `/${P}test_index`],
    ['GET', '/a,b/_mapping', `/${P}a,${P}b/_mapping`],
    ['PUT', '/i/_alias/al', `/${P}i/_alias/${P}al`],
    ['GET', '/_alias/al', `/${P}*/_alias/${P}al`],
    ['GET', '/_alias', `/${P}*/_alias`],
    ['POST', '/_aliases', '/_aliases'],
    ['GET', '/_search', `/${P}*/_search`],
    ['POST', '/_search/scroll', '/_search/scroll'],
    ['POST', '/_refresh', `/${P}*/_refresh`],
    ['PUT', '/_settings', `/${P}*/_settings`],
    ['GET', '/_cat/indices', `/_cat/indices/${P}*`],
    ['GET', '/_cat/aliases/x', `/_cat/aliases/${P}x`],
    ['PUT', '/_template/t', `/_template/${P}t`],
    ['POST', '/al/_rollover/new', `/${P}al/_rollover/${P}new`],
    ['PUT', '/i/_doc/1', `/${P}i/_doc/1`],
    ['GET', '/i/_settings/index.number_of_replicas', `/${P}i/_settings/index.number_of_replicas`],
    ['POST', '/_bulk', '/_bulk'],
    ['GET', '/', '/'],
    ['GET', '/_cluster/health/i', `/_cluster/health/${P}i`],
    ['GET', '/_cluster/health', '/_cluster/health'],
    ['GET', '/_aliases', `/${P}*/_aliases`],
    ['GET', '/_mapping/_doc', `/${P}*/_mapping/_doc`],
    ['PUT', '/_alias/al', `/_alias/${P}al`],
    ['PUT', '/_index_template/t', `/_index_template/${P}t`],
    ['PUT', '/_component_template/c', `/_component_template/${P}c`],
    ['GET', '/_data_stream/ds', `/_data_stream/${P}ds`],
    ['POST', '/_index_template/_simulate_index/i', `/_index_template/_simulate_index/${P}i`],
    ['GET', '/_cluster/state/metadata/i', `/_cluster/state/metadata/${P}i`],
    ['GET', '/_stats', `/${P}*/_stats`],
    ['GET', '/_stats/docs', `/${P}*/_stats/docs`],
    ['POST', '/_flush', `/${P}*/_flush`],
    ['GET', '/_cat/count', `/_cat/count/${P}*`],
    ['POST', '/i/_delete_by_query', `/${P}i/_delete_by_query`],
    ['DELETE', '/_search/scroll/abc', '/_search/scroll/abc'],
    // Endpoints the catalogue does not know go out as written (writes among them are refused first, see below).
    ['GET', '/_nodes/_local/hot_threads', '/_nodes/_local/hot_threads'],
    ['POST', '/_security/user/x', '/_security/user/x'],
  ];
  it.each(cases)('%s %s', (m, path, want) => expect(rewritePath(m, path, P)).toBe(want));
});

describe('rewriteBody', () => {
  it('rewrites alias actions', () => {
    const b = JSON.stringify({ actions: [{ add: { index: 'a', alias: 'x' } }, { remove_index: { indices: ['b', 'c*'] } }] });
    expect(JSON.parse(rewriteBody('POST', '/_aliases', b, P))).toEqual({ actions: [{ add: { index: `${P}a`, alias: `${P}x` } }, { remove_index: { indices: [`${P}b`, `${P}c*`] } }] });
  });
  it('rewrites bulk action lines only, leaving sources and bad lines untouched', () => {
    const b = '{"index":{"_index":"a","_id":"1"}}\n{"_index":"not-meta"}\n{"delete":{"_index":"b","_id":"1"}}\nnot json\n';
    expect(rewriteBody('POST', '/_bulk', b, P)).toBe(`{"index":{"_index":"${P}a","_id":"1"}}\n{"_index":"not-meta"}\n{"delete":{"_index":"${P}b","_id":"1"}}\nnot json\n`);
  });
  it('changes nothing else a target would see: numbers as written, integers past 2^53 with every digit', () => {
    // A search body that names no index goes out byte for byte (a `1.0` boost stays a double).
    const search = '{"query":{"term":{"id":{"value":1234567890123456791,"boost":1.0}}},"search_after":[1234567890123456791]}';
    expect(rewriteBody('POST', '/i/_search', search, P)).toBe(search);
    // A body whose names are rewritten keeps the digits a double would lose (…791, not …800).
    // A rewritten body keeps its doubles as doubles: `1.0` is a float to a dynamic mapping, `1` a long.
    const template = '{"index_patterns":["te*"],"template":{"settings":{"index.sort.missing":"_last"},"mappings":{"properties":{"p":{"type":"scaled_float","scaling_factor":10.0}}}},"_meta":{"v":1.0,"w":-2.5e-3,"n":"1.0"}}';
    expect(rewriteBody('PUT', '/_index_template/t', template, P)).toBe(template.replace('"te*"', `"${P}te*"`));
    const lookup = '{"query":{"terms":{"boost":1.0,"id":{"index":"a","id":"1","path":"x"}}},"min_score":0.5}';
    expect(rewriteBody('POST', '/i/_search', lookup, P)).toBe(lookup.replace('"index":"a"', `"index":"${P}a"`));
    const reindex = '{"source":{"index":"a","query":{"term":{"id":1234567890123456791}}},"dest":{"index":"b"}}';
    expect(rewriteBody('POST', '/_reindex', reindex, P)).toBe(`{"source":{"index":"${P}a","query":{"term":{"id":1234567890123456791}}},"dest":{"index":"${P}b"}}`);
    const bulk = '{"index":{"_index":"a","_id":"1","version":1234567890123456791,"version_type":"external"}}\n{"id":1234567890123456791}\n';
    expect(rewriteBody('POST', '/_bulk', bulk, P)).toBe(`{"index":{"_index":"${P}a","_id":"1","version":1234567890123456791,"version_type":"external"}}\n{"id":1234567890123456791}\n`);
  });
  it('rewrites aliases at index creation, templates and reindex', () => {
    expect(JSON.parse(rewriteBody('PUT', '/i', '{"aliases":{"x":{}},"mappings":{}}', P))).toEqual({ aliases: { [`${P}x`]: {} }, mappings: {} });
    expect(JSON.parse(rewriteBody('PUT', '/_template/t', '{"index_patterns":["te*"]}', P))).toEqual({ index_patterns: [`${P}te*`] });
    expect(JSON.parse(rewriteBody('POST', '/_reindex', '{"source":{"index":"a"},"dest":{"index":"b"}}', P))).toEqual({ source: { index: `${P}a` }, dest: { index: `${P}b` } });
    // A pipeline's reroute destination (in a processor, its on_failure, a foreach) lands under the prefix; the
    // pipeline itself, and a simulation's documents, are left as they are.
    const pipeline = { processors: [{ reroute: { destination: 'abroad' } }, { foreach: { field: 'a', processor: { set: { field: 'x', value: 1, on_failure: [{ reroute: { destination: 'errors' } }] } } } }] };
    expect(JSON.parse(rewriteBody('PUT', '/_ingest/pipeline/p', JSON.stringify(pipeline), P))).toEqual({ processors: [{ reroute: { destination: `${P}abroad` } }, { foreach: { field: 'a', processor: { set: { field: 'x', value: 1, on_failure: [{ reroute: { destination: `${P}errors` } }] } } } }] });
    expect(JSON.parse(rewriteBody('POST', '/_ingest/pipeline/_simulate', JSON.stringify({ pipeline, docs: [{ _index: 'i', _source: {} }] }), P)).docs).toEqual([{ _index: 'i', _source: {} }]);
    // The painless execute API's document contexts read the index their context_setup names.
    expect(JSON.parse(rewriteBody('POST', '/_scripts/painless/_execute', '{"script":{"source":"1"},"context":"filter","context_setup":{"index":"probe","document":{}}}', P))).toEqual({ script: { source: '1' }, context: 'filter', context_setup: { index: `${P}probe`, document: {} } });
    // A rank evaluation's rated documents name their index; its requests' lookups read others.
    const rated = '{"requests":[{"id":"q","request":{"query":{"terms":{"f":{"index":"lists","id":"1","path":"p"}}}},"ratings":[{"_index":"gear","_id":"g1","rating":1}]}],"metric":{"precision":{}}}';
    expect(JSON.parse(rewriteBody('POST', '/gear/_rank_eval', rated, P)).requests[0]).toEqual({ id: 'q', request: { query: { terms: { f: { index: `${P}lists`, id: '1', path: 'p' } } } }, ratings: [{ _index: `${P}gear`, _id: 'g1', rating: 1 }] });
    // An enrich policy reads the run's source indices; its query may look others up.
    const policy = '{"match":{"indices":["accounts","vip-*"],"match_field":"a","enrich_fields":["t"],"query":{"terms":{"a":{"index":"lists","id":"1","path":"p"}}}}}';
    expect(JSON.parse(rewriteBody('PUT', '/_enrich/policy/p', policy, P))).toEqual({ match: { indices: [`${P}accounts`, `${P}vip-*`], match_field: 'a', enrich_fields: ['t'], query: { terms: { a: { index: `${P}lists`, id: '1', path: 'p' } } } } });
    expect(JSON.parse(rewriteBody('PUT', '/_enrich/policy/p', '{"range":{"indices":"blocks","match_field":"r","enrich_fields":["n"]}}', P)).range.indices).toBe(`${P}blocks`);
    expect(rewriteBody('POST', '/i/_search', '{"query":{"term":{"index":"a"}}}', P)).toBe('{"query":{"term":{"index":"a"}}}');
    // Queries that read another index by name: more_like_this documents and terms lookups.
    const mlt = '{"query":{"bool":{"must":[{"more_like_this":{"like":[{"_index":"a","_id":"1"},"text"],"unlike":{"_index":"b","_id":"2"}}},{"terms":{"f":{"index":"c","id":"1","path":"f"},"boost":2}}]}},"aggs":{"t":{"terms":{"field":"f"}}}}';
    expect(JSON.parse(rewriteBody('POST', '/i/_search', mlt, P))).toEqual({
      query: { bool: { must: [{ more_like_this: { like: [{ _index: `${P}a`, _id: '1' }, 'text'], unlike: { _index: `${P}b`, _id: '2' } } }, { terms: { f: { index: `${P}c`, id: '1', path: 'f' }, boost: 2 } }] } },
      aggs: { t: { terms: { field: 'f' } } },
    });
    // A pre-indexed shape (geo_shape or shape) reads `index`, `shapes` when absent.
    const shape = '{"query":{"bool":{"filter":[{"geo_shape":{"loc":{"indexed_shape":{"index":"s","id":"1","path":"p"}},"_name":"n"}},{"shape":{"g":{"indexed_shape":{"id":"2"}}}}]}}}';
    expect(JSON.parse(rewriteBody('POST', '/i/_search', shape, P))).toEqual({
      query: { bool: { filter: [{ geo_shape: { loc: { indexed_shape: { index: `${P}s`, id: '1', path: 'p' } }, _name: 'n' } }, { shape: { g: { indexed_shape: { id: '2', index: `${P}shapes` } } } }] } },
    });
  });
  it('rewrites composable and component templates, the alias body forms, and multi-get', () => {
    expect(JSON.parse(rewriteBody('PUT', '/_index_template/t', '{"index_patterns":["lo*"],"composed_of":["c1"],"template":{"aliases":{"al":{}}}}', P))).toEqual({
      index_patterns: [`${P}lo*`], composed_of: [`${P}c1`], template: { aliases: { [`${P}al`]: {} } },
    });
    expect(JSON.parse(rewriteBody('PUT', '/_component_template/c', '{"template":{"aliases":{"al":{}}}}', P))).toEqual({ template: { aliases: { [`${P}al`]: {} } } });
    expect(JSON.parse(rewriteBody('PUT', '/_alias', '{"index":"i","alias":"a"}', P))).toEqual({ index: `${P}i`, alias: `${P}a` });
    expect(JSON.parse(rewriteBody('GET', '/_mget', '{"docs":[{"_index":"i","_id":"1"}]}', P))).toEqual({ docs: [{ _index: `${P}i`, _id: '1' }] });
    expect(JSON.parse(rewriteBody('POST', '/al/_rollover', '{"aliases":{"x":{}}}', P))).toEqual({ aliases: { [`${P}x`]: {} } });
  });
});

describe('destructiveReason', () => {
  const r = (method: string, path: string, body?: string): WireRequest => ({ method, path, ...(body ? { body } : {}) });
  it('flags requests that name every index', () => {
    for (const req of [
      r('DELETE', '/_all'), r('DELETE', '/*'), r('POST', '/_all/_close'), r('DELETE', '/*,-keep'), r('DELETE', '/_template/*'), r('DELETE', '/_search/scroll/_all'),
      r('DELETE', '/_index_template/*'), r('PUT', '/_all/_alias/a'), r('POST', '/_all/_delete_by_query', '{}'), r('PUT', '/_alias/a', '{"index":"*"}'),
      r('DELETE', '/_search/scroll', '{"scroll_id":["_all"]}'),
    ]) {
      expect(destructiveReason(req), `${req.method} ${req.path}`).toBeDefined();
    }
    expect(destructiveReason(r('POST', '/_aliases', '{"actions":[{"remove_index":{"index":"*"}}]}'))).toBeDefined();
  });
  it('lets ordinary and read-only requests through', () => {
    for (const req of [r('DELETE', '/test_*'), r('GET', '/_all'), r('POST', '/_all/_refresh'), r('POST', '/*/_search'), r('DELETE', '/i')]) {
      expect(destructiveReason(req), `${req.method} ${req.path}`).toBeUndefined();
    }
  });
  it('destructive requests keep their every-index expression (sent only with --allow-destructive); their other names stay the run\'s', () => {
    expect(rewriteRequest(r('DELETE', '/_all'), P).path).toBe('/_all');
    expect(rewriteRequest(r('DELETE', '/_all/_alias/a1'), P).path).toBe(`/_all/_alias/${P}a1`);
    expect(rewriteRequest(r('PUT', '/*/_alias/a1'), P).path).toBe(`/*/_alias/${P}a1`);
  });
  it('a write the run prefix cannot confine is refused: an endpoint the catalogue does not know, or a cluster-wide change', () => {
    for (const req of [r('DELETE', '/'), r('POST', '/_security/user/x', '{}'), r('POST', '/i/_unknown')]) {
      expect(unconfinedWriteReason(req), `${req.method} ${req.path}`).toMatch(/not in the API catalogue/);
    }
    for (const req of [r('PUT', '/_cluster/settings', '{}'), r('PUT', '/_ingest/pipeline/p', '{}'), r('PUT', '/_scripts/s', '{}'), r('PUT', '/_snapshot/repo', '{}')]) {
      expect(unconfinedWriteReason(req), `${req.method} ${req.path}`).toMatch(/changes the cluster outside any index/);
    }
    for (const req of [r('GET', '/_nodes'), r('PUT', '/i'), r('POST', '/_bulk', '{}'), r('HEAD', '/_x'), r('PUT', '/_settings', '{}'), r('POST', '/_aliases', '{}'), r('POST', '/_reindex', '{}'), r('PUT', '/_template/t', '{}'), r('DELETE', '/_search/scroll/x')]) {
      expect(unconfinedWriteReason(req), `${req.method} ${req.path}`).toBeUndefined();
    }
  });
});

describe('prefixingTarget + cleanup', () => {
  it('round-trips names and cleans up only the prefix', async () => {
    const sim = new Simulator({ profile: 'es8' });
    const history: Event[] = [];
    const raw = recordingTarget(inProcessTarget(sim), history);
    const indexes = (): string[] => [...sim.state.indices.keys()].sort();
    await raw.send({ method: 'PUT', path: '/someone_elses' });
    const t = prefixingTarget(raw, P);
    const created = await t.send({ method: 'PUT', path: '/test_index' });
    expect(created.kind === 'ok' && created.json).toMatchObject({ index: 'test_index' });
    expect(indexes()).toEqual([`${P}test_index`, 'someone_elses']);
    const again = await t.send({ method: 'PUT', path: '/test_index' });
    // The prefix is stripped from answers, error reasons included.
    expect(again.kind === 'ok' && again.body).toMatch(/index \[test_index\/[^\]]+\] already exists/);
    await t.send({ method: 'PUT', path: '/_template/t1', headers: { 'content-type': 'application/json' }, body: '{"index_patterns":["te*"]}' });
    expect([...sim.state.templates.legacy.keys()]).toEqual([`${P}t1`]);
    const report = await cleanupPrefix(raw, P);
    expect(report).toEqual({ deleted: [`${P}test_index`, `template ${P}t1`], errors: [] });
    expect(indexes()).toEqual(['someone_elses']);
    expect(sim.state.templates.legacy.size).toBe(0);
    expect(history.some((e) => e.request.method === 'DELETE' && /[*]|_all/.test(e.request.path))).toBe(false);
  });
  it('lifts the blocks of its own read-only indexes so it can delete them, and leaves others blocked', async () => {
    const sim = new Simulator({ profile: 'es8' });
    const history: Event[] = [];
    const raw = recordingTarget(inProcessTarget(sim), history);
    const json = { 'content-type': 'application/json' };
    await raw.send({ method: 'PUT', path: '/someone_elses', headers: json, body: '{"settings":{"index.blocks.read_only":true}}' });
    const t = prefixingTarget(raw, P);
    await t.send({ method: 'PUT', path: '/frozen', headers: json, body: '{"settings":{"index.blocks.read_only":true,"index.blocks.metadata":true}}' });
    await t.send({ method: 'PUT', path: '/full', headers: json, body: '{"settings":{"index.blocks.read_only_allow_delete":true,"index.blocks.write":true}}' });
    expect([...sim.state.indices.keys()].sort()).toEqual([`${P}frozen`, `${P}full`, 'someone_elses']);
    const report = await cleanupPrefix(raw, P);
    expect(report).toEqual({ deleted: [`${P}frozen`, `${P}full`], errors: [] });
    expect([...sim.state.indices.keys()]).toEqual(['someone_elses']);
    expect(sim.state.indices.get('someone_elses')!.settings['index.blocks.read_only']).toBe('true');
    expect(history.filter((e) => e.request.path.includes('someone_elses'))).toEqual([history[0]]);
  });
});
