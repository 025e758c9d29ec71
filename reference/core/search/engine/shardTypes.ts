/** The shapes of a searcher's shards and segments (types only, so modules that only name them import nothing back). */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { FieldIndex } from './fieldIndex.ts';
import type { FieldStats } from './similarity.ts';

/** One segment of a shard as a query runs on it (Lucene's LeafReaderContext). */
export interface ShardView {
  index: IndexState;
  shard: number;
  /** The segment's documents by (segment-local) doc id, deleted ones included. */
  docs: readonly Doc[];
  /** 1 where the document is deleted, or undefined when none is. */
  deleted: Uint8Array | undefined;
  /** The shard-wide id of doc 0 (the documents of earlier segments come first). */
  docBase: number;
  /** The index of a field (text or keyword) in this segment, or undefined when the field is neither. */
  field(name: string): FieldIndex | undefined;
  /** The shard the segment belongs to: its statistics. */
  reader: ShardReader;
}

/** A shard as a searcher sees it: its leaves and the statistics over all of them. */
export interface ShardReader {
  shard: number;
  leaves: ShardView[];
  /** Documents in the shard, deleted ones included (IndexReader.maxDoc). */
  maxDoc: number;
  fieldStats(field: string): FieldStats | undefined;
  docFreq(field: string, term: string): number;
  /** The term's frequency summed over the shard's documents, deleted ones included (TermStates.totalTermFreq). */
  totalTermFreq(field: string, term: string): number;
  /** Every term of the field in any segment, sorted (a multi-term query's rewrite enumerates these). */
  terms(field: string): string[];
}

