/**
 * The filters of data stream aliases a search goes through (ES ≥ 7.15, `IndexNameExpressionResolver
 * .indexAliases` for a backing index): none when the expression names the stream or the backing index
 * itself, or reaches it through an alias with no filter for that stream; otherwise any of the aliases'
 * filters may match.
 */
import type { Json } from '../json.ts';
import type { IndexState } from '../state.ts';
import { simpleMatch } from '../resolve.ts';
import { parentStream, type DataStream } from './types.ts';

/**
 * What the stream aliases say of one backing index for the expression's parts: `'none'` (search it
 * unfiltered), the filters to OR, or undefined when the index is in no stream or no stream alias reaches it.
 */
export function streamAliasFilters(streams: ReadonlyMap<string, DataStream>, index: IndexState, parts: readonly string[]): Json[] | 'none' | undefined {
  if (streams.size === 0) return undefined;
  const ds = parentStream(streams, index.name);
  if (!ds) return undefined;
  const filters: Json[] = [];
  for (const p of parts) {
    if (simpleMatch(p, index.name) || simpleMatch(p, ds.name)) return 'none';
    for (const [alias, meta] of ds.aliases ?? []) {
      if (!simpleMatch(p, alias)) continue;
      if (meta.filter === undefined) return 'none';
      filters.push(meta.filter);
    }
  }
  return filters.length > 0 ? filters : undefined;
}
