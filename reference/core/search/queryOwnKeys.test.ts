/**
 * An unknown key, injected at every object level of a valid example of every query the simulator parses, is
 * refused (never a 200 that ignored it), and where the Java was read the refusal has Elasticsearch's words and
 * position: MatchAllQueryBuilder/IdsQueryBuilder (ObjectParser, its exception rethrown as a ParsingException
 * at the value), MatchNoneQueryBuilder/ExistsQueryBuilder/ConstantScoreQueryBuilder (hand-written loops),
 * KnnVectorQueryBuilder (ConstructingObjectParser, as it is), GeoBoundingBoxQueryBuilder (`unexpected field`).
 * The property was run with ownKeysProblem's call removed from compileAt: it reported match_all, match_none,
 * ids, exists, constant_score, knn (and each of them nested in bool, dis_max, boosting, function_score, nested...).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { Simulator } from '../../simulator.ts';

type Body = { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function sim(profile: string): Simulator {
  const s = testSimulator({ profile } as never);
  const props: Body = { t: { type: 'text' }, k: { type: 'keyword' }, n: { type: 'long' }, d: { type: 'date' }, g: { type: 'geo_point' }, nest: { type: 'nested', properties: { x: { type: 'keyword' } } }, rf: { type: 'rank_feature' } };
  if (profile.startsWith('elasticsearch@8') || profile.startsWith('elasticsearch@9')) props.v = { type: 'dense_vector', dims: 2, index: true, similarity: 'cosine' };
  call(s, 'PUT', '/i', { mappings: { properties: props } });
  call(s, 'PUT', '/i/_doc/1?refresh=true', { t: 'hello world', k: 'a', n: 1, d: '2020-01-01', g: { lat: 1, lon: 1 }, nest: [{ x: 'a' }], rf: 1, ...(props.v ? { v: [1, 0] } : {}) });
  return s;
}

/** One valid example per query the simulator parses (query.ts compileAt's names). */
const EXAMPLES: Record<string, Body> = {
  match_all: { match_all: {} },
  match_none: { match_none: {} },
  term: { term: { k: { value: 'a' } } },
  terms: { terms: { k: ['a'] } },
  range: { range: { n: { gte: 1 } } },
  bool: { bool: { must: [{ match_all: {} }], filter: { match_none: {} } } },
  match: { match: { t: { query: 'hello' } } },
  match_phrase: { match_phrase: { t: { query: 'hello' } } },
  prefix: { prefix: { k: { value: 'a' } } },
  wildcard: { wildcard: { k: { value: 'a*' } } },
  regexp: { regexp: { k: { value: 'a.*' } } },
  constant_score: { constant_score: { filter: { exists: { field: 'k' } } } },
  ids: { ids: { values: ['1'] } },
  exists: { exists: { field: 'k' } },
  match_bool_prefix: { match_bool_prefix: { t: { query: 'hel' } } },
  match_phrase_prefix: { match_phrase_prefix: { t: { query: 'hel' } } },
  fuzzy: { fuzzy: { k: { value: 'a' } } },
  terms_set: { terms_set: { k: { terms: ['a'], minimum_should_match_script: { source: '1' } } } },
  dis_max: { dis_max: { queries: [{ match_all: {} }] } },
  boosting: { boosting: { positive: { match_all: {} }, negative: { match_none: {} }, negative_boost: 0.5 } },
  multi_match: { multi_match: { query: 'hello', fields: ['t'] } },
  function_score: { function_score: { query: { match_all: {} }, functions: [{ weight: 2 }] } },
  script: { script: { script: { source: 'true' } } },
  script_score: { script_score: { query: { match_all: {} }, script: { source: '1' } } },
  pinned: { pinned: { ids: ['1'], organic: { match_all: {} } } },
  rank_feature: { rank_feature: { field: 'rf' } },
  distance_feature: { distance_feature: { field: 'd', origin: 'now', pivot: '7d' } },
  nested: { nested: { path: 'nest', query: { match_all: {} } } },
  knn: { knn: { field: 'v', query_vector: [1, 0], num_candidates: 10 } },
  geo_distance: { geo_distance: { distance: '10km', g: { lat: 1, lon: 1 } } },
  geo_bounding_box: { geo_bounding_box: { g: { top_left: { lat: 2, lon: 0 }, bottom_right: { lat: 0, lon: 2 } } } },
  query_string: { query_string: { query: 'hello' } },
  simple_query_string: { simple_query_string: { query: 'hello' } },
  span_term: { span_term: { k: { value: 'a' } } },
  span_near: { span_near: { clauses: [{ span_term: { k: 'a' } }], slop: 1 } },
  combined_fields: { combined_fields: { query: 'hello', fields: ['t'] } },
  more_like_this: { more_like_this: { fields: ['t'], like: 'hello' } },
  intervals: { intervals: { t: { match: { query: 'hello' } } } },
};

