/**
 * The error a `format` on a `fields` entry gives when the field's type takes none: the mapper's
 * valueFetcher(context, format) throws `Field [f] of type [t] doesn't support formats.`, and from ES 7.16
 * FieldFetcher.buildValueFetcher wraps it as `error fetching [f]: …`, with ` which matched [pattern]` when
 * the entry was a pattern (the official search/330_fetch_fields.yml "error includes field name", "error
 * includes glob pattern", "error for flattened includes whole path"). Date fields take one here, and the
 * geometry fields `geojson` or `wkt` (geo/geoFetch.ts).
 */
import { fieldFormatUnsupported, notSupportedBySimulator, type EsError } from '../errors/index.ts';
import { GEOMETRY_TYPES, geometryFormatRefusal } from './geo/geoFetch.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import type { Profile } from '../../profiles.ts';
import { simpleMatch } from '../resolve.ts';
import { resolveField, type FieldRef } from './fields.ts';

/** One leaf a pattern can match: its name and what it resolves to. */
export interface FormatLeaf {
  name: string;
  ref: FieldRef;
}

/** Whether `name` is a key under a `flattened` field (`flattened.bar`: KeyedFlattenedFieldType, typeName `flattened`). */
export function underFlattened(index: IndexState, name: string): boolean {
  const segs = name.split('.');
  for (const m of index.mappings.values()) {
    let props: Record<string, FieldDef> | undefined = m.properties;
    for (let i = 0; i < segs.length - 1 && props; i++) {
      const def: FieldDef | undefined = props[segs[i]!];
      if (!def) break;
      if (def.type === 'flattened') return true;
      props = def.properties;
    }
  }
  return false;
}

/** The first `fields` entry with a `format` its field refuses, as ES fails the shard; undefined when all take theirs. */
export function fieldsFormatError(
  index: IndexState,
  entries: readonly { field: string; format?: string }[],
  leaves: readonly FormatLeaf[],
  profile: Profile,
): EsError | undefined {
  for (const r of entries) {
    if (r.format === undefined) continue;
    const pattern = r.field.includes('*');
    for (const l of leaves) {
      if (!simpleMatch(r.field, l.name) || l.ref.kind === 'date') continue;
      const type = l.ref.def?.type ?? 'object';
      if (!GEOMETRY_TYPES.has(type)) return refused(l.name, type, pattern ? r.field : undefined, index.name, profile);
      // A geometry field takes `geojson` and `wkt` (GeometryFormatterFactory) and refuses other names.
      const refusal = geometryFormatRefusal(r.format);
      if (refusal === 'mvt') return notSupportedBySimulator('the [mvt] format of the fields option');
      if (refusal !== undefined) return refused(l.name, type, pattern ? r.field : undefined, index.name, profile, refusal);
    }
    // A key of a flattened field is no leaf of the mapping, yet resolves to a field type of its own.
    if (!pattern && !leaves.some((l) => l.name === r.field) && underFlattened(index, r.field) && resolveField(index, r.field).kind !== 'unmapped') {
      return refused(r.field, 'flattened', undefined, index.name, profile);
    }
  }
  return undefined;
}

function refused(field: string, type: string, pattern: string | undefined, index: string, profile: Profile, reason?: string): EsError {
  if (!profile.fieldFetchErrorPrefix) return fieldFormatUnsupported(field, type, index, undefined, reason);
  return fieldFormatUnsupported(field, type, index, pattern === undefined ? `error fetching [${field}]` : `error fetching [${field}] which matched [${pattern}]`, reason);
}
