/**
 * Lookup runtime fields (ES 8.2+): the runtime-fields documentation's ip_location example (one term lookup
 * per input value, size 1, fetch_fields as one map per found hit), LookupRuntimeFieldType's refusals and its
 * Builder's validators.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

function setup(profile = 'elasticsearch@8.19.0') {
  const s = testSimulator({ profile: profile as never });
  call(s, 'PUT', '/ip_location', { mappings: { properties: { ip: { type: 'ip' }, country: { type: 'keyword' }, city: { type: 'keyword' } } } });
  call(s, 'PUT', '/ip_location/_doc/1?refresh=true', { ip: '192.168.1.1', country: 'Canada', city: 'Montreal' });
  call(s, 'PUT', '/logs/_doc/1?refresh=true', { host: '192.168.1.1', message: 'the first message' });
  call(s, 'PUT', '/logs/_doc/2?refresh=true', { host: ['192.168.1.2', '192.168.1.1'], message: 'the second message' });
  return s;
}
const location = (extra: Record<string, unknown> = {}) => ({ location: { type: 'lookup', target_index: 'ip_location', input_field: 'host', target_field: 'ip', fetch_fields: ['country', 'city'], ...extra } });

describe('lookup runtime fields', () => {
  it('fetch the target hit\'s fields per input value; inputs that find nothing add nothing', () => {
    const r = call(setup(), 'POST', '/logs/_search', { runtime_mappings: location(), fields: ['location'], _source: false, sort: ['_doc'] });
    expect(r.body.hits.hits[0].fields).toEqual({ location: [{ country: ['Canada'], city: ['Montreal'] }] });
    expect(r.body.hits.hits[1].fields).toEqual({ location: [{ country: ['Canada'], city: ['Montreal'] }] });
  });
  it('a field with no value is left out; fields not asked for are not looked up', () => {
    const s = setup();
    call(s, 'PUT', '/logs/_doc/3?refresh=true', { host: '10.0.0.1' });
    const r = call(s, 'POST', '/logs/_search', { runtime_mappings: location(), fields: ['loc*'], query: { ids: { values: ['3'] } } });
    expect(r.body.hits.hits[0].fields).toBeUndefined();
    const none = call(s, 'POST', '/logs/_search', { runtime_mappings: location(), fields: ['message'], query: { ids: { values: ['1'] } } });
    expect(Object.keys(none.body.hits.hits[0].fields)).toEqual(['message']);
  });
  it('a term query on it is refused; a bad definition is the Builder\'s message', () => {
    const s = setup();
    const q = call(s, 'POST', '/logs/_search', { runtime_mappings: location(), query: { term: { location: 'x' } } });
    expect(q.status).toBe(400);
    expect(q.body.error.root_cause[0].reason).toContain('Cannot search on field [location] since it is a lookup field.');
    const bad = call(s, 'POST', '/logs/_search', { runtime_mappings: location({ fetch_fields: [] }), fields: ['location'] });
    expect(JSON.stringify(bad.body)).toContain('[fetch_fields] parameter must not be empty');
    const self = call(s, 'POST', '/logs/_search', { runtime_mappings: location({ input_field: 'location' }), fields: ['location'] });
    expect(JSON.stringify(self.body)).toContain("lookup field [location] can't use input from itself");
  });
  it('an unmapped input field fails the fetch', () => {
    const r = call(setup(), 'POST', '/logs/_search', { runtime_mappings: location({ input_field: 'nope' }), fields: ['location'] });
    expect(r.body.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: 'No field mapping can be found for the field with name [nope]' });
  });
  it('is no runtime type before 8.2', () => {
    const r = call(setup('elasticsearch@8.1.0'), 'POST', '/logs/_search', { runtime_mappings: location(), fields: ['location'] });
    expect(JSON.stringify(r.body)).toContain('No handler for type [lookup] declared on runtime field [location]');
  });
});

describe('lookup runtime fields in aggregations', () => {
  it('have no fielddata (MappedFieldType.fielddataBuilder)', () => {
    const r = call(setup(), 'POST', '/logs/_search', { runtime_mappings: location(), size: 0, aggs: { a: { terms: { field: 'location' } } } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toEqual({ type: 'illegal_argument_exception', reason: 'Fielddata is not supported on field [location] of type [lookup]' });
  });
});
