/**
 * Fields mapped `doc_values: false`. Sorting, aggregating and `docvalue_fields` read a field's doc values
 * through its fielddataBuilder, which fails on such a field (MappedFieldType.failIfNoDocValues: keyword,
 * numbers, dates, booleans, ips); text fields have their own `fielddata` error, and an exists query still
 * answers through `_field_names`.
 */
import { docValuesDisabled, type EsError } from '../errors/index.ts';
import type { FieldRef } from './fields.ts';

const KINDS = new Set(['keyword', 'number', 'date', 'boolean']);

/** The failure reading this field's doc values gives, or undefined when it has them. */
export function noDocValuesFailure(ref: FieldRef, indexName: string): EsError | undefined {
  const def = ref.def;
  if (!def || ref.runtime || ref.metaValue || !KINDS.has(ref.kind)) return undefined;
  if (def.doc_values !== false && def.doc_values !== 'false') return undefined;
  return docValuesDisabled(ref.name, String(def.type ?? ref.kind), indexName);
}
