/**
 * `_terms_enum` through the whole simulator. The cases re-state those of x-pack's terms_enum YAML tests
 * (10_basic.yml: prefixes, case_insensitive, search_after on keyword, constant_keyword and flattened,
 * index_filter, timeout; 20_fieldtypes.yml: a keyword, a constant keyword, a flattened key) and of Elastic's
 * clients suite (terms_enum/10_basic.yml: `complete` on a dynamically mapped text field); the rest comes
 * from the source: TermsEnumAction.PARSER, TermsEnumRequest.validate, TransportTermsEnumAction (a node adds
 * a term before it checks the size; a deleted document's terms stay in the terms dictionary until merged).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'elasticsearch@8.19.0') {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 7, profile });
  return (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
}

/** The indices of 10_basic.yml: a keyword, a constant keyword and a flattened field named `foo`. */
function basic() {
  const c = sim();
  c('PUT', '/test_k', { mappings: { properties: { foo: { type: 'keyword' }, timestamp: { type: 'date' } } } });
  c('PUT', '/test_ck', { mappings: { properties: { foo: { type: 'constant_keyword', value: 'bar_ck' }, other: { type: 'text' }, timestamp: { type: 'date' } } } });
  c('PUT', '/test_f', { mappings: { properties: { foo: { type: 'flattened' }, timestamp: { type: 'date' } } } });
  c('PUT', '/test_k/_doc/1', { foo: 'bar_k', timestamp: '2021-01-01T01:01:01.000Z' });
  c('PUT', '/test_ck/_doc/2', { other: 'foo', timestamp: '2020-01-01T01:01:01.000Z' });
  c('PUT', '/test_f/_doc/3', { foo: { bar: 'bar_f' }, timestamp: '2019-01-01T01:01:01.000Z' });
  c('POST', '/_refresh');
  return c;
}

const terms = (r: Reply): string[] => r.body.terms as string[];

describe('_terms_enum: the official cases', () => {
  it('lists the terms with a prefix across keyword, constant_keyword and flattened fields', () => {
    const c = basic();
    const r = c('POST', '/test_*/_terms_enum', { field: 'foo', string: 'b' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ _shards: { total: 3, successful: 3, failed: 0 }, terms: ['bar_ck', 'bar_f', 'bar_k'], complete: true });
    expect(terms(c('POST', '/test_*/_terms_enum', { field: 'foo.bar', string: 'b' }))).toEqual(['bar_f']);
  });

  it('matches case-insensitively only when asked, and a flattened key exactly', () => {
    const c = basic();
    expect(terms(c('POST', '/test_k/_terms_enum', { field: 'foo', string: 'B' }))).toEqual([]);
    expect(terms(c('POST', '/test_k/_terms_enum', { field: 'foo', string: 'B', case_insensitive: true }))).toEqual(['bar_k']);
    expect(terms(c('POST', '/test_f/_terms_enum', { field: 'foo.bar', string: 'B' }))).toEqual([]);
    expect(terms(c('POST', '/test_f/_terms_enum', { field: 'foo.bar', string: 'B', case_insensitive: true }))).toEqual(['bar_f']);
    expect(terms(c('POST', '/test_f/_terms_enum', { field: 'foo.Bar', string: 'B', case_insensitive: true }))).toEqual([]);
  });

  it('takes no string as every term', () => {
    expect(terms(basic()('POST', '/test_k/_terms_enum', { field: 'foo' }))).toEqual(['bar_k']);
  });

  it('search_after: only terms after it, on each field type', () => {
    const c = basic();
    for (const [index, field] of [['test_k', 'foo'], ['test_f', 'foo.bar'], ['test_ck', 'foo']]) {
      const term = terms(c('POST', `/${index}/_terms_enum`, { field, string: '' }))[0]!;
      expect(terms(c('POST', `/${index}/_terms_enum`, { field, string: 'b', search_after: 'baz' }))).toEqual([]);
      expect(terms(c('POST', `/${index}/_terms_enum`, { field, string: 'b', search_after: term }))).toEqual([]);
      expect(terms(c('POST', `/${index}/_terms_enum`, { field, string: 'b', search_after: 'baa' }))).toEqual([term]);
      expect(terms(c('POST', `/${index}/_terms_enum`, { field, string: '', search_after: 'baa' }))).toEqual([term]);
    }
  });

  it('index_filter leaves out the shards it cannot match, which still count as successful', () => {
    const r = basic()('POST', '/test_*/_terms_enum', { field: 'foo', string: 'b', index_filter: { range: { timestamp: { gte: '2021-01-01T01:01:01.000Z' } } } });
    expect(r.body).toEqual({ _shards: { total: 3, successful: 3, failed: 0 }, terms: ['bar_k'], complete: true });
  });

  it('timeout: 1s is legal, over a minute is a validation failure', () => {
    const c = basic();
    expect(terms(c('POST', '/test_*/_terms_enum', { field: 'foo', string: 'b', timeout: '1s' }))).toHaveLength(3);
    const r = c('POST', '/test_*/_terms_enum', { field: 'foo', string: 'b', timeout: '2m' });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('action_request_validation_exception');
    expect(r.body.error.reason).toBe('Validation Failed: 1: Timeout cannot be > 1 minute;');
  });

  it('20_fieldtypes: a keyword, a constant keyword, flattened keys (numbers indexed as text)', () => {
    const c = sim();
    c('PUT', '/test', { mappings: { properties: { foo_kw: { type: 'keyword' }, foo_ck: { type: 'constant_keyword' }, foo_flattened: { type: 'flattened' } } } });
    c('PUT', '/test/_doc/1', { foo_kw: 'foo_kw', foo_ck: 'foo_ck', 'foo_flattened.f1': 'foo_flattened.f1' });
    c('PUT', '/test/_doc/2', { 'foo_flattened.f2': 1234 });
    expect(terms(c('POST', '/test/_terms_enum', { field: 'foo_kw', string: 'fo' }))).toEqual(['foo_kw']);
    expect(terms(c('POST', '/test/_terms_enum', { field: 'foo_ck', string: 'fo' }))).toEqual(['foo_ck']);
    expect(terms(c('POST', '/test/_terms_enum', { field: 'foo_flattened.f1', string: 'fo' }))).toEqual(['foo_flattened.f1']);
    expect(terms(c('POST', '/test/_terms_enum', { field: 'foo_flattened.f2', string: '1' }))).toEqual(['1234']);
  });

  it("the clients suite: a dynamically mapped text field has no terms enum, and the answer is complete", () => {
    const c = sim();
    c('PUT', '/terms_enum_test');
    c('PUT', '/terms_enum_test/_doc/1?refresh=true', { name: 'garbanzo' });
    expect(c('POST', '/terms_enum_test/_terms_enum', { field: 'name' }).body).toEqual({ _shards: { total: 1, successful: 1, failed: 0 }, terms: [], complete: true });
    expect(terms(c('POST', '/terms_enum_test/_terms_enum', { field: 'name.keyword' }))).toEqual(['garbanzo']);
  });
});

