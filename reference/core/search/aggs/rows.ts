/** The rows aggregations collect: top-level documents, or nested objects of them. */
import type { JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';

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

