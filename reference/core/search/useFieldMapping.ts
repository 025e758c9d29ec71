/**
 * `docvalue_fields` with `format: use_field_mapping`, the 6.4–6.x way to ask for the mapping's format: ES 7.x
 * (and OpenSearch, forked from 7.10) still take it as "no format" with a deprecation, in FetchDocValuesPhase
 * ("[use_field_mapping] is a special format that was only used to ease the transition to 7.x. ..."); ES 8
 * reads it as a plain format (only the v7 compatible parser drops it, FieldAndFormat).
 */
import { isObject, type Json } from '../json.ts';
import type { Profile } from '../../profiles.ts';

/** The special format's name (FetchDocValuesPhase.USE_DEFAULT_FORMAT). */
export const USE_FIELD_MAPPING = 'use_field_mapping';

/** FetchDocValuesPhase's deprecation text. */
export const USE_FIELD_MAPPING_WARNING =
  "[use_field_mapping] is a special format that was only used to ease the transition to 7.x. It has become the default and shouldn't be set explicitly anymore.";

/** Whether a `format` asks for the mapping's own format rather than naming one, in this profile. */
export function meansMappingFormat(profile: Profile, format: string | undefined): boolean {
  return format === USE_FIELD_MAPPING && profile.useFieldMappingFormat !== 'literal';
}

/** The warning a search body's `docvalue_fields` earns (once), when its fetch phase runs. */
export function useFieldMappingWarnings(profile: Profile, body: Json | undefined): string[] {
  if (profile.useFieldMappingFormat !== 'deprecated' || !isObject(body)) return [];
  const dv = body.docvalue_fields;
  const list = Array.isArray(dv) ? dv : [dv];
  return list.some((el) => isObject(el) && el.format === USE_FIELD_MAPPING) ? [USE_FIELD_MAPPING_WARNING] : [];
}
