/** Tests of REST API compatibility with 7.x (es8 profile, compatible-with=7). */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../simulator.ts';
import { getProfile, type ProfileName } from '../profiles.ts';
import { profileFor, requestedCompatibility } from './compat.ts';
import { TYPED_ROUTE_WARNINGS } from '../core/deprecations.ts';

const V7 = { 'content-type': 'application/vnd.elasticsearch+json;compatible-with=7', accept: 'application/vnd.elasticsearch+json;compatible-with=7' };
const V8 = { 'content-type': 'application/vnd.elasticsearch+json;compatible-with=8', accept: 'application/vnd.elasticsearch+json;compatible-with=8' };

function sim(profile: ProfileName = 'es8') {
  const s = new Simulator({ profile, now: () => Date.UTC(2026, 0, 1), seed: 3 });
  return (method: string, path: string, body?: string, headers: Record<string, string> = V7) => {
    const r = s.handle({ method, path, headers, ...(body !== undefined ? { body } : {}) });
    return { status: r.status, warning: r.headers.warning, json: r.body ? (JSON.parse(r.body) as Record<string, any>) : undefined }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

describe('REST API compatibility with 7.x (es8 profile, compatible-with=7)', () => {
  it('reads the version from Accept, else Content-Type', () => {
    expect(requestedCompatibility({ accept: 'application/vnd.elasticsearch+json; compatible-with=7' })).toBe(7);
    expect(requestedCompatibility({ 'content-type': 'application/vnd.elasticsearch+x-ndjson;compatible-with=7' })).toBe(7);
    expect(requestedCompatibility({ accept: 'application/json' })).toBeUndefined();
  });

  it('only a profile with restCompatV7 has a view, and only for the previous major', () => {
    const es8 = getProfile('es8');
    expect(profileFor(es8, V7).typesCompat).toBe(true);
    expect(profileFor(es8, V7)).toBe(profileFor(es8, V7));
    expect(profileFor(es8, V8)).toBe(es8);
    expect(profileFor(getProfile('default'), V7)).toBe(getProfile('default'));
    expect(profileFor(getProfile('opensearch2'), V7)).toBe(getProfile('opensearch2'));
  });

  it('ES 9 has a view for 8.x clients only: ?local on get-aliases is read, without effect, with the V_8 warning', () => {
    const es9 = getProfile('elasticsearch@9.1.0');
    expect(profileFor(es9, V8).apiV8Compat).toBe(true);
    expect(profileFor(es9, V8)).toBe(profileFor(es9, V8));
    expect(profileFor(es9, V7)).toBe(es9);
    expect(profileFor(es9, {})).toBe(es9);
    expect(profileFor(getProfile('elasticsearch@8.19.0'), V8).apiV8Compat).toBe(false);
    const s = new Simulator({ profile: 'elasticsearch@9.1.0' });
    expect(s.handle({ method: 'PUT', path: '/i', headers: { 'content-type': 'application/json' }, body: '{"aliases":{"a":{}}}' }).status).toBe(200);
    const got = s.handle({ method: 'GET', path: '/_alias/a', query: { local: 'true' }, headers: V8 });
    expect(got.status).toBe(200);
    expect(got.headers.warning).toContain('the [?local=true] query parameter to get-aliases requests has no effect and will be removed in a future version');
    expect(s.handle({ method: 'GET', path: '/_alias/a', headers: V8 }).headers.warning).toBeUndefined();
    expect(s.handle({ method: 'GET', path: '/_alias/a', query: { local: 'true' } }).headers.warning).toBeUndefined();
  });

  it('serves typed document routes with the type ignored, `_type: "_doc"` in answers, and the route warning', () => {
    const call = sim();
    const put = call('PUT', '/idx/mytype/1', '{"a":1}');
    expect(put.status).toBe(201);
    expect(put.json).toMatchObject({ _index: 'idx', _type: '_doc', _id: '1' });
    expect(put.warning).toContain(TYPED_ROUTE_WARNINGS.index);
    const get = call('GET', '/idx/other/1');
    expect(get.json).toMatchObject({ _type: '_doc', found: true, _source: { a: 1 } });
    expect(get.warning).toContain(TYPED_ROUTE_WARNINGS.get);
    // The typeless route is no typed request: `_type` printed, no warning.
    const plain = call('GET', '/idx/_doc/1');
    expect([plain.json?._type, plain.warning]).toEqual(['_doc', undefined]);
    const search = call('POST', '/idx/mytype/_search', '{}');
    expect(search.json?.hits.hits[0]._type).toBe('_doc');
    expect(search.warning).toContain(TYPED_ROUTE_WARNINGS.search);
    // Without the compatible media type, ES 8 has no typed routes and prints no `_type`.
    const json = { 'content-type': 'application/json' };
    expect(call('PUT', '/idx/mytype/2', '{"a":2}', json).status).toBe(400);
    expect(call('GET', '/idx/_doc/1', undefined, json).json?._type).toBeUndefined();
  });

  it('accepts `_type` in bulk action lines (ignored, one warning), which plain ES 8 refuses', () => {
    const call = sim();
    const nd = { ...V7, 'content-type': 'application/vnd.elasticsearch+x-ndjson;compatible-with=7' };
    const body = '{"index":{"_index":"idx","_type":"t","_id":"1"}}\n{"a":1}\n{"index":{"_index":"idx","_type":"t","_id":"2"}}\n{"a":2}\n';
    const ok = call('POST', '/_bulk', body, nd);
    expect(ok.json?.errors).toBe(false);
    expect(ok.json?.items[0].index._type).toBe('_doc');
    expect(ok.warning?.match(/types removal/g)).toHaveLength(1);
    const refused = call('POST', '/_bulk', body, { 'content-type': 'application/x-ndjson' });
    expect(refused.json?.error.reason).toBe('Action/metadata line [1] contains an unknown parameter [_type]');
  });
});

// ES 7.x RestExplainAction: a request with a `type` draws "[types removal] Specifying a type in explain requests
// is deprecated." (its TYPES_DEPRECATION_MESSAGE, kept by ES 8's compatible typed route).
describe('requests of both kinds on one index', () => {
  // The Python 7.17 client with ELASTIC_CLIENT_APIVERSIONING=1 against ES 8: a search under the view, an
  // update_by_query under the plain profile, then a search under the view again must see the update
  // (ES has one engine per shard, whatever the request's media type).
  it('a search under the view sees an update made without it', () => {
    const h = sim('elasticsearch@8.19.0' as ProfileName);
    const JSON_CT = { 'content-type': 'application/json' };
    h('PUT', '/mix', '{"mappings":{"properties":{"t":{"type":"text"},"q":{"type":"integer"}}}}', JSON_CT);
    h('PUT', '/mix/_doc/3', '{"t":"fox","q":1}', JSON_CT);
    expect(h('POST', '/mix/_explain/3', '{"query":{"match":{"t":"fox"}}}').json?.matched).toBe(true);
    h('POST', '/mix/_update/3', '{"doc":{"q":5}}', JSON_CT);
    const r = h('POST', '/mix/_explain/3', '{"query":{"match":{"t":"fox"}}}');
    expect([r.status, r.json?.matched]).toEqual([200, true]);
    const s = h('POST', '/mix/_search', '{"query":{"term":{"q":5}}}');
    expect(s.json?.hits.total.value).toBe(1);
  });
});

describe('typed explain on 7.x', () => {
  it('warns on the typed route, not the typeless one', () => {
    const sim = new Simulator({ profile: 'elasticsearch@7.17.3' as ProfileName, now: () => 0, seed: 1 });
    const h = { 'content-type': 'application/json' };
    sim.handle({ method: 'PUT', path: '/t/_doc/1', query: { refresh: 'true' }, headers: h, body: '{"a":1}' });
    const typed = sim.handle({ method: 'GET', path: '/t/_doc/1/_explain', headers: h, body: '{"query":{"match_all":{}}}' });
    expect(String((typed.headers as Record<string, unknown>).warning)).toContain('[types removal] Specifying a type in explain requests is deprecated.');
    const typeless = sim.handle({ method: 'GET', path: '/t/_explain/1', headers: h, body: '{"query":{"match_all":{}}}' });
    expect((typeless.headers as Record<string, unknown>).warning).toBeUndefined();
  });
});
