/**
 * The object form of term, match, match_phrase, prefix and wildcard takes only the keys its builder's
 * fromXContent declares (TermQueryBuilder, MatchQueryBuilder, MatchPhraseQueryBuilder, PrefixQueryBuilder,
 * WildcardQueryBuilder): another value is `[name] query does not support [key]`, another object or array
 * `[name] unknown token [START_OBJECT] after [key]`, both 400 parsing_exception at the value. Found with the
 * Python client: a search with a misspelled option was answered by the simulator and refused by ES.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
call(s, 'PUT', '/q', { mappings: { properties: { t: { type: 'text' }, k: { type: 'keyword' } } } });
call(s, 'PUT', '/q/_doc/1?refresh=true', { t: 'quick fox', k: 'Fox' });
const search = (query: unknown) => call(s, 'POST', '/q/_search', { query });

describe('field query keys', () => {
  it.each([
    ['match', { match: { t: { query: 'fox', fuzzyness: 1 } } }, 'fuzzyness'],
    ['match_phrase', { match_phrase: { t: { query: 'quick fox', operator: 'and' } } }, 'operator'],
    ['term', { term: { k: { value: 'Fox', bogus: true } } }, 'bogus'],
    ['prefix', { prefix: { k: { value: 'F', fuzziness: 1 } } }, 'fuzziness'],
    ['wildcard', { wildcard: { k: { value: 'F*', slop: 2 } } }, 'slop'],
  ])('%s refuses a key it does not declare', (name, query, key) => {
    const r = search(query);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'parsing_exception', reason: `[${name}] query does not support [${key}]`, line: 1 });
  });

  it('names the token for an object under an undeclared key', () => {
    const r = search({ match: { t: { query: 'fox', options: { a: 1 } } } });
    expect(r.body.error.reason).toBe('[match] unknown token [START_OBJECT] after [options]');
  });

  it('takes every declared key', () => {
    const hits = (query: unknown) => search(query).body.hits.total.value;
    expect(hits({ match: { t: { query: 'fix', fuzziness: 'AUTO', prefix_length: 0, max_expansions: 10, operator: 'or', minimum_should_match: 1, fuzzy_transpositions: true, lenient: true, zero_terms_query: 'none', auto_generate_synonyms_phrase_query: true, analyzer: 'standard', boost: 2, _name: 'm' } } })).toBe(1);
    expect(hits({ match_phrase: { t: { query: 'quick fox', slop: 0, analyzer: 'standard', zero_terms_query: 'none', boost: 1, _name: 'p' } } })).toBe(1);
    expect(hits({ term: { k: { value: 'fox', case_insensitive: true, boost: 1, _name: 't' } } })).toBe(1);
    expect(hits({ prefix: { k: { value: 'fo', case_insensitive: true, rewrite: 'constant_score', boost: 1, _name: 'x' } } })).toBe(1);
    expect(hits({ wildcard: { k: { wildcard: 'F?x', rewrite: 'constant_score', boost: 1, _name: 'w' } } })).toBe(1);
  });

  it("ES 5.x still read match's deprecated type and slop; 6.0 dropped them", () => {
    const es5 = testSimulator({ profile: 'elasticsearch@5.6.16' });
    call(es5, 'PUT', '/q', { mappings: { doc: { properties: { t: { type: 'text' } } } } });
    expect(call(es5, 'POST', '/q/_search', { query: { match: { t: { query: 'fox', type: 'boolean', slop: 0 } } } }).status).toBe(200);
    const es6 = testSimulator({ profile: 'elasticsearch@6.8.13' });
    call(es6, 'PUT', '/q', { mappings: { _doc: { properties: { t: { type: 'text' } } } } });
    expect(call(es6, 'POST', '/q/_search', { query: { match: { t: { query: 'fox', type: 'boolean' } } } }).body.error.reason).toBe('[match] query does not support [type]');
  });
});

// case_insensitive arrived on term, prefix, wildcard and regexp in ES 7.10 (elastic/elasticsearch#61596, #59441;
// the reference pages' "Added in 7.10.0"); before, their fromXContent calls it an unknown key.
describe('case_insensitive by version', () => {
  const queries = [
    { term: { k: { value: 'fox', case_insensitive: true } } },
    { prefix: { k: { value: 'fo', case_insensitive: true } } },
    { wildcard: { k: { value: 'f*', case_insensitive: true } } },
    { regexp: { k: { value: 'f.x', case_insensitive: true } } },
  ];
  for (const [profile, taken] of [['elasticsearch@7.9.3', false], ['elasticsearch@7.10.0', true], ['elasticsearch@6.8.13', false], ['opensearch@1.0.0', true]] as const) {
    it(`${profile}: ${taken ? 'matches Fox' : 'refused as an unknown key'}`, () => {
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/q/_doc/1?refresh=true', { k: 'Fox' });
      for (const query of queries) {
        const r = call(sim, 'POST', '/q/_search', { query: { ...query } });
        const name = Object.keys(query)[0]!;
        if (taken) expect(r.body.hits.total.value ?? r.body.hits.total, name).toBe(1);
        else expect(r.body.error.root_cause[0], name).toMatchObject({ type: 'parsing_exception', reason: `[${name}] query does not support [case_insensitive]` });
      }
    });
  }
});

// Operator.fromString is `valueOf(op.toUpperCase(Locale.ROOT))`: any other word (or a number's text) escapes the
// query's fromXContent as the enum's IllegalArgumentException (server/.../index/query/Operator.java).
describe('operator and default_operator other than and / or', () => {
  for (const [profile, pkg] of [['elasticsearch@8.19.0', 'org.elasticsearch'], ['elasticsearch@7.17.3', 'org.elasticsearch'], ['opensearch@2.19.0', 'org.opensearch']] as const) {
    it(`${profile}: refused as the enum refuses it; any case of and / or taken`, () => {
      const sim = testSimulator({ profile });
      call(sim, 'PUT', '/q/_doc/1?refresh=true', { t: 'quick fox' });
      const bad: [object, string][] = [
        [{ match: { t: { query: 'quick', operator: 'xor' } } }, 'XOR'],
        [{ match: { t: { query: 'quick', operator: 1 } } }, '1'],
        [{ multi_match: { query: 'quick', fields: ['t'], operator: 'nand' } }, 'NAND'],
        [{ query_string: { query: 'quick', default_operator: 'xor' } }, 'XOR'],
        [{ simple_query_string: { query: 'quick', default_operator: 'both' } }, 'BOTH'],
      ];
      for (const [query, op] of bad) {
        const r = call(sim, 'POST', '/q/_search', { query });
        expect(r.status).toBe(400);
        expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: `No enum constant ${pkg}.index.query.Operator.${op}` });
      }
      expect(call(sim, 'POST', '/q/_search', { query: { match: { t: { query: 'quick fox', operator: 'AnD' } } } }).body.hits.total.value).toBe(1);
      expect(call(sim, 'GET', '/q/_search?q=quick&default_operator=xor').body.error.reason).toBe(`No enum constant ${pkg}.index.query.Operator.XOR`);
    });
  }
});

// MatchQueryBuilder, MatchPhraseQueryBuilder, MatchPhrasePrefixQueryBuilder and MultiMatchQueryBuilder read
// zero_terms_query as none or all (equalsIgnoreCase); anything else is a ParsingException at the value.
describe('zero_terms_query other than none / all', () => {
  it('is refused at its value; ALL is taken', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/z/_doc/1?refresh=true', { t: 'quick fox' });
    for (const query of [{ match: { t: { query: 'quick', zero_terms_query: 'some' } } }, { match_phrase: { t: { query: 'quick', zero_terms_query: 'some' } } }, { multi_match: { query: 'quick', zero_terms_query: 'some' } }]) {
      const r = call(sim, 'POST', '/z/_search', { query });
      expect(r.body.error).toMatchObject({ type: 'parsing_exception', reason: 'Unsupported zero_terms_query value [some]' });
    }
    expect(call(sim, 'POST', '/z/_search', { query: { match: { t: { query: 'quick', zero_terms_query: 'ALL' } } } }).status).toBe(200);
  });
});
