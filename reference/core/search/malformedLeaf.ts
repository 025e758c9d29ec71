/**
 * The values a search never sees: a malformed value of a field with `ignore_malformed` (its own, or the index's
 * `index.mapping.ignore_malformed`) is left out of the index, so queries, sorts and aggregations that read the
 * field skip it while `_source` (and `fields`' ignored_field_values) keep it. geo_point readers skip what they
 * cannot parse on their own (geo/geoPoint.ts).
 */
import type { Json } from '../json.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { getProfile } from '../../profiles.ts';
import { indexIgnoresMalformed, takesIgnoreMalformed } from '../mapping/ignoreMalformed.ts';
import { isIgnoredValue } from './ignoredFields.ts';

/**
 * A test of the values a field's mapper left out as malformed, or undefined when it keeps them all. Whether a
 * value parses does not depend on the version from 7.0 on (dates are java.time's), so the default profile reads it.
 */
export function malformedLeafFilter(index: IndexState, def: FieldDef): ((v: Json) => boolean) | undefined {
  const profile = getProfile();
  if (def.type === 'geo_point' || !takesIgnoreMalformed(def, profile)) return undefined;
  const own = def.ignore_malformed;
  const on = own === true || own === 'true' || (own === undefined && indexIgnoresMalformed(index.settings));
  if (!on) return undefined;
  const forced: FieldDef = { ...def, ignore_malformed: true };
  return (v) => isIgnoredValue(forced, v, profile);
}
