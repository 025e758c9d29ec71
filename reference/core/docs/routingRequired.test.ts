/**
 * `_routing: {required: true}`: writes and single-document reads without routing are refused with
 * RoutingMissingException (official rest-api-spec mtermvectors/30_routing.yml "requires routing": `routing is
 * required for [test_1]/[1]`, 8.0+; 7.x names the type too, which is why that case requires 8.0).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function seeded(profile: ProfileName = 'es8') {
  const s = testSimulator({ profile });
  call(s, 'PUT', '/r', { mappings: { _routing: { required: true } } });
  return s;
}

describe('routing required', () => {
  it('refuses index, get, update and delete without routing, and writes nothing', () => {
    const s = seeded();
    const r = call(s, 'PUT', '/r/_doc/1', { a: 1 });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'routing_missing_exception', reason: 'routing is required for [r]/[1]', index: 'r', index_uuid: '_na_' });
    expect(call(s, 'GET', '/r/_count').body.count).toBe(0);
    expect(call(s, 'PUT', '/r/_doc/1?routing=5&refresh=true', { a: 1 }).status).toBe(201);
    for (const [m, p, b] of [['GET', '/r/_doc/1'], ['POST', '/r/_update/1', { doc: { a: 2 } }], ['DELETE', '/r/_doc/1']] as const) {
      const e = call(s, m, p, b);
      expect(e.status, `${m} ${p}`).toBe(400);
      expect(e.body.error.type).toBe('routing_missing_exception');
    }
    expect(call(s, 'GET', '/r/_doc/1?routing=5').body._source).toEqual({ a: 1 });
  });

  it('fails an mtermvectors item under its concrete index, alias resolved', () => {
    const s = seeded();
    call(s, 'PUT', '/r/_doc/1?routing=5', { foo: 'bar baz' });
    call(s, 'PUT', '/r/_alias/al');
    const docs = call(s, 'POST', '/_mtermvectors?fields=foo', { docs: [{ _index: 'al', _id: '1' }, { _index: 'r', _id: '1', routing: '5' }] }).body.docs;
    expect(docs[0]).toMatchObject({ _index: 'r', _id: '1', error: { type: 'routing_missing_exception', reason: 'routing is required for [r]/[1]' } });
    expect(docs[1].term_vectors.foo.terms.bar.term_freq).toBe(1);
  });

  it('names the type before 8.0', () => {
    const s = seeded('elasticsearch@7.17.3');
    expect(call(s, 'PUT', '/r/_doc/1', { a: 1 }).body.error.reason).toBe('routing is required for [r]/[_doc]/[1]');
  });
});
