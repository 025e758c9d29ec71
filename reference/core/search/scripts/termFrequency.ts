/**
 * OpenSearch's term frequency functions of the score context (2.10, TermFrequencyFunction and
 * ScoreScriptUtils): `termFreq(field, term)` the term's frequency in the document (Lucene's
 * TermFreqValueSource, an int), `totalTermFreq(field, term)` its frequency over the shard and
 * `sumTotalTermFreq(field)` the field's over the shard (longs, from the shard's statistics: a deleted
 * document counts until a merge). The term is taken as it is, not analysed (BytesRefs.toBytesRef).
 */
import { JLong, type JValue } from '../../script/painless/values.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { javaToString } from '../../script/painless/javaString.ts';
import { leafOf, shardReaders } from '../engine/shardViews.ts';
import { registerScoreFunction, type ScoreScriptDoc } from './scoreFunctions.ts';

function text(v: JValue | undefined): string {
  if (v === null || v === undefined) return javaThrow('null_pointer_exception', null);
  return javaToString(v);
}

/** The term's frequency in the document being scored (0 when absent). */
function termFreq(at: ScoreScriptDoc, field: string, term: string): number {
  const leaf = leafOf(at.index, at.profile, at.shard, at.doc);
  const postings = leaf?.view.field(field)?.terms.get(term);
  if (!leaf || !postings) return 0;
  for (let i = 0; i < postings.docs.length; i++) if (postings.docs[i] === leaf.docId) return postings.freqs[i]!;
  return 0;
}

/** The term's frequency summed over the shard's documents. */
function totalTermFreq(at: ScoreScriptDoc, field: string, term: string): number {
  let n = 0;
  for (const leaf of shardReaders(at.index, at.profile)[at.shard]?.leaves ?? []) {
    const p = leaf.field(field)?.terms.get(term);
    if (p) for (let i = 0; i < p.freqs.length; i++) n += p.freqs[i]!;
  }
  return n;
}

const inOpenSearch210 = (p: ScoreScriptDoc['profile']): boolean => p.scoreTermFrequencyFunctions;

registerScoreFunction('termFreq', 2, (at) => ([f, t]) => termFreq(at, text(f), text(t)), inOpenSearch210);
registerScoreFunction('totalTermFreq', 2, (at) => ([f, t]) => new JLong(BigInt(totalTermFreq(at, text(f), text(t)))), inOpenSearch210);
registerScoreFunction(
  'sumTotalTermFreq',
  1,
  (at) => ([f]) => new JLong(BigInt(shardReaders(at.index, at.profile)[at.shard]?.fieldStats(text(f))?.sumTotalTermFreq ?? 0)),
  inOpenSearch210,
);
