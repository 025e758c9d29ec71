/**
 * Highlighting as the fetch phase of a search runs it: what a search keeps to highlight its pages (its
 * parsed `highlight` and its query, kept with the render options so every scroll page highlights too),
 * and the highlighting of one page of hits before it is rendered.
 */
import type { Json, JsonObject } from '../../json.ts';
import type { ClusterState } from '../../state.ts';
import type { ScrollHit } from '../../doc.ts';
import type { Env } from '../../handler.ts';
import type { EsError } from '../../errors/index.ts';
import type { QuerySource } from '../execute.ts';
import type { HighlightSpec } from './options.ts';
import { highlightPage } from './highlightHit.ts';

interface Kept {
  spec: HighlightSpec;
  query: Json | undefined;
}

/** What a search keeps in its render options to highlight its pages. */
export function highlightRender(spec: HighlightSpec, src: QuerySource): JsonObject {
  // A `q=` search is a query_string query (RestSearchAction.parseSearchSource): its terms as that query gives them.
  const kept: Kept = { spec, query: src.kind === 'json' ? src.query : { query_string: { query: src.value } } };
  return kept as unknown as JsonObject;
}

/** Highlights a page of hits when its search asked for it (sets `highlight` on each hit), or the shard's failure. */
export function highlightHits(state: ClusterState, env: Env, page: ScrollHit[], kept: JsonObject | undefined, shards: number): EsError | undefined {
  if (!kept || page.length === 0) return undefined;
  const k = kept as unknown as Kept;
  return highlightPage(page, { spec: k.spec, query: k.query, profile: env.profile, now: env.now, shards, index: (name) => state.indices.get(name) });
}