/**
 * Injections still accepted, each with why: a geo point's object is read by GeoUtils.parseGeoPoint, whose
 * refusal of an unknown key (and its wrapping per version) is not modelled yet.
 */
const KNOWN_ACCEPTED = new Set(['geo_bounding_box@geo_bounding_box.g.top_left', 'geo_bounding_box@geo_bounding_box.g.bottom_right']);

type Step = string | number;

/** Every object's path inside a value (arrays stepped through), the value itself first. */
function objectPaths(v: unknown, p: Step[] = []): Step[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => objectPaths(x, [...p, i]));
  if (v && typeof v === 'object') return [p, ...Object.entries(v).flatMap(([k, x]) => objectPaths(x, [...p, k]))];
  return [];
}

function inject(v: Body, p: Step[], key = 'bogus_key', value: unknown = 1): Body {
  const copy = structuredClone(v);
  let o: Body = copy;
  for (const s of p) o = o[s];
  o[key] = value;
  return copy;
}

/** The injections a search answers with 200: unknown keys the parsers let through. */
function accepted(s: Simulator, examples: Record<string, Body>): string[] {
  const out: string[] = [];
  for (const [name, q] of Object.entries(examples)) {
    const base = call(s, 'POST', '/i/_search', { query: q });
    if (base.status !== 200) throw new Error(`example ${name} fails: ${JSON.stringify(base.body)}`);
    for (const p of objectPaths(q).filter((x) => x.length > 0)) {
      const r = call(s, 'POST', '/i/_search', { query: inject(q, p) });
      if (r.status === 200 && !KNOWN_ACCEPTED.has(`${name}@${p.join('.')}`)) out.push(`${name}@${p.join('.')}`);
      else if (r.status !== 200) expect(r.status, `${name}@${p.join('.')}`).toBe(400);
    }
  }
  return out;
}

/** The error of a search whose body is sent as this text, and the 1-based column of `needle` in it. */
function refusal(s: Simulator, text: string): Body {
  const r = call(s, 'POST', '/i/_search', text, { 'content-type': 'application/json' });
  expect(r.status).toBe(400);
  return (r.body as Body).error;
}

const col = (text: string, needle: string) => text.indexOf(needle) + 1;

describe('an unknown key at every level of every query', () => {
  for (const profile of ['elasticsearch@8.19.0', 'elasticsearch@7.17.3', 'opensearch@2.19.0']) {
    it(`is refused, never ignored (${profile})`, () => {
      const s = sim(profile);
      // Queries a version does not have are left out (they are unknown queries there, tested elsewhere).
      const examples = Object.fromEntries(Object.entries(EXAMPLES).filter(([n]) => call(s, 'POST', '/i/_search', { query: EXAMPLES[n] }).status === 200));
      expect(Object.keys(examples).length).toBeGreaterThan(profile.startsWith('elasticsearch@8') ? 37 : 30);
      expect(accepted(s, examples)).toEqual([]);
    });
  }
});

