/**
 * Metadata fields a query reads that the plain field resolver (fields.ts) does not know, because their values
 * depend on the profile or live off the document's metadata: `_ignored` (IgnoredFieldMapper: a keyword field,
 * indexed, one value per ignored field) and `_version` (VersionFieldMapper: a numeric doc value on every
 * document). `_source` is neither indexed nor searchable (SourceFieldMapper.SourceFieldType).
 */
import type { FieldRef } from './fields.ts';
import { resolveField } from './fields.ts';
import { ignoredFieldsOf } from './ignoredFields.ts';
import type { QueryContext } from './queryLeaves.ts';

/** A field as a query resolves it: the metadata fields above first, then the index's own resolution. */
export function queryFieldRef(ctx: QueryContext, name: string): FieldRef {
  if (name === '_ignored' && ctx.profile.ignoredMetaField) {
    const index = ctx.index;
    const profile = ctx.profile;
    return { name, kind: 'keyword', sourcePath: [], format: '', runtime: (d) => ignoredFieldsOf(index, d, profile) };
  }
  // VersionFieldType has doc values on every document, so its exists query (a FieldExistsQuery) matches them all.
  if (name === '_version') return { name, kind: 'number', sourcePath: [], format: '', metaValue: (d) => d.version };
  return resolveField(ctx.index, name);
}

/** Whether a field is `_source`, whose exists and term queries fail (SourceFieldType: "The _source field is not searchable"). */
export function isSourceField(name: string): boolean {
  return name === '_source';
}
