/** Documents of a shard grouped into buckets by another reader than the bucket aggregation's own (columnar.ts). */
import type { EsError } from '../../errors/index.ts';
import type { SubResults } from './types.ts';

/** A shard's matching documents grouped by bucket key: each key's document count, and its bucket's sub-aggregations. */
export interface Grouped<K> {
  counts: Map<K, number>;
  subs(key: K): SubResults | EsError;
}

/** Groups a shard's matching documents by the keys `key` gives their values (undefined: no bucket), a document once per key. */
export type NumberGrouper = (key: (v: number) => number | undefined) => Grouped<number>;
