/**
 * `highlight` inside a nested query's `inner_hits` (InnerHitBuilder's highlight, run by the fetch phase on
 * each inner hit): the nested objects of a page of inner hits highlighted as hits of their own, with the
 * nested query's inner query as the query (NestedInnerHitSubContext's query), on the index of the parent.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc, ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { Env } from '../../handler.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { parseHighlight } from '../highlight/options.ts';
import { highlightPage } from '../highlight/highlightHit.ts';

/** The `highlight` of each nested object of a page (undefined where nothing matched), or the failure. */
export function innerHitHighlights(opts: JsonObject, docs: readonly Doc[], query: Json | undefined, index: IndexState, env: Env): (JsonObject | undefined)[] | EsError | undefined {
  const raw = opts.highlight as Json | undefined;
  if (!isObject(raw) || docs.length === 0) return undefined;
  const spec = parseHighlight(raw, env.profile);
  if (isEsError(spec)) return spec;
  const hits: ScrollHit[] = docs.map((doc) => ({ index: index.name, doc }));
  const err = highlightPage(hits, { spec, query, profile: env.profile, now: env.now, shards: 1, index: (n) => (n === index.name ? index : undefined) });
  if (err) return err;
  return hits.map((h) => h.highlight as JsonObject | undefined);
}