describe('_terms_enum: from the source', () => {
  it('orders by UTF-8 bytes, merges shards without duplicates, keeps size terms (one at least)', () => {
    const c = sim();
    c('PUT', '/m', { settings: { number_of_shards: 3 }, mappings: { properties: { k: { type: 'keyword' } } } });
    const words = ['b', 'a', 'B', 'é', 'z', '😀', 'ab', 'a'];
    words.forEach((k, i) => c('PUT', `/m/_doc/${i}`, { k }));
    expect(terms(c('POST', '/m/_terms_enum', { field: 'k', size: 100 }))).toEqual(['B', 'a', 'ab', 'b', 'z', 'é', '😀']);
    expect(terms(c('GET', '/m/_terms_enum', { field: 'k', size: 2 }))).toEqual(['B', 'a']);
    expect(terms(c('POST', '/m/_terms_enum', { field: 'k', size: 0 }))).toEqual(['B']);
    expect(terms(c('POST', '/m/_terms_enum', { field: 'k', size: '-3' }))).toEqual(['B']);
    expect(terms(c('POST', '/m/_terms_enum', { field: 'k', string: 'A', case_insensitive: 'true' }))).toEqual(['a', 'ab']);
    expect(c('POST', '/m/_terms_enum', { field: 'k' }).body._shards).toEqual({ total: 3, successful: 3, failed: 0 });
  });

  it("a deleted document's terms stay until a merge drops them, as Lucene's terms dictionary keeps them", () => {
    const c = sim();
    c('PUT', '/d', { mappings: { properties: { k: { type: 'keyword' } } } });
    // One segment of ten documents, one deleted: below TieredMergePolicy's deletes_pct_allowed (20%), so no
    // merge reclaims it at the refresh (a wholly deleted segment would be dropped there too).
    c('PUT', '/d/_doc/0', { k: 'gone' });
    for (let i = 1; i < 10; i++) c('PUT', `/d/_doc/${i}`, { k: 'kept' });
    c('POST', '/d/_refresh');
    c('DELETE', '/d/_doc/0?refresh=true');
    expect(c('GET', '/d/_count').body.count).toBe(9);
    expect(terms(c('POST', '/d/_terms_enum', { field: 'k' }))).toEqual(['gone', 'kept']);
    c('POST', '/d/_forcemerge?max_num_segments=1');
    expect(terms(c('POST', '/d/_terms_enum', { field: 'k' }))).toEqual(['kept']);
  });

  it('ignore_above and a normalizer shape the terms, as they shape what is indexed', () => {
    const c = sim();
    c('PUT', '/n', {
      settings: { analysis: { normalizer: { low: { type: 'custom', filter: ['lowercase'] } } } },
      mappings: { properties: { k: { type: 'keyword', normalizer: 'low' }, short: { type: 'keyword', ignore_above: 3 } } },
    });
    c('PUT', '/n/_doc/1', { k: 'MiXeD', short: ['abc', 'abcd'] });
    expect(terms(c('POST', '/n/_terms_enum', { field: 'k' }))).toEqual(['mixed']);
    expect(terms(c('POST', '/n/_terms_enum', { field: 'short' }))).toEqual(['abc']);
  });

  it('refuses what the parser and the validation refuse, changing nothing', () => {
    const c = basic();
    const missing = c('POST', '/test_k/_terms_enum', { string: 'b' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.reason).toBe('Validation Failed: 1: field cannot be null;');
    const unknown = c('POST', '/test_k/_terms_enum', { field: 'foo', prefix: 'b' });
    expect(unknown.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[1:2] [terms_enum_request] unknown field [prefix]' });
    const number = c('POST', '/test_k/_terms_enum', { field: 'foo', string: 1 });
    expect(number.body.error.reason).toBe("[1:2] [terms_enum_request] string doesn't support values of type: VALUE_NUMBER");
    const bool = c('POST', '/test_k/_terms_enum', { field: 'foo', case_insensitive: 'yes' });
    expect(bool.body.error.reason).toBe('[1:2] [terms_enum_request] failed to parse field [case_insensitive]');
    const long = c('POST', '/test_k/_terms_enum', { field: 'foo', string: 'é'.repeat(16384) });
    expect(long.body.error.reason).toBe('Validation Failed: 1: prefix string larger than 32766 characters, which is the maximum allowed term length for keyword fields.;');
    expect(c('POST', '/nope/_terms_enum', { field: 'foo' }).body.error.type).toBe('index_not_found_exception');
    expect(c('POST', '/test_k/_terms_enum').status).toBe(400);
  });

  it('a version field: terms in version precedence (VersionEncoder), search_after compared encoded', () => {
    const c = sim();
    c('PUT', '/v', { settings: { number_of_shards: 2 }, mappings: { properties: { v: { type: 'version' } } } });
    ['1.10.0', '1.9.0', '1.9.0-beta', '1.9.0-alpha.10', '1.9.0-alpha.2', 'not-a-version', '2.0.0+build.5', '10.0.0'].forEach((v, i) => c('PUT', `/v/_doc/${i}`, { v }));
    expect(terms(c('POST', '/v/_terms_enum', { field: 'v', size: 20 }))).toEqual(['1.9.0-alpha.2', '1.9.0-alpha.10', '1.9.0-beta', '1.9.0', '1.10.0', '2.0.0+build.5', '10.0.0', 'not-a-version']);
    expect(terms(c('POST', '/v/_terms_enum', { field: 'v', string: '1.' }))).toEqual(['1.9.0-alpha.2', '1.9.0-alpha.10', '1.9.0-beta', '1.9.0', '1.10.0']);
    expect(terms(c('POST', '/v/_terms_enum', { field: 'v', string: '1.', search_after: '1.9.0' }))).toEqual(['1.10.0']);
  });

  it('an ip field: said plainly instead of a wrong order', () => {
    const c = sim();
    c('PUT', '/i', { mappings: { properties: { ip: { type: 'ip' } } } });
    const r = c('POST', '/i/_terms_enum', { field: 'ip' });
    expect(r.status).toBe(400);
    expect(r.body.error.reason).toContain('is not supported by this simulator');
  });

  it('exists from Elasticsearch 7.14, never in OpenSearch', () => {
    for (const [profile, status] of [['elasticsearch@7.13.4', 400], ['elasticsearch@7.14.0', 200], ['elasticsearch@9.1.0', 200], ['opensearch@2.19.0', 400]] as const) {
      const c = sim(profile);
      c('PUT', '/x/_doc/1', { k: 'v' });
      expect(c('POST', '/x/_terms_enum', { field: 'k.keyword' }).status, profile).toBe(status);
    }
  });
});
