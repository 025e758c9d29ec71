/**
 * `match_only_text` (ES ≥ 7.14; the `message` field of the built-in logs templates): a text field analysed
 * with the index's default analyzer, whose queries score as constants (MatchOnlyTextFieldType wraps term,
 * fuzzy and phrase queries in ConstantScoreQuery; docs, match-only-text: "All queries return constant
 * scores that are equal to 1.0"), and which refuses sorting and aggregations
 * (MatchOnlyTextFieldType.fielddataBuilder). Before, it was matched as a keyword: a match on one word found
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';

function logs() {
  const s = new Simulator({ now: () => 0, seed: 2, profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  c('PUT', '/l', { mappings: { properties: { message: { type: 'match_only_text' } } } });
  c('PUT', '/l/_doc/1', { message: 'Connection refused by upstream host' });
  c('PUT', '/l/_doc/2', { message: 'upstream timeout' });
  return c;
}

const scored = (r: Reply): [string, number][] => (r.body.hits.hits as { _id: string; _score: number }[]).map((h) => [h._id, h._score]);

describe('match_only_text', () => {
  it('matches words as text, each matching term scoring 1 (a constant-score clause)', () => {
    const c = logs();
    expect(scored(c('POST', '/l/_search', { query: { match: { message: 'upstream' } } }))).toEqual([['1', 1], ['2', 1]]);
    expect(scored(c('POST', '/l/_search', { query: { match: { message: 'refused upstream' } } }))).toEqual([['1', 2], ['2', 1]]);
    expect(scored(c('POST', '/l/_search', { query: { match: { message: { query: 'timeout', boost: 3 } } } }))).toEqual([['2', 3]]);
    expect(scored(c('POST', '/l/_search', { query: { term: { message: 'connection' } } }))).toEqual([['1', 1]]);
  });

  it('phrases are verified (against _source in ES) and score 1', () => {
    const c = logs();
    expect(scored(c('POST', '/l/_search', { query: { match_phrase: { message: 'refused by upstream' } } }))).toEqual([['1', 1]]);
    expect(scored(c('POST', '/l/_search', { query: { match_phrase: { message: 'refused upstream' } } }))).toEqual([]);
  });

  it('highlights like text', () => {
    const r = logs()('POST', '/l/_search', { query: { match: { message: 'timeout' } }, highlight: { fields: { message: {} } } });
    expect(r.body.hits.hits[0].highlight).toEqual({ message: ['upstream <em>timeout</em>'] });
  });

  it('refuses sorting and aggregations with its own message', () => {
    const c = logs();
    for (const body of [{ sort: [{ message: 'asc' }] }, { size: 0, aggs: { t: { terms: { field: 'message' } } } }]) {
      const r = c('POST', '/l/_search', body);
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0]).toMatchObject({ type: 'illegal_argument_exception', reason: 'match_only_text fields do not support sorting and aggregations' });
    }
  });

  it('fuzzy queries score the boost (ConstantScoreQuery), span_term is refused, field caps name the text family', () => {
    // mapper-extras match_only_text/10_basic.yml "Fuzzy query", "Span query", "Field caps".
    const c = logs();
    expect(scored(c('POST', '/l/_search', { query: { fuzzy: { message: 'upstrean' } } }))).toEqual([['1', 1], ['2', 1]]);
    expect(scored(c('POST', '/l/_search', { query: { match: { message: { query: 'timeoat', fuzziness: 1, boost: 2 } } } }))).toEqual([['2', 2]]);
    const span = c('POST', '/l/_search', { query: { span_term: { message: 'upstream' } } });
    expect(span.status).toBe(400);
    expect(span.body.error.root_cause[0]).toMatchObject({ type: 'query_shard_exception' });
    expect(span.body.error.failed_shards[0].reason.caused_by.reason).toBe('Span term query requires position data, but field message was indexed without position data');
    expect(c('GET', '/l/_field_caps?fields=message').body.fields).toEqual({ message: { text: { type: 'text', metadata_field: false, searchable: true, aggregatable: false } } });
  });
});