describe('the refusal in Elasticsearch\'s words, at its position (8.19)', () => {
  const s = sim('elasticsearch@8.19.0');
  it('match_all: ObjectParser\'s message with the key\'s [l:c] (and its suggestion), a parsing_exception at the value (MatchAllQueryBuilder.fromXContent)', () => {
    const text = '{"query": {"match_all": {"foo": 1}}}';
    const e = refusal(s, text);
    expect(e.type).toBe('parsing_exception');
    expect(e.reason).toBe(`[1:${col(text, '"foo"')}] [match_all] unknown field [foo]`);
    expect([e.line, e.col]).toEqual([1, col(text, '1}')]);
    expect(e.caused_by).toEqual({ type: 'x_content_parse_exception', reason: e.reason });
    // An XContentParseException is no Elasticsearch exception: the parsing_exception is the root cause.
    expect(e.root_cause).toEqual([{ type: 'parsing_exception', reason: e.reason, line: 1, col: e.col }]);
    expect(refusal(s, '{"query": {"match_all": {"name": "x"}}}').reason).toBe('[1:26] [match_all] unknown field [name] did you mean [_name]?');
  });
  it('ids: the same ObjectParser wrapping, `values` and the standard fields declared (IdsQueryBuilder)', () => {
    const e = refusal(s, '{"query": {"ids": {"values": ["1"], "value": 2}}}');
    expect(e.reason).toBe('[1:37] [ids] unknown field [value] did you mean [values]?');
    expect([e.line, e.col]).toEqual([1, 46]);
  });
  it('match_none, exists: `query does not support [k]` at a value, `unknown token [..] after [k]` at an object (their fromXContent loops)', () => {
    const text = '{"query": {"exists": {"field": "k", "feild": "x"}}}';
    expect(refusal(s, text)).toMatchObject({ type: 'parsing_exception', reason: '[exists] query does not support [feild]', line: 1, col: col(text, '"x"') });
    const none = '{"query": {"match_none": {"boost": {}}}}';
    expect(refusal(s, none)).toMatchObject({ reason: '[match_none] unknown token [START_OBJECT] after [boost]', col: col(none, '{}') });
  });
  it('constant_score: an object other than filter, a value other than boost/_name, and an array (ConstantScoreQueryBuilder)', () => {
    expect(refusal(s, '{"query": {"constant_score": {"query": {"match_all": {}}}}}')).toMatchObject({ reason: '[constant_score] query does not support [query]', col: 40 });
    expect(refusal(s, '{"query": {"constant_score": {"filter": {"match_all": {}}, "bost": 2}}}').reason).toBe('[constant_score] query does not support [bost]');
    expect(refusal(s, '{"query": {"constant_score": {"filter": [{"match_all": {}}]}}}').reason).toBe('unexpected token [START_ARRAY]');
  });
  it('knn: the ConstructingObjectParser\'s x_content_parse_exception at the key (KnnVectorQueryBuilder)', () => {
    const text = '{"query": {"knn": {"field": "v", "query_vector": [1, 0], "num_candidate": 10}}}';
    const e = refusal(s, text);
    expect(e.type).toBe('x_content_parse_exception');
    expect(e.reason).toBe(`[1:${col(text, '"num_candidate"')}] [knn] unknown field [num_candidate] did you mean [num_candidates]?`);
  });
  it('a second key beside a query, in any container (a clause, a span clause): `expected [END_OBJECT]` at that key (parseInnerQueryBuilder)', () => {
    const text = '{"query": {"bool": {"must": [{"match_all": {}, "boost": 2}]}}}';
    expect(refusal(s, text)).toMatchObject({ reason: '[match_all] malformed query, expected [END_OBJECT] but found [FIELD_NAME]', line: 1, col: col(text, '"boost"') });
    const span = '{"query": {"span_near": {"clauses": [{"span_term": {"k": "a"}, "slop": 1}]}}}';
    expect(refusal(s, span)).toMatchObject({ reason: '[span_term] malformed query, expected [END_OBJECT] but found [FIELD_NAME]', col: col(span, '"slop"') });
  });
  it('geo_bounding_box: a value key beside the box is `unexpected field` at the value (GeoBoundingBoxQueryBuilder)', () => {
    const text = '{"query": {"geo_bounding_box": {"g": {"top_left": [0, 2], "bottom_right": [2, 0]}, "distance": "1km"}}}';
    expect(refusal(s, text)).toMatchObject({ reason: 'failed to parse [geo_bounding_box] query. unexpected field [distance]', col: col(text, '"1km"') });
  });
});

