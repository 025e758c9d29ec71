/** The rows aggregations collect: top-level documents, or nested objects of them. */
import type { JsonObject } from '../../json.ts';
import { StoredDoc, type Doc } from '../../doc.ts';

/**
 * A document as an aggregation sees it: a top-level document, or one nested object of it (a `nested`
 * aggregation steps into them; `reverse_nested` steps back out).
 */
export type Row = Doc | NestedRow;

/** One object of a nested field, as Lucene indexes it beside its root document. */
export interface NestedRow {
  readonly nested: true;
  readonly root: Doc;
  /** The nested field's full path (`comments`, `comments.replies`). */
  readonly path: string;
  readonly obj: JsonObject;
  readonly parent: Row;
}


/**
 * What one row adds to a bucket's `doc_count`: a top-level document's `_doc_count` (a positive integer; the
 * field pre-aggregated documents carry), else 1. ES's DocCountProvider reads the `_doc_count` doc values of the
 * segment and falls back to 1 (DocCountFieldType's default); nested objects are their own Lucene documents
 * without that field, so each counts 1.
 */
export function rowDocCount(row: Row): number {
  if ('nested' in row) return 1;
  // Most documents never name the field: answered from the stored text, without parsing every source.
  if (row instanceof StoredDoc && !row.mentions('"_doc_count"')) return 1;
  const v = row.parsed._doc_count;
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 1;
}

/** The `doc_count` of a bucket holding `rows`: the sum of their `rowDocCount`. */
export function docCountOf(rows: readonly Row[]): number {
  let n = 0;
  for (const r of rows) n += rowDocCount(r);
  return n;
}
