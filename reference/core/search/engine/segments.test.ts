/**
 * The engine's segments as Lucene's IndexWriter keeps them: updates and deletes leave the old document in
 * its segment, deleted, and in the term statistics until a merge; TieredMergePolicy's choices; `_stats`
 * and `_forcemerge`. Sources cited per case (Lucene: Terms.getDocCount and TermsEnum.docFreq count deleted
 * documents, "this measure does not take deleted documents into account"; TieredMergePolicy.findMerges).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { Simulator } from '../../../simulator.ts';

type Node = { value: number; description: string; details?: Node[] };

function find(e: Node, prefix: string): number | undefined {
  if (e.description.startsWith(prefix)) return e.value;
  for (const d of e.details ?? []) {
    const v = find(d, prefix);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** n (docFreq), N (docCount) and the score of the best hit of `match: {m: q}`. */
function stats(sim: Simulator, q: string): { n?: number; N?: number; score: number; id: string } {
  const r = call(sim, 'POST', '/i/_search', { explain: true, query: { match: { m: q } } }).body;
  const h = r.hits.hits[0];
  return { n: find(h._explanation, 'n, number of documents containing term'), N: find(h._explanation, 'N, total number of documents with field'), score: h._score, id: h._id };
}

function segs(sim: Simulator): { segments: number; deleted: number; count: number } {
  const p = call(sim, 'GET', '/i/_stats').body.indices.i.primaries;
  return { segments: p.segments.count, deleted: p.docs.deleted, count: p.docs.count };
}

/** An index of ten documents (one "quick fox", nine "lazy dog"), searched once: one segment. */
function ten(settings: Record<string, unknown> = {}): Simulator {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/i', { settings, mappings: { properties: { m: { type: 'text' } } } });
  for (let i = 0; i < 10; i++) call(sim, 'PUT', `/i/_doc/${i}`, { m: i === 0 ? 'quick fox' : 'lazy dog' });
  call(sim, 'POST', '/i/_search');
  return sim;
}