describe('the refusal in 7.17, OpenSearch 2.19 and 6.8', () => {
  it('7.17 and OpenSearch: match_all has the same ObjectParser wrapping (7.7+ suggestions)', () => {
    for (const p of ['elasticsearch@7.17.3', 'opensearch@2.19.0']) expect(refusal(sim(p), '{"query": {"match_all": {"name": "x"}}}').reason).toBe('[1:26] [match_all] unknown field [name] did you mean [_name]?');
  });
  it('7.17: ids still declares the deprecated type/types; 8 removed them', () => {
    expect(call(sim('elasticsearch@7.17.3'), 'POST', '/i/_search', { query: { ids: { type: '_doc', values: ['1'] } } }).status).toBe(200);
    expect(refusal(sim('elasticsearch@8.19.0'), '{"query": {"ids": {"type": "_doc", "values": ["1"]}}}').reason).toBe('[1:20] [ids] unknown field [type]');
  });
  it('6.8: the old ObjectParser wording, at the key', () => {
    const e = refusal(sim('elasticsearch@6.8.13'), '{"query": {"match_all": {"foo": 1}}}');
    expect(e).toMatchObject({ type: 'parsing_exception', reason: '[match_all] unknown field [foo], parser not found', line: 1, col: 26 });
  });
});

describe('the search body: SearchSourceBuilder.parseXContent names the value\'s token, at the value', () => {
  const s = sim('elasticsearch@8.19.0');
  it('an unknown key, whatever its value', () => {
    const text = '{"query": {"match_all": {}},\n  "foo": true}';
    expect(refusal(s, text)).toMatchObject({ type: 'parsing_exception', reason: 'Unknown key for a VALUE_BOOLEAN in [foo].', line: 2, col: 10 });
    expect(refusal(s, '{"foo": 1.5}').reason).toBe('Unknown key for a VALUE_NUMBER in [foo].');
    expect(refusal(s, '{"foo": {}}').reason).toBe('Unknown key for a START_OBJECT in [foo].');
    expect(refusal(s, '{"foo": []}').reason).toBe('Unknown key for a START_ARRAY in [foo].');
    expect(refusal(s, '{"foo": "x"}')).toMatchObject({ reason: 'Unknown key for a VALUE_STRING in [foo].', col: 9 });
  });
  it('a known key with a kind of value its branch does not read, and null (no value token)', () => {
    expect(refusal(s, '{"query": []}')).toMatchObject({ reason: 'Unknown key for a START_ARRAY in [query].', col: 11 });
    expect(refusal(s, '{"query": "x"}').reason).toBe('Unknown key for a VALUE_STRING in [query].');
    expect(refusal(s, '{"size": {}}').reason).toBe('Unknown key for a START_OBJECT in [size].');
    expect(refusal(s, '{"size": null}').reason).toBe('Unknown key for a VALUE_NULL in [size].');
    expect(refusal(s, '{"docvalue_fields": "k"}').reason).toBe('Unknown key for a VALUE_STRING in [docvalue_fields].');
    expect(refusal(s, '{"highlight": []}').reason).toBe('Unknown key for a START_ARRAY in [highlight].');
  });
  it('the kinds each key does read still pass', () => {
    for (const body of [{ _source: false }, { _source: 'k' }, { _source: ['k'] }, { _source: { includes: ['k'] } }, { sort: 'k' }, { sort: ['k'] }, { sort: { k: 'asc' } }, { stored_fields: '_none_' }, { stored_fields: ['k'] }, { track_total_hits: 5 }]) {
      expect(call(s, 'POST', '/i/_search', body).status, JSON.stringify(body)).toBe(200);
    }
  });
  it('size/from of the wrong kind: a fraction truncated (intValue\'s coercion), a boolean Jackson\'s refusal after the token (8.x)', () => {
    const r = call(s, 'POST', '/i/_search', '{"size": 0.9}', { 'content-type': 'application/json' });
    expect(r.status).toBe(200);
    expect((r.body as Body).hits.hits).toEqual([]);
    const e = refusal(s, '{"from": true}');
    expect(e.type).toBe('x_content_parse_exception');
    expect(e.reason).toBe('[1:14] Current token (VALUE_TRUE) not numeric, can not use numeric value accessors\n at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 14]');
    expect(e.caused_by.type).toBe('json_parse_exception');
    expect(refusal(s, '{"size": "abc"}')).toMatchObject({ type: 'number_format_exception', reason: 'For input string: "abc"' });
  });
  it('7.17 and OpenSearch read the body the same way', () => {
    for (const p of ['elasticsearch@7.17.3', 'opensearch@2.19.0']) expect(refusal(sim(p), '{"from": 0, "fro": 5}')).toMatchObject({ reason: 'Unknown key for a VALUE_NUMBER in [fro].', col: 20 });
  });
});
