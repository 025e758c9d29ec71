/**
 * The GET APIs on an index mapped with `_source: {enabled: false}`: no source is kept, so GET and mget
 * answer without `_source` (GetResult.sourceRef is null) and `GET /{index}/_source/{id}` is a 404
 * (RestGetSourceAction.checkResource: "Source not found", beside its "Document not found").
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('GET on an index without _source', () => {
  const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(s, 'PUT', '/nosrc', { mappings: { _source: { enabled: false }, properties: { a: { type: 'keyword' } } } });
  call(s, 'PUT', '/nosrc/_doc/1?refresh=true', { a: 'b' });

  it('GET and mget answer found without _source', () => {
    const g = call(s, 'GET', '/nosrc/_doc/1');
    expect(g.body.found).toBe(true);
    expect('_source' in g.body).toBe(false);
    const m = call(s, 'POST', '/_mget', { docs: [{ _index: 'nosrc', _id: '1' }] });
    expect('_source' in m.body.docs[0]).toBe(false);
  });

  it('the source API answers 404 Source not found', () => {
    const r = call(s, 'GET', '/nosrc/_source/1');
    expect(r.status).toBe(404);
    expect(r.body.error.reason).toBe('Source not found [nosrc]/[_doc]/[1]');
  });
});