describe('segments, deletes and merges', () => {
  it('an update leaves the old version deleted in its segment, still counted in docFreq and docCount until a merge', () => {
    const sim = ten();
    expect(stats(sim, 'quick')).toMatchObject({ n: 1, N: 10 });
    call(sim, 'PUT', '/i/_doc/0', { m: 'quick fox' });
    // One deleted document of eleven: under deletes_pct_allowed (20%), two segments under segments_per_tier
    // (10): TieredMergePolicy finds no merge, so Lucene's statistics still count the old version.
    const after = stats(sim, 'quick');
    expect(after).toMatchObject({ n: 2, N: 11, id: '0' });
    expect(segs(sim)).toEqual({ segments: 2, deleted: 1, count: 10 });
    // The same score as an index holding the old version as a live document (same n, N, avgdl and dl).
    const twin = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(twin, 'PUT', '/i', { mappings: { properties: { m: { type: 'text' } } } });
    for (let i = 0; i < 10; i++) call(twin, 'PUT', `/i/_doc/${i}`, { m: i === 0 ? 'quick fox' : 'lazy dog' });
    call(twin, 'PUT', '/i/_doc/x', { m: 'quick fox' });
    expect(call(twin, 'POST', '/i/_search', { query: { match: { m: 'quick' } } }).body.hits.hits[0]._score).toBe(after.score);
    // max_num_segments=1 (IndexWriter.forceMerge(1)): one segment, the deleted version gone from the statistics.
    call(sim, 'POST', '/i/_forcemerge?max_num_segments=1');
    expect(segs(sim)).toEqual({ segments: 1, deleted: 0, count: 10 });
    expect(stats(sim, 'quick')).toMatchObject({ n: 1, N: 10, id: '0' });
    expect(call(sim, 'GET', '/_cat/indices/i?h=docs.count,docs.deleted').text).toBe('10 0\n');
  });

  it('deletes above deletes_pct_allowed (20% in ES 8) make TieredMergePolicy merge at once; 33% (ES 7 default) keeps them', () => {
    const sim = ten();
    for (const id of ['1', '2', '3']) call(sim, 'PUT', `/i/_doc/${id}`, { m: 'lazy cat' });
    // 3 deleted of 13: allowedDelCount = (int) (20 * 13 / 100) = 2 < 3, so findMerges merges both segments.
    expect(segs(sim)).toEqual({ segments: 1, deleted: 0, count: 10 });
    const kept = ten({ 'index.merge.policy.deletes_pct_allowed': 33 });
    for (const id of ['1', '2', '3']) call(kept, 'PUT', `/i/_doc/${id}`, { m: 'lazy cat' });
    // (int) (33 * 13 / 100) = 4 >= 3: no merge.
    expect(segs(kept)).toEqual({ segments: 2, deleted: 3, count: 10 });
    expect(call(kept, 'GET', '/_cat/indices/i?h=docs.deleted').text).toBe('3\n');
  });

  it('a segment whose every document is deleted is dropped (IndexWriter drops fully deleted segments)', () => {
    const sim = ten();
    call(sim, 'PUT', '/i/_doc/z', { m: 'zebra' });
    expect(segs(sim)).toMatchObject({ segments: 2, deleted: 0 });
    call(sim, 'DELETE', '/i/_doc/z');
    expect(segs(sim)).toEqual({ segments: 1, deleted: 0, count: 10 });
  });

  it('the eleventh small segment makes TieredMergePolicy merge ten (segments_per_tier 10, max_merge_at_once 10)', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    for (let i = 0; i < 10; i++) {
      call(sim, 'PUT', `/i/_doc/${i}`, { m: `w${i}` });
      call(sim, 'POST', '/i/_search');
    }
    expect(segs(sim).segments).toBe(10);
    call(sim, 'PUT', '/i/_doc/10', { m: 'w10' });
    expect(segs(sim)).toEqual({ segments: 2, deleted: 0, count: 11 });
    // Every document is still found after the merge, each once.
    const hits = call(sim, 'POST', '/i/_search', { size: 20, query: { match: { m: 'w0 w5 w10' } } }).body.hits.hits.map((h: { _id: string }) => h._id);
    expect(hits.sort()).toEqual(['0', '10', '5']);
  });

  it('only_expunge_deletes merges the segments with more than expunge_deletes_allowed (10%) deleted', () => {
    const sim = ten({ 'index.merge.policy.deletes_pct_allowed': 50 });
    call(sim, 'PUT', '/i/_doc/1', { m: 'lazy cat' });
    call(sim, 'POST', '/i/_forcemerge?only_expunge_deletes=true');
    // 1 of 10 deleted is 10%, not above it: nothing merges.
    expect(segs(sim)).toEqual({ segments: 2, deleted: 1, count: 10 });
    call(sim, 'PUT', '/i/_doc/2', { m: 'lazy cat' });
    call(sim, 'POST', '/i/_forcemerge?only_expunge_deletes=true');
    // 2 of 10 in the first segment: it is rewritten without them; the updates' segments stay.
    expect(segs(sim)).toEqual({ segments: 3, deleted: 0, count: 10 });
    expect(stats(sim, 'cat')).toMatchObject({ n: 2, N: 10 });
  });

  it('--refresh explicit: a write\'s refresh=true refreshes only its shard, in the engine as in the visible documents', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', refresh: 'explicit' });
    call(sim, 'PUT', '/i', { settings: { number_of_shards: 3 }, mappings: { properties: { m: { type: 'text' } } } });
    const ranked = () => call(sim, 'POST', '/i/_search', { size: 50, query: { match: { m: 'w' } } }).body.hits.hits.map((h: { _id: string }) => h._id).sort();
    // The scan (a filter, not ranked) reads the visible documents: the engine must agree with it.
    const scanned = () => call(sim, 'POST', '/i/_search', { size: 50, query: { bool: { filter: { exists: { field: 'm' } } } } }).body.hits.hits.map((h: { _id: string }) => h._id).sort();
    for (let i = 0; i < 12; i++) call(sim, 'PUT', `/i/_doc/${i}`, { m: 'w' });
    expect(ranked()).toEqual([]);
    call(sim, 'PUT', '/i/_doc/12?refresh=true', { m: 'w' });
    const seen = ranked();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.length).toBeLessThan(13);
    expect(seen).toEqual(scanned());
    call(sim, 'DELETE', '/i/_doc/12?refresh=true');
    expect(ranked()).toEqual(scanned());
    call(sim, 'POST', '/i/_refresh');
    expect(ranked()).toHaveLength(12);
  });

  it('--refresh explicit: a refresh makes a segment; deletes and updates wait for it too', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', refresh: 'explicit' });
    call(sim, 'PUT', '/i', { mappings: { properties: { m: { type: 'text' } } } });
    for (let i = 0; i < 10; i++) call(sim, 'PUT', `/i/_doc/${i}`, { m: i === 0 ? 'quick fox' : 'lazy dog' });
    expect(segs(sim).segments).toBe(0);
    call(sim, 'POST', '/i/_refresh');
    expect(segs(sim).segments).toBe(1);
    call(sim, 'PUT', '/i/_doc/0', { m: 'quick fox' });
    // Not refreshed: the old version is live, the new one unseen.
    expect(stats(sim, 'quick')).toMatchObject({ n: 1, N: 10 });
    expect(segs(sim)).toMatchObject({ segments: 1, deleted: 0 });
    call(sim, 'POST', '/i/_refresh');
    expect(stats(sim, 'quick')).toMatchObject({ n: 2, N: 11 });
    expect(segs(sim)).toEqual({ segments: 2, deleted: 1, count: 10 });
  });
});
