/**
 * Which fields leave a malformed value out of the index instead of failing the document: a field's own
 * `ignore_malformed`, else the index's `index.mapping.ignore_malformed` (IGNORE_MALFORMED_SETTING, the default
 * of the parameter in every mapper that has it: NumberFieldMapper, DateFieldMapper, IpFieldMapper, the
 * geometry mappers, and BooleanFieldMapper from 8.8). Types without the parameter (keyword, text…) never take it.
 */
import type { Profile } from '../../profiles.ts';
import type { FieldDef } from './types.ts';

/** Field types whose mapper has an `ignore_malformed` parameter defaulting to the index setting. */
const TAKES_IGNORE_MALFORMED = new Set([
  'long', 'integer', 'short', 'byte', 'double', 'float', 'half_float', 'scaled_float', 'unsigned_long',
  'date', 'date_nanos', 'ip', 'geo_point', 'geo_shape', 'shape', 'point',
]);

const isTrue = (v: unknown): boolean => v === true || v === 'true';

/** Whether the index's settings turn `ignore_malformed` on by default. */
export function indexIgnoresMalformed(settings: Record<string, string | string[]> | undefined): boolean {
  return isTrue(settings?.['index.mapping.ignore_malformed']);
}

/** Whether a field's type has the `ignore_malformed` parameter (and so takes the index's default); boolean per version. */
export function takesIgnoreMalformed(def: FieldDef, profile?: Profile): boolean {
  return TAKES_IGNORE_MALFORMED.has(String(def.type)) || (def.type === 'boolean' && profile?.booleanIgnoreMalformed === true);
}

/** Whether a field leaves malformed values out, given the index's default. */
export function ignoresMalformed(def: FieldDef, indexDefault: boolean, profile: Profile): boolean {
  const own = def.ignore_malformed;
  if (isTrue(own)) return true;
  if (!indexDefault || !takesIgnoreMalformed(def, profile)) return false;
  // An explicit `false` wins over the index's default, except where OpenSearch let the index win (before 3.2).
  return own === undefined || !profile.fieldIgnoreMalformedWins;
}

/** The field as the index's default makes it: `ignore_malformed: true` written in when the default applies. */
export function withIndexMalformed(def: FieldDef, indexDefault: boolean, profile: Profile): FieldDef {
  if (!indexDefault || isTrue(def.ignore_malformed)) return def;
  return ignoresMalformed(def, indexDefault, profile) ? { ...def, ignore_malformed: true } : def;
}
