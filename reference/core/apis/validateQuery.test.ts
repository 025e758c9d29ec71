/**
 * `_validate/query`: the official rest-api-spec test indices.validate_query/10_basic.yml (elastic/elasticsearch,
 * Apache-2.0: valid and invalid queries, the `error` with `explain`, `*:*` for no query, a body without
 * `query`), and the response shape of ValidateQueryResponse / QueryExplanation (`_shards`, `valid`,
 * `explanations` with `index`, `shard` under `all_shards`, `valid`, `error` or `explanation`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function seeded() {
  const s = testSimulator({ profile: 'es8' });
  call(s, 'PUT', '/testing', { settings: { number_of_shards: 2, number_of_replicas: 0 }, aliases: { alias_1: { filter: { match_all: {} } } }, mappings: { properties: { title: { type: 'text' }, born: { type: 'date' } } } });
  return s;
}

describe('_validate/query', () => {
  it('answers the official 10_basic.yml', () => {
    const s = seeded();
    expect(call(s, 'GET', '/testing/_validate/query?q=title:quick').body.valid).toBe(true);
    expect(call(s, 'GET', '/alias_1/_validate/query?q=title:quick').body.valid).toBe(true);
    expect(call(s, 'POST', '/_validate/query', { query: { invalid_query: {} } }).body).toEqual({ valid: false });
    const explained = call(s, 'POST', '/_validate/query?explain=true', { query: { invalid_query: {} } }).body;
    expect(explained.valid).toBe(false);
    expect(explained.error).toMatch(/.+unknown\squery\s\[invalid_query\].+/);
    expect(call(s, 'POST', '/_validate/query?explain=true', { query: { boool: {} } }).body.error).toMatch(/.+unknown\squery\s\[boool\]\sdid\syou\smean\s\[bool\]\?.+/);
    const all = call(s, 'GET', '/_validate/query?explain=true').body;
    expect(all).toEqual({ _shards: { total: 1, successful: 1, failed: 0 }, valid: true, explanations: [{ index: 'testing', valid: true, explanation: '*:*' }] });
    expect(call(s, 'POST', '/_validate/query', { match_all: {} }).body).toEqual({ valid: false });
    expect(call(s, 'POST', '/_validate/query?explain=true', { match_all: {} }).body.error).toBe('org.elasticsearch.common.ParsingException: request does not support [match_all]');
  });

  it('explains per shard with all_shards, and marks a query that fails on the index invalid', () => {
    const s = seeded();
    const r = call(s, 'POST', '/testing/_validate/query?all_shards=true', { query: { match: { title: 'Quick' } } }).body;
    expect(r._shards.total).toBe(2);
    expect(r.explanations).toEqual([
      { index: 'testing', shard: 0, valid: true, explanation: 'title:quick' },
      { index: 'testing', shard: 1, valid: true, explanation: 'title:quick' },
    ]);
    const bad = call(s, 'POST', '/testing/_validate/query?explain=true', { query: { term: { born: 'not a date' } } }).body;
    expect(bad.valid).toBe(false);
    expect(bad.explanations[0].valid).toBe(false);
    expect(bad.explanations[0].error).toContain('[testing/');
    expect(call(s, 'POST', '/missing/_validate/query', { query: { match_all: {} } }).status).toBe(404);
  });
});
