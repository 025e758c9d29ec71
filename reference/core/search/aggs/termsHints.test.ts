/**
 * `terms`' execution_hint and collect_mode, checked where Elasticsearch checks them (issue 29 audit):
 * - TermsAggregatorFactory's bytes supplier reads the hint through ExecutionMode.fromString on the shard
 *   ("Unknown `execution_hint`: [x], expected any of [map, global_ordinals]", an IllegalArgumentException), so
 *   every shard fails; the numeric supplier never reads it.
 * - The PARSER reads collect_mode with Aggregator.SubAggCollectionMode.parse, an ElasticsearchParseException
 *   "no [collect_mode] found for value [x]" that the ObjectParser wraps as the field's failure.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ k: { type: 'keyword' }, n: { type: 'long' }, ip: { type: 'ip' } }, [{ k: 'a', n: 1, ip: '10.0.0.1' }, { k: 'b', n: 2, ip: '10.0.0.2' }], 2);

describe('terms execution_hint and collect_mode', () => {
  it('a bad hint on a keyword or an ip fails every shard', () => {
    for (const field of ['k', 'ip']) {
      const r: Body = aggs(st, { t: { terms: { field, execution_hint: 'global_ordinals_hash' } } });
      expect(r.status).toBe(400);
      expect(r.error.type).toBe('search_phase_execution_exception');
      expect(r.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'Unknown `execution_hint`: [global_ordinals_hash], expected any of [map, global_ordinals]' });
    }
  });
  it('a number field never reads the hint, nor does an unmapped one', () => {
    expect(aggs(st, { t: { terms: { field: 'n', execution_hint: 'bogus' } } }).t.buckets).toHaveLength(2);
    expect(aggs(st, { t: { terms: { field: 'nope', execution_hint: 'bogus' } } }).t.buckets).toEqual([]);
    expect(aggs(st, { t: { terms: { field: 'k', execution_hint: 'map' } } }).t.buckets).toHaveLength(2);
  });
  it('an unknown collect_mode is the parser\'s failure, caused by a parse_exception', () => {
    const r: Body = aggs(st, { t: { terms: { field: 'k', collect_mode: 'bogus' } } });
    expect(r.error.type).toBe('x_content_parse_exception');
    expect(r.error.reason).toMatch(/\[terms\] failed to parse field \[collect_mode\]$/);
    expect(r.error.caused_by).toMatchObject({ type: 'parse_exception', reason: 'no [collect_mode] found for value [bogus]' });
    const six: Body = aggs(st, { t: { terms: { field: 'k', collect_mode: 'bogus' } } }, {}, 'elasticsearch@6.8.13');
    expect(six.error.type).toBe('parsing_exception');
  });
});

describe('significant_terms execution_hint (SignificantTermsAggregatorFactory.ExecutionMode.fromString, on the shard)', () => {
  it('an unknown hint fails the shards of a keyword; global_ordinals_hash, deprecated there, still runs; a number never reads it', () => {
    const r: Body = aggs(st, { s: { significant_terms: { field: 'k', execution_hint: 'bogus' } } });
    expect(r.error.type).toBe('search_phase_execution_exception');
    expect(r.error.root_cause[0].reason).toBe('Unknown `execution_hint`: [bogus], expected any of [map, global_ordinals]');
    expect(aggs(st, { s: { significant_terms: { field: 'k', execution_hint: 'global_ordinals_hash' } } }).s.doc_count).toBe(2);
    expect(aggs(st, { s: { significant_terms: { field: 'n', execution_hint: 'bogus' } } }).s.doc_count).toBe(2);
  });
});
