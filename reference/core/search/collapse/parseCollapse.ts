/**
 * The `collapse` body element (CollapseBuilder's ObjectParser): the field, `inner_hits` (one object or an
 * array, each named: InnerHitBuilder), `max_concurrent_group_searches` (accepted; the simulator expands
 * groups one after the other, which any concurrency gives the same answer as).
 */
import { isObject, type Json, type JsonObject, xContentToken } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import { collapseFieldInvalid, unknownField, valueTypeUnsupported, type EsError, type TextPosition } from '../../errors/index.ts';
import { keyAt } from '../../byScroll/bodyPosition.ts';

/** A parsed `collapse`. */
export interface CollapseSpec {
  field: string;
  /** The `inner_hits` definitions, as given (each has a `name`). */
  innerHits: JsonObject[];
}

const AT = { line: 1, col: 1 };
const INNER_HIT_KEYS = new Set(['name', 'ignore_unmapped', 'from', 'size', 'explain', 'version', 'seq_no_primary_term', 'track_scores', 'stored_fields', 'docvalue_fields', 'fields', '_source', 'sort', 'highlight', 'collapse', 'script_fields']);
const NO_NAME = 'inner_hits must have a [name]; set the [name] field in the inner_hits definition';


function innerHit(v: JsonObject, profile: Profile, at: (k: string) => TextPosition): JsonObject | EsError {
  for (const k of Object.keys(v)) if (!INNER_HIT_KEYS.has(k)) return unknownField(profile, 'inner_hits', k, at(k), [...INNER_HIT_KEYS]);
  if (typeof v.name !== 'string') return collapseFieldInvalid(profile, 'inner_hits', NO_NAME, AT);
  return v;
}

/** Parses `collapse`, or the error CollapseBuilder's parser gives (an unknown key at its own position in `text`, the body). */
export function parseCollapse(raw: Json, profile: Profile, text?: string): CollapseSpec | EsError {
  if (!isObject(raw)) return valueTypeUnsupported(profile, 'collapse', 'collapse', xContentToken(raw), AT);
  let field: string | undefined;
  const innerHits: JsonObject[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'field') {
      if (typeof v !== 'string') return valueTypeUnsupported(profile, 'collapse', 'field', xContentToken(v as Json), AT);
      if (v === '') return collapseFieldInvalid(profile, 'field', 'field name is null or empty', AT);
      field = v;
    } else if (k === 'max_concurrent_group_searches') {
      const n = typeof v === 'string' ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n)) return valueTypeUnsupported(profile, 'collapse', k, xContentToken(v as Json), AT);
      if (n < 1) return collapseFieldInvalid(profile, k, 'maxConcurrentGroupRequests` must be positive', AT);
    } else if (k === 'inner_hits') {
      const list = Array.isArray(v) ? v : [v];
      for (const [i, one] of list.entries()) {
        if (!isObject(one)) return collapseFieldInvalid(profile, k, 'Invalid token in inner_hits array', AT);
        const h = innerHit(one, profile, (key) => keyAt(text, Array.isArray(v) ? ['collapse', k, i, key] : ['collapse', k, key]));
        if ('kind' in h && h.kind === 'es-error') return h as EsError;
        innerHits.push(h as JsonObject);
      }
    } else return unknownField(profile, 'collapse', k, keyAt(text, ['collapse', k]), ['field', 'inner_hits', 'max_concurrent_group_searches']);
  }
  // CollapseBuilder.build: `no collapse field specified` is a shard's refusal (collapseKeys.ts).
  return { field: field ?? '', innerHits };
}
