/**
 * Metadata fields named by exact name in the `fields` option (FieldFetcher.create: a pattern never matches
 * one). From ES 7.13 each is looked up through its field type's valueFetcher, which for `_seq_no`, `_source`
 * and `_field_names` throws (so the fetch phase fails); from 7.16 `_id`, `_index`, `_routing` and `_version`
 * fetch their values (elastic/elasticsearch#78939). `_ignored` is left to ignoredFields.ts.
 */
import type { Json, JsonObject } from '../json.ts';
import type { Doc, ScrollHit } from '../doc.ts';
import type { Profile } from '../../profiles.ts';
import { internalFieldFetch, internalFieldFetchRefused, type EsError } from '../errors/index.ts';

/**
 * Metadata field types whose valueFetcher throws "Cannot fetch values for internal field" (RankFeatureMetaFieldMapper's
 * `_feature` among them: mapper-extras registers it on every index).
 */
const INTERNAL = new Set(['_seq_no', '_source', '_field_names', '_nested_path', '_feature']);

/** The values each fetchable metadata field gives a hit. */
const DOC_META: Record<string, (doc: Doc, index: string) => Json | undefined> = {
  _id: (doc) => doc.id,
  _index: (_doc, index) => index,
  _routing: (doc) => doc.routing,
  _version: (doc) => doc.version,
};

/** The value a fetchable metadata field gives one document of an index (for an alias pointing at it), or undefined. */
export function metaFieldValue(name: string, doc: Doc, index: string): Json | undefined {
  return DOC_META[name]?.(doc, index);
}

/** The metadata fields a `fields` option names, as a per-hit adder, or the shard failure one of them gives. */
export function metaFieldsOption(names: readonly string[], profile: Profile, index: string): ((h: ScrollHit, out: JsonObject) => void) | EsError | undefined {
  if (profile.fieldsMetadata === 'skip') return undefined;
  const internal = names.find((n) => INTERNAL.has(n) || (profile.fieldsMetadata === 'fail-internal' && n in DOC_META));
  if (internal !== undefined) return profile.internalFieldFetchBadRequest ? internalFieldFetchRefused(internal, index) : internalFieldFetch(internal, index);
  const fetch = names.filter((n) => n in DOC_META);
  if (fetch.length === 0) return undefined;
  return (h, out) => {
    for (const n of fetch) {
      const v = DOC_META[n]!(h.doc, h.index);
      if (v !== undefined) out[n] = [v];
    }
  };
}
