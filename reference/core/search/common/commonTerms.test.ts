/**
 * The `common` terms query and `match` with `cutoff_frequency`, checked against the boolean query Lucene's
 * CommonTermsQuery.buildQuery rewrites them to (its source: low-frequency terms a required clause,
 * high-frequency ones an optional clause, all-high a conjunction; one term a term query), so the scores
 * must be the rewritten query's bit for bit. Versions: ES 7.3+ warns (CommonTermsQueryBuilder's
 * ParseField.withAllDeprecated), ES 8 refuses (`unknown query [common]`; MatchQueryBuilder `does not support
 * [cutoff_frequency]`), OpenSearch keeps it deprecated.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import type { ProfileName } from '../../../profiles.ts';
import { call, testSimulator } from '../../../testkit.ts';

const docs: [string, Record<string, Json>][] = [
  ['1', { body: 'the quick brown fox' }],
  ['2', { body: 'the lazy dog' }],
  ['3', { body: 'the fox and the hound' }],
  ['4', { body: 'a brown dog' }],
  ['5', { body: 'the end' }],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(query: Json, profile: ProfileName = 'elasticsearch@7.17.3'): any {
  const st = cluster(index('i', { body: { type: 'text' } }, docs as never));
  const r = search(st, request('search', { index: 'i' }, {}, { query } as Json), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  const res = r as ApiResult;
  return { ...(JSON.parse(encodeJson(res.body)) as object), warnings: res.warnings ?? [] };
}
const scored = (r: { hits: { hits: { _id: string; _score: number }[] } }) => r.hits.hits.map((h) => [h._id, h._score]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const t = (term: string) => ({ term: { body: term } });

describe('common terms query', () => {
  it('splits by document frequency: low-frequency required, high-frequency optional', () => {
    // "the" is in 4 of 5 documents: above ceil(0.5 × 5) = 3, so high; "fox" (2) is low.
    const common = run({ common: { body: { query: 'the fox', cutoff_frequency: 0.5 } } });
    const rewritten = run({ bool: { must: [t('fox')], should: [t('the')] } });
    expect(scored(common)).toEqual(scored(rewritten));
    expect(common.hits.total.value).toBe(2);
  });
  it('only high-frequency terms: a conjunction', () => {
    const common = run({ common: { body: { query: 'the brown', cutoff_frequency: 0.2 } } });
    expect(scored(common)).toEqual(scored(run({ bool: { must: [t('the'), t('brown')] } })));
  });
  it('operators and minimum_should_match per group', () => {
    const common = run({ common: { body: { query: 'the brown dog fox', cutoff_frequency: 0.5, low_freq_operator: 'and' } } });
    expect(scored(common)).toEqual(scored(run({ bool: { must: [{ bool: { must: [t('brown'), t('dog'), t('fox')] } }], should: [t('the')] } })));
    const msm = run({ common: { body: { query: 'brown dog fox', cutoff_frequency: 0.9, minimum_should_match: { low_freq: 2 } } } });
    expect(scored(msm)).toEqual(scored(run({ bool: { should: [t('brown'), t('dog'), t('fox')], minimum_should_match: 2 } })));
  });
  it('one term is a term query whatever its frequency', () => {
    expect(scored(run({ common: { body: { query: 'the', cutoff_frequency: 0.01 } } }))).toEqual(scored(run(t('the'))));
  });
  it('match with cutoff_frequency is the same common terms query', () => {
    const m = run({ match: { body: { query: 'the fox', cutoff_frequency: 0.5 } } });
    expect(scored(m)).toEqual(scored(run({ bool: { must: [t('fox')], should: [t('the')] } })));
    expect(m.warnings).toEqual(['Deprecated field [cutoff_frequency] used, replaced by [you can omit this option, the [match] query can skip block of documents efficiently if the total number of hits is not tracked]']);
  });
  it('match with cutoff_frequency on a number field stays a term query', () => {
    const st = cluster(index('n', { n: { type: 'long' } }, [['1', { n: 5 }], ['2', { n: 6 }]] as never));
    const r = search(st, request('search', { index: 'n' }, {}, { query: { match: { n: { query: 5, cutoff_frequency: 0.01 } } } }), env('elasticsearch@7.17.3'));
    expect(JSON.parse(encodeJson((r as ApiResult).body)).hits.total.value).toBe(1);
  });
  it('multi_match with cutoff_frequency runs a common terms query per field (MultiMatchQuery through MatchQuery)', () => {
    const mm = run({ multi_match: { query: 'the fox', fields: ['body'], cutoff_frequency: 0.5 } });
    expect(scored(mm)).toEqual(scored(run({ bool: { must: [t('fox')], should: [t('the')] } })));
    expect(mm.warnings).toEqual(['Deprecated field [cutoff_frequency] used, replaced by [you can omit this option, the [multi_match] query can skip block of documents efficiently if the total number of hits is not tracked]']);
  });
  it('warns from 7.3, not before; ES 8 refuses both', () => {
    expect(run({ common: { body: 'the fox' } }).warnings).toEqual(['Deprecated field [common] used, replaced by [[match] query which can efficiently skip blocks of documents if the total number of hits is not tracked]']);
    expect(run({ common: { body: 'the fox' } }, 'elasticsearch@6.8.13').warnings).toEqual([]);
    expect(run({ common: { body: 'the fox' } }, 'elasticsearch@8.19.0').error.reason).toMatch(/^unknown query \[common\]/);
    expect(run({ match: { body: { query: 'fox', cutoff_frequency: 0.1 } } }, 'elasticsearch@8.19.0').error.reason).toBe('[match] query does not support [cutoff_frequency]');
    // The default cutoff 0.01 makes both terms high-frequency here (df > ceil(0.05) = 1): a conjunction.
    expect(run({ common: { body: 'the fox' } }, 'opensearch@2.19.0').hits.total.value).toBe(2);
  });
  it('an unknown analyzer fails the shard (QueryShardException)', () => {
    const r = run({ common: { body: { query: 'the fox', analyzer: 'nope' } } });
    expect(r.error.type).toBe('search_phase_execution_exception');
    expect(r.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception', reason: '[common] analyzer [nope] not found' });
  });
  it('parse errors', () => {
    expect(run({ common: { body: { query: 'x', nope: 1 } } }).error.reason).toBe('[common] query does not support [nope]');
    expect(run({ common: { body: { query: 'x' }, other: 'y' } }).error.reason).toBe("[common] query doesn't support multiple fields, found [body] and [other]");
  });
});

describe('match with cutoff_frequency over stacked synonyms', () => {
  // MatchQuery.boolToExtendedCommonTermsQuery keeps the BooleanQuery when a clause is a SynonymQuery, so
  // minimum_should_match counts positions (OpenSearch analysis-common 50_queries_with_synonyms_field_match_only_text.yml).
  it('stays a boolean query whose minimum_should_match counts the synonym position once', () => {
    const s = testSimulator({ profile: 'opensearch@2.19.0' });
    call(s, 'PUT', '/s', {
      settings: { analysis: { filter: { syns: { type: 'synonym', synonyms: ['quick,fast'] } }, analyzer: { syns: { tokenizer: 'standard', filter: ['syns'] } } } },
      mappings: { properties: { f: { type: 'text', analyzer: 'syns' } } },
    });
    call(s, 'PUT', '/s/_doc/1?refresh=true', { f: 'the quick brown fox' });
    call(s, 'PUT', '/s/_doc/2?refresh=true', { f: 'quick brown bear' });
    const r = call(s, 'POST', '/s/_search', { query: { match: { f: { query: 'the fast brown', cutoff_frequency: 3, minimum_should_match: 3 } } } });
    expect((r.body.hits.hits as { _id: string }[]).map((h) => h._id)).toEqual(['1']);
  });
});
