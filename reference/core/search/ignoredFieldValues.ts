/**
 * `ignored_field_values` of a hit (ES ≥ 8.0): the `fields` option fetches each field's values from `_source`
 * through its mapper, and a value the mapper cannot parse, of a field with `ignore_malformed` (or a keyword
 * value past `ignore_above`, which parses to null), is set aside
 * (SourceValueFetcher.fetchValues adds it to the DocumentField's ignored values) instead of failing the fetch.
 * SearchHit prints them after `fields`, per field, as they were in the source; `fields` keeps only the fields
 * with a value left. The set-aside values ride on the hit's `fields` object under a symbol (which JSON never
 * prints), so the fetchers that copy that object (script fields, collapse) keep them.
 */
import type { Json, JsonObject } from '../json.ts';
import type { IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { resolveField } from './fields.ts';
import { isIgnoredValue } from './ignoredFields.ts';
import { ignoresMalformed, indexIgnoresMalformed } from '../mapping/ignoreMalformed.ts';
import { indexIgnoreAbove, withIndexIgnoreAbove } from '../mapping/ignoreAbove.ts';

const IGNORED = Symbol('ignored_field_values');

/** Splits a field's source values: the malformed ones of an ignore_malformed field go to `out`, the rest are returned. */
export function ignoredValuesSplitter(index: IndexState, profile: Profile, out: JsonObject): (field: string, raw: Json[]) => Json[] {
  const im = indexIgnoresMalformed(index.settings);
  const above = indexIgnoreAbove(index.settings);
  return (field, raw) => {
    const found = resolveField(index, field).def;
    const def = found && withIndexIgnoreAbove(found, above);
    // A keyword value past `ignore_above` parses to null, and SourceValueFetcher.fetchValues sets a value that
    // parses to null aside with the malformed ones (the "Ignored field values" example of the docs' page
    // retrieve-selected-fields).
    if (!def || !(ignoresMalformed(def, im, profile) || (def.type === 'keyword' && typeof def.ignore_above === 'number'))) return raw;
    const kept: Json[] = [];
    const aside: Json[] = [];
    for (const v of raw) (isIgnoredValue(def, v, profile, im) ? aside : kept).push(v);
    if (aside.length > 0) out[field] = aside;
    return kept;
  };
}

/** Attaches a hit's set-aside values to its `fields` object. */
export function withIgnoredValues(fields: JsonObject, ignored: JsonObject): void {
  (fields as unknown as Record<symbol, JsonObject>)[IGNORED] = ignored;
}

/** The set-aside values a hit's `fields` object carries, if any. */
export function ignoredValuesOf(fields: JsonObject): JsonObject | undefined {
  return (fields as unknown as Record<symbol, JsonObject | undefined>)[IGNORED];
}
