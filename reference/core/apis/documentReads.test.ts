/** Tests of document reads: _mget, _seq_no as a field, preference=_shards:N, filtered aliases. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';

describe('_mget', () => {
  it('returns found, missing and failed items in order, in one 200', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/a/_doc/1', { x: 1 });
    const r = call(sim, 'POST', '/_mget', { docs: [{ _index: 'a', _id: '1' }, { _index: 'a', _id: '2' }, { _index: 'nope', _id: '1' }] });
    expect(r.status).toBe(200);
    expect(r.body.docs[0]).toMatchObject({ _index: 'a', _id: '1', found: true, _source: { x: 1 } });
    expect(r.body.docs[1]).toEqual({ _index: 'a', _id: '2', found: false });
    expect(r.body.docs[2].error.type).toBe('index_not_found_exception');
    expect(call(sim, 'POST', '/a/_mget', { ids: ['1'] }).body.docs[0]._source).toEqual({ x: 1 });
  });
  it('rejects an empty request', () => {
    const sim = testSimulator();
    const r = call(sim, 'POST', '/_mget', { docs: [] });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('action_request_validation_exception');
  });
});

describe('_seq_no as a field', () => {
  it('range queries and sorts on _seq_no work as on a long', () => {
    const sim = testSimulator({ profile: 'es8' });
    for (let i = 0; i < 5; i++) call(sim, 'PUT', `/a/_doc/${i}`, { x: i });
    const r = call(sim, 'POST', '/a/_search', { query: { range: { _seq_no: { gte: 3 } } }, sort: [{ _seq_no: 'desc' }] });
    expect(r.body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['4', '3']);
  });
});

describe('preference=_shards:N', () => {
  it('limits search and count to those shards; the shards together hold every document once', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/s', { settings: { number_of_shards: 3 } });
    for (let i = 0; i < 60; i++) call(sim, 'PUT', `/s/_doc/${i}`, { x: i });
    const seen: string[] = [];
    for (let n = 0; n < 3; n++) {
      const r = call(sim, 'POST', `/s/_search?preference=_shards:${n}&size=100`, {});
      expect(r.body._shards.total).toBe(1);
      const ids = r.body.hits.hits.map((h: { _id: string }) => h._id);
      expect(ids.length).toBeGreaterThan(0);
      expect(call(sim, 'GET', `/s/_count?preference=_shards:${n}`).body.count).toBe(ids.length);
      seen.push(...ids);
    }
    expect(seen.length).toBe(60);
    expect(new Set(seen).size).toBe(60);
    expect(call(sim, 'POST', '/s/_search?preference=_shards:0,1,2&size=100', {}).body.hits.hits.length).toBe(60);
  });
});

describe('filtered aliases', () => {
  it('search and count through a filtered alias see only matching documents; the index itself sees all', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/logs', { mappings: { properties: { level: { type: 'keyword' } } } });
    call(sim, 'PUT', '/logs/_doc/1', { level: 'error' });
    call(sim, 'PUT', '/logs/_doc/2', { level: 'info' });
    call(sim, 'POST', '/_aliases', { actions: [{ add: { index: 'logs', alias: 'errors', filter: { term: { level: 'error' } } } }] });
    expect(call(sim, 'GET', '/errors/_count').body.count).toBe(1);
    expect(call(sim, 'POST', '/errors/_search', {}).body.hits.hits.map((h: { _id: string }) => h._id)).toEqual(['1']);
    expect(call(sim, 'GET', '/logs/_count').body.count).toBe(2);
    expect(call(sim, 'GET', '/logs,errors/_count').body.count).toBe(2);
  });
});

describe('_ignored in GET answers', () => {
  // elastic/elasticsearch#29658 (6.4): FieldsVisitor always loads the stored `_ignored`, so GET prints it;
  // from 8.15 it lives in doc values and GET leaves it out (official get/120_stored_fields_ignored.yml).
  const setup = (profile: ProfileName) => {
    const sim = testSimulator({ profile });
    call(sim, 'PUT', '/t', { mappings: { properties: { keyword: { type: 'keyword', ignore_above: 5 }, ip: { type: 'ip', ignore_malformed: true } } } });
    call(sim, 'PUT', '/t/_doc/1?refresh=true', { keyword: 'foobar', ip: 'garbage' });
    call(sim, 'PUT', '/t/_doc/2?refresh=true', { keyword: 'foo', ip: [7, '10.0.0.1'] });
    call(sim, 'PUT', '/t/_doc/3?refresh=true', { keyword: 'foo', ip: '10.0.0.1' });
    return sim;
  };
  it('prints the ignored names at the top level up to 8.14, before found', () => {
    const sim = setup('elasticsearch@8.14.0');
    const r = call(sim, 'GET', '/t/_doc/1');
    expect(r.body._ignored).toEqual(['ip', 'keyword']);
    expect(Object.keys(r.body).indexOf('_ignored')).toBeLessThan(Object.keys(r.body).indexOf('found'));
    // A number is no IP string literal either (IpFieldMapper parses the token's text).
    expect(call(sim, 'GET', '/t/_doc/2').body._ignored).toEqual(['ip']);
    expect(call(sim, 'GET', '/t/_doc/3').body._ignored).toBeUndefined();
    expect(call(sim, 'POST', '/_mget', { docs: [{ _index: 't', _id: '1' }] }).body.docs[0]._ignored).toEqual(['ip', 'keyword']);
  });
  it('leaves it out from 8.15', () => {
    const sim = setup('elasticsearch@8.19.0');
    expect(call(sim, 'GET', '/t/_doc/1').body._ignored).toBeUndefined();
    expect(call(sim, 'GET', '/t/_doc/1?stored_fields=_ignored').body._ignored).toBeUndefined();
  });
});
