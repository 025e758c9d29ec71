/**
 * A phrase over a text field indexed without positions (`index_options: docs` or `freqs`) fails on the shard:
 * "field:[f] was indexed without position data; cannot run PhraseQuery" (MatchQuery.checkForPositions, an
 * IllegalStateException, before 8.0; TextFieldType.checkForPositions, an IllegalArgumentException, after);
 * a one-word phrase is a term query and runs.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('phrases on fields without positions', () => {
  for (const [profile, cause] of [['elasticsearch@8.19.0', 'illegal_argument_exception'], ['elasticsearch@7.17.3', 'illegal_state_exception'], ['opensearch@2.19.0', 'illegal_state_exception']]) {
    it(`${profile}: refused with ${cause}`, () => {
      const s = testSimulator({ profile: profile as never });
      call(s, 'PUT', '/m', { mappings: { properties: { d: { type: 'text', index_options: 'docs' }, p: { type: 'text' } } } });
      call(s, 'PUT', '/m/_doc/1?refresh=true', { d: 'quick brown fox', p: 'quick brown fox' });
      const r = call(s, 'POST', '/m/_search', { query: { match_phrase: { d: 'quick brown' } } });
      expect(r.status).toBe(400);
      expect(r.body.error.root_cause[0].reason).toBe('failed to create query: field:[d] was indexed without position data; cannot run PhraseQuery');
      expect(r.body.error.failed_shards[0].reason.caused_by.type).toBe(cause);
      expect(call(s, 'POST', '/m/_search', { query: { match_phrase: { d: 'quick' } } }).body.hits.total.value).toBe(1);
      expect(call(s, 'POST', '/m/_search', { query: { match_phrase: { p: 'quick brown' } } }).body.hits.total.value).toBe(1);
    });
  }
});
