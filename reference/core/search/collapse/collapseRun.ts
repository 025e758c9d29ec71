/**
 * What a collapsed search adds to collect.ts, in one place: the shard's checks in SearchService.parseSource's
 * order (scroll, search_after, rescore, then the field: CollapseBuilder.build), the group of each hit for
 * CollapsingTopK, the collapse value printed in each hit's `fields`, and the expand phase's plan.
 */
import type { JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { collapseMultiValued, collapseShardRefused, isEsError, shardArgumentFailure, type EsError } from '../../errors/index.ts';
import type { SortSpec } from '../sort.ts';
import { collapseKeyer, groupKey, type CollapseKeyer } from './collapseKeys.ts';
import type { CollapseSpec } from './parseCollapse.ts';
import type { ExpandPlan } from './expand.ts';
import type { QuerySource } from '../execute.ts';

/** The collapse state of one search: a keyer per index searched. */
export class CollapseRun {
  private readonly keyers = new Map<string, CollapseKeyer>();

  constructor(readonly spec: CollapseSpec) {}

  /** The shard-level checks and the index's keyer (in parseSource's order), or the shard's failure. */
  open(index: IndexState, profile: Profile, o: { scroll: boolean; after: number | undefined; sort: SortSpec[] | undefined; rescore: boolean }): EsError | undefined {
    if (o.scroll) return collapseShardRefused('cannot use `collapse` in a scroll context', index.name);
    if (o.after !== undefined) {
      if (profile.collapseSearchAfter === 'refuse') return collapseShardRefused('cannot use `collapse` in conjunction with `search_after`', index.name);
      const sort = o.sort ?? [];
      const same = sort.length === 1 && sort[0]!.field === this.spec.field;
      // SearchAfterBuilder.buildFieldDoc counts the values first (collect.ts answers that).
      if (!same && sort.length === o.after) {
        if (profile.collapseSearchAfter === 'same-field-os') return collapseShardRefused('collapse field and sort field must be the same when use `collapse` in conjunction with `search_after`', index.name);
        return shardArgumentFailure(profile, 'Cannot use [collapse] in conjunction with [search_after] unless the search is sorted on the same field. Multiple sort fields are not allowed.', index.name);
      }
    }
    if (o.rescore && !profile.collapseWithRescore) return collapseShardRefused('cannot use `collapse` in conjunction with `rescore`', index.name);
    const k = collapseKeyer(this.spec, index, profile);
    if (isEsError(k)) return k;
    this.keyers.set(index.name, k);
    return undefined;
  }

  /** A hit's group key, or the multi-valued failure. */
  group(index: string, doc: Doc, pos: number): string | EsError {
    const v = this.keyers.get(index)!(doc);
    if (v !== null && typeof v === 'object') return collapseMultiValued(pos, index);
    return groupKey(v);
  }

  /** A document's collapse value (null without one; a multi-valued field has failed the search before). */
  value(index: string, doc: Doc): string | number | null {
    const v = this.keyers.get(index)?.(doc) ?? null;
    return v !== null && typeof v === 'object' ? null : v;
  }

  /** The hit's `fields` with the collapse value added (SearchHit's document field for the collapse key). */
  fetch(base: ((h: ScrollHit) => JsonObject | undefined) | undefined): (h: ScrollHit) => JsonObject {
    return (h) => ({ ...(base?.(h) ?? {}), [this.spec.field]: [this.value(h.index, h.doc)] });
  }

  /** What the expand phase needs (apis/search.ts runs it on the page). */
  plan(src: QuerySource): ExpandPlan {
    return { spec: this.spec, query: src.kind === 'json' ? src.query : { query_string: { query: src.value } }, valueOf: (h) => this.value(h.index, h.doc) };
  }
}
