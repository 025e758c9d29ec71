/**
 * `terminate_after`: each shard stops collecting once it holds that many matches (ES's
 * EarlyTerminatingCollector); the response then says `terminated_early`, true when some shard met a match
 * beyond its limit. The same rule as `_count` (apis/count.ts), for searches.
 */
import type { Doc } from '../doc.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import type { CompiledQuery } from './query.ts';
import { shardOf } from './routing.ts';

/** Counts matches per shard of one index across a search; `terminated` once one was refused. */
export class ShardLimiter {
  terminated = false;
  private readonly seen = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** The query of one index, matching at most `limit` documents per shard (in `_doc` order). */
  wrap(q: CompiledQuery, index: IndexState, profile: Profile): CompiledQuery {
    const admit = (d: Doc): boolean => {
      const key = `${index.name}\u0000${shardOf(index, profile, d.id, d.routing)}`;
      const n = this.seen.get(key) ?? 0;
      if (n >= this.limit) {
        this.terminated = true;
        return false;
      }
      this.seen.set(key, n + 1);
      return true;
    };
    // Not match-all any more, and a document found by id still goes through the counting test.
    return { ...q, test: (d) => q.test(d) && admit(d), matchAll: false, byIdOnly: false };
  }
}
