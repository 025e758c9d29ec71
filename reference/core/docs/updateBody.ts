/**
 * The update API's body as UpdateRequest's ObjectParser reads it (ES 7.6+): a field it does not declare is
 * refused before anything is written, with the declared fields' closest names as suggestions.
 */
import { fieldParseFailed, notABoolean, updateUnknownField, valueTypeUnsupported, type EsError } from '../errors/index.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import type { Json, JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';

/** UpdateRequest.PARSER's fields (8.19; the same in OpenSearch's fork). */
const DECLARED = ['script', 'scripted_upsert', 'upsert', 'doc', 'doc_as_upsert', 'detect_noop', '_source', 'if_seq_no', 'if_primary_term'];

/** The first undeclared field of an update body, as ES refuses it; undefined when every field is known. */
export function updateBodyUnknownField(body: JsonObject, raw: string | undefined): EsError | undefined {
  const bad = Object.keys(body).find((k) => !DECLARED.includes(k));
  return bad === undefined ? undefined : updateUnknownField(keyAt(raw, [bad]), bad, DECLARED);
}

/** The update body's flags: read elsewhere as `=== true` (or `!== false`), so each must be a JSON boolean. */
const FLAGS = ['doc_as_upsert', 'scripted_upsert', 'detect_noop'];

function tokenOf(v: Json): string {
  return typeof v === 'number' ? 'VALUE_NUMBER' : v === null ? 'VALUE_NULL' : Array.isArray(v) ? 'START_ARRAY' : typeof v === 'object' ? 'START_OBJECT' : 'VALUE_STRING';
}

/**
 * The update body with its boolean flags as booleans. ES reads them with `parser.booleanValue()`, which takes
 * a JSON boolean or the strings "true"/"false" (Booleans.parseBoolean) — clients such as Perl's send
 * `"doc_as_upsert":"true"` or `1`. From 7.6 UpdateRequest's ObjectParser (declareBoolean: VALUE_BOOLEAN or
 * VALUE_STRING) refuses another string (`failed to parse field`) and any other token (`doesn't support values
 * of type`); before, another value leaves the flag unset as the simulator always did.
 */
export function updateBodyFlags(profile: Profile, body: JsonObject, raw: string | undefined): JsonObject | EsError {
  let out = body;
  for (const k of FLAGS) {
    const v = body[k];
    if (v === undefined || typeof v === 'boolean') continue;
    if (v === 'true' || v === 'false') {
      out = out === body ? { ...body } : out;
      out[k] = v === 'true';
      continue;
    }
    if (!profile.updateBodyStrict) continue;
    const at = valueAt(raw, [k]);
    if (typeof v === 'string') return fieldParseFailed(profile, 'UpdateRequest', k, at, notABoolean(v));
    return valueTypeUnsupported(profile, 'UpdateRequest', k, tokenOf(v as Json), at);
  }
  return out;
}
