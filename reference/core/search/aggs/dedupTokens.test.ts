/** DeDuplicatingTokenFilter and DuplicateByteSequenceSpotter, against ES's own unit test. */
import { describe, expect, it } from 'vitest';
import { dedupTokens, DuplicateByteSequenceSpotter } from './dedupTokens.ts';
import { aggs, fixture, type Body } from './testkit.ts';

const ws = (s: string) => s.split(' ');

describe('DeDuplicatingTokenFilter', () => {
  it('drops repeated runs of 6 tokens (DeDuplicatingTokenFilterTests.testSimple)', () => {
    const out = dedupTokens(ws('a b c 1 2 3 4 5 6 7 a b c d 1 2 3 4 5 6 7 e f 1 2 3 4 5 6 7'), new DuplicateByteSequenceSpotter());
    expect(out.join(' ')).toBe('a b c 1 2 3 4 5 6 7 a b c d e f');
  });
  it('remembers runs across streams fed to one spotter, restarted between documents', () => {
    const spotter = new DuplicateByteSequenceSpotter();
    expect(dedupTokens(ws('g1 g2 g3 g4 g5 g6 x'), spotter)).toEqual(ws('g1 g2 g3 g4 g5 g6 x'));
    spotter.startNewSequence();
    expect(dedupTokens(ws('y g1 g2 g3 g4 g5 g6'), spotter)).toEqual(['y']);
    // A run shorter than 6 tokens is never a duplicate.
    spotter.startNewSequence();
    expect(dedupTokens(ws('g1 g2 g3 g4 g5'), spotter)).toEqual(ws('g1 g2 g3 g4 g5'));
  });
  it('counts sightings up to 255 (LightweightTreeNode.add)', () => {
    const s = new DuplicateByteSequenceSpotter();
    const seen: number[] = [];
    for (let i = 0; i < 300; i++) {
      s.startNewSequence();
      for (const b of [1, 2, 3, 4, 5]) s.addByte(b);
      seen.push(s.addByte(6));
    }
    expect(seen.slice(0, 3)).toEqual([0, 1, 2]);
    expect(seen.at(-1)).toBe(255);
  });
});

describe('significant_text filter_duplicate_text', () => {
  // search.aggregation/90_sig_text.yml "Dedup noise" (8.x suite): the documents, one shard.
  const texts: [string, string][] = [
    ['good noisewords1 g1 g2 g3 g4 g5 g6', 'good'], ['good  noisewords2 g1 g2 g3 g4 g5 g6', 'good'], ['bad noisewords3 b1 b2 b3 b4 b5 b6', 'bad'],
    ['bad noisewords4 b1 b2 b3 b4 b5 b6', 'bad'], ['good bad noisewords5 gb1 gb2 gb3 gb4 gb5 gb6', 'good'], ['good bad noisewords6 gb1 gb2 gb3 gb4 gb5 gb6', 'bad'],
    ['bad noisewords7 b1 b2 b3 b4 b5 b6', 'bad'],
  ];
  const st = fixture({ text: { type: 'text' }, class: { type: 'keyword' } }, texts.map(([text, c]) => ({ text, class: c })));
  const sig = (filter: boolean) =>
    (aggs(st, { class: { terms: { field: 'class' }, aggs: { s: { significant_text: { field: 'text', filter_duplicate_text: filter } } } } }).class.buckets as Body[]).map((b) => [b.key, (b.s.buckets as Body[]).map((x) => [x.key, x.doc_count])]);
  it('the repeated runs leave the subset after their first document: only the class words stay significant (90_sig_text.yml)', () => {
    expect(sig(true)).toEqual([['bad', [['bad', 4]]], ['good', [['good', 3]]]]);
    // Without the filter b1..b6 count in all 3 of their documents and outscore the class word.
    expect(sig(false)[0]![1]).toContainEqual(['b1', 3]);
  });
});
