/**
 * The update API's body as UpdateRequest's ObjectParser reads it (ES 7.6+): a field it does not declare is
 * refused before anything is written, with the declared fields' closest names as suggestions.
 */
import { updateUnknownField, type EsError } from '../errors/index.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import type { JsonObject } from '../json.ts';

/** UpdateRequest.PARSER's fields (8.19; the same in OpenSearch's fork). */
const DECLARED = ['script', 'scripted_upsert', 'upsert', 'doc', 'doc_as_upsert', 'detect_noop', '_source', 'if_seq_no', 'if_primary_term'];

/** The first undeclared field of an update body, as ES refuses it; undefined when every field is known. */
export function updateBodyUnknownField(body: JsonObject, raw: string | undefined): EsError | undefined {
  const bad = Object.keys(body).find((k) => !DECLARED.includes(k));
  return bad === undefined ? undefined : updateUnknownField(keyAt(raw, [bad]), bad, DECLARED);
}
