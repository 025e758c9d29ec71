/**
 * Indices whose mapping sets `_source: {enabled: false}`: they keep no `_source`, so their hits carry none
 * (FetchSourcePhase returns early when the hit has no source) and the `fields` option finds nothing to read in it
 * (from ES 8.3 FetchFieldsPhase no longer refuses such an index, elastic/elasticsearch#87267: fields that read
 * `_source` are skipped as if absent; before, and in OpenSearch, it does: `fieldsRefusal`).
 */
import { isObject, type JsonObject } from '../json.ts';
import type { IndexState } from '../state.ts';
import type { ScrollHit } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { fieldsWithoutSource, type EsError } from '../errors/index.ts';

/** Whether an index keeps `_source` (no mapping type sets `_source.enabled: false`). */
export function sourceKept(index: IndexState | undefined): boolean {
  for (const m of index?.mappings.values() ?? []) {
    const s = (m as JsonObject)._source;
    if (isObject(s) && (s.enabled === false || s.enabled === 'false')) return false;
  }
  return true;
}

/** The names of the searched indices that keep no `_source`. */
export function sourceOffIndices(indices: readonly IndexState[]): string[] {
  return indices.filter((i) => !sourceKept(i)).map((i) => i.name);
}

/**
 * FetchFieldsPhase's refusal, where the version has it, of the `fields` option on a fetched hit whose index
 * keeps no `_source`: the fetch phase runs only for the page's hits, so a search fetching none (size 0, no
 * match) answers as usual.
 */
export function fieldsRefusal(profile: Profile, fieldsAsked: boolean, page: readonly ScrollHit[], indices: readonly IndexState[]): EsError | undefined {
  if (!fieldsAsked || !profile.fieldsRefusedWithoutSource) return undefined;
  const off = new Set(sourceOffIndices(indices));
  const hit = off.size > 0 ? page.find((h) => off.has(h.index)) : undefined;
  return hit ? fieldsWithoutSource(profile, hit.index) : undefined;
}
