/** Tests of building requests from the REST API specs. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinRegistry, loadApiRegistry, parseApiSpec, type ApiRegistry } from './apiSpecs.ts';
import { buildRequest } from './requestBuilder.ts';

const reg = builtinRegistry();
const ok = (r: ReturnType<typeof buildRequest>) => {
  if (!r.ok) throw new Error(r.error);
  return r.request;
};

describe('API specs', () => {
  it('the built-in catalogue answers for every API our scenarios and the official suites call', () => {
    const pm = reg.specs.get('indices.put_mapping')!;
    expect(pm.paths.map((p) => p.path)).toContain('/{index}/_mapping');
    expect(pm.paths[0]!.methods).toEqual(['PUT', 'POST']);
    expect(reg.common.has('filter_path')).toBe(true);
    // Server-only routes stay out of the runner's view: `catch: param` relies on the spec's paths.
    expect(reg.specs.get('indices.put_alias')!.paths.map((p) => p.path)).toEqual(['/{index}/_alias/{name}', '/{index}/_aliases/{name}']);
  });
  it('a call that names its method gets it, on a path that takes it; one that names a method the API lacks is refused', () => {
    expect(ok(buildRequest(reg, { api: 'index', method: 'POST', params: { index: 'x', id: '1' }, body: {} }))).toMatchObject({ method: 'POST', path: '/x/_doc/1' });
    expect(ok(buildRequest(reg, { api: 'index', params: { index: 'x', id: '1' }, body: {} }))).toMatchObject({ method: 'PUT' });
    const r = buildRequest(reg, { api: 'indices.update_aliases', method: 'GET', body: { actions: [] } });
    expect(r).toMatchObject({ ok: false, kind: 'param' });
  });
  it('reads the current layout with per-path methods and top-level params', () => {
    const [spec] = parseApiSpec({
      'indices.create': { url: { paths: [{ path: '/{index}', methods: ['PUT'], parts: { index: {} } }] }, params: { timeout: {} }, body: { required: false } },
    });
    expect(spec!.paths).toEqual([{ path: '/{index}', methods: ['PUT'], parts: ['index'] }]);
    expect(spec!.params.has('timeout')).toBe(true);
    const r: ApiRegistry = { specs: new Map([['indices.create', spec!]]), common: new Set(), sources: [] };
    expect(ok(buildRequest(r, { api: 'indices.create', params: { index: 'x', timeout: '1s' } }))).toMatchObject({ method: 'PUT', path: '/x' });
  });
  it('a suite\'s own specs (legacy layout, paths without a leading slash) win over the catalogue; a bad file is a reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-'));
    writeFileSync(join(dir, 'indices.create.json'), JSON.stringify({ 'indices.create': { methods: ['POST'], url: { paths: ['{index}/_make'], params: { mine: {} } }, body: null } }));
    writeFileSync(join(dir, '_common.json'), JSON.stringify({ params: { extra_common: {} } }));
    const r = loadApiRegistry([dir]);
    if (typeof r === 'string') throw new Error(r);
    expect(ok(buildRequest(r, { api: 'indices.create', params: { index: 'x', mine: 1 } }))).toMatchObject({ method: 'POST', path: '/x/_make' });
    expect(r.common.has('extra_common')).toBe(true);
    expect(r.specs.has('bulk')).toBe(true);
    const bad = join(dir, 'bad');
    mkdirSync(bad);
    writeFileSync(join(bad, 'x.json'), '{nope');
    expect(loadApiRegistry([bad])).toMatch(/not valid JSON/);
  });
});

describe('buildRequest', () => {
  it('picks the path whose parts equal the given parts exactly', () => {
    expect(ok(buildRequest(reg, { api: 'indices.put_alias', params: { index: 'i', name: 'a' } })).path).toBe('/i/_alias/a');
    expect(ok(buildRequest(reg, { api: 'bulk', params: {}, body: [{}] })).path).toBe('/_bulk');
    expect(ok(buildRequest(reg, { api: 'bulk', params: { index: 'i', type: 't' }, body: [{}] })).path).toBe('/i/t/_bulk');
    // Both spellings of a document: typed with `type`, typeless (ES 7+) without.
    expect(ok(buildRequest(reg, { api: 'index', params: { index: 'i', id: 1 }, body: {} })).path).toBe('/i/_doc/1');
    expect(ok(buildRequest(reg, { api: 'get', params: { index: 'i', type: 't', id: 1 } })).path).toBe('/i/t/1');
  });
  it('uses PUT for index with an id and POST without', () => {
    expect(ok(buildRequest(reg, { api: 'index', params: { index: 'i', type: 't', id: 1 }, body: {} })).method).toBe('PUT');
    expect(ok(buildRequest(reg, { api: 'index', params: { index: 'i', type: 't' }, body: {} })).method).toBe('POST');
  });
  it('prefers a write method with a body, HEAD for exists, first method otherwise', () => {
    expect(ok(buildRequest(reg, { api: 'search', params: { index: 'i' }, body: { query: {} } })).method).toBe('POST');
    expect(ok(buildRequest(reg, { api: 'indices.exists', params: { index: 'i' } })).method).toBe('HEAD');
    expect(ok(buildRequest(reg, { api: 'indices.get_mapping', params: { index: 'i' } })).method).toBe('GET');
  });
  it('puts params in the query, joins lists, adds error_trace, encodes segments', () => {
    const r = ok(buildRequest(reg, { api: 'indices.get_mapping', params: { index: ['a', 'b'], include_type_name: false, type: 'x/y' } }));
    expect(r.path).toBe('/a,b/_mapping/x%2Fy');
    expect(r.query).toEqual({ include_type_name: 'false', error_trace: 'true' });
  });
  it('keeps ignore client-side', () => {
    const r = buildRequest(reg, { api: 'indices.delete', params: { index: 'i', ignore: 404 } });
    expect(r.ok && r.ignore).toEqual([404]);
    expect(r.ok && r.request.query).toEqual({ error_trace: 'true' });
  });
  it('refuses unknown params, unmatched parts and body misuse as param errors', () => {
    expect(buildRequest(reg, { api: 'indices.delete', params: { index: 'i', bogus: 1 } })).toMatchObject({ ok: false, kind: 'param' });
    expect(buildRequest(reg, { api: 'create', params: { index: 'i', type: 't' }, body: {} })).toMatchObject({ ok: false, kind: 'param' });
    expect(buildRequest(reg, { api: 'indices.put_alias', params: {} })).toMatchObject({ ok: false, kind: 'param' });
    expect(buildRequest(reg, { api: 'index', params: { index: 'i', type: 't', id: 1 } })).toMatchObject({ ok: false, kind: 'param' });
    expect(buildRequest(reg, { api: 'nope', params: {} })).toMatchObject({ ok: false, kind: 'unknown-api' });
  });
  it('serialises bodies and sets the content type unless given', () => {
    const r = ok(buildRequest(reg, { api: 'bulk', params: {}, body: [{ index: {} }, { a: 1 }] }));
    expect(r.body).toBe('{"index":{}}\n{"a":1}\n');
    expect(r.headers!['content-type']).toBe('application/x-ndjson');
    const h = ok(buildRequest(reg, { api: 'bulk', params: {}, body: '{}', headers: { 'Content-Type': 'application/json' } }));
    expect(h.headers!['content-type']).toBe('application/json');
  });
});
