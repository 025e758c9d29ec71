/**
 * Lookup runtime fields (ES 8.2, LookupRuntimeFieldType and FetchLookupFieldsPhase): under a hit's `fields`
 * only, each value of `input_field` (as the fields option prints it) is looked up in `target_index` by a
 * term query on `target_field`, size 1, and the hit found gives its `fetch_fields` as one map of field →
 * values (Collectors.toMap: Java's HashMap order); inputs that find nothing add nothing, and a field with no
 * value is left out. Queries and aggregations on a lookup field are refused (lookupQueryRefused,
 * lookupFielddataRefused).
 */
import type { ScrollHit } from '../../doc.ts';
import type { Json, JsonObject } from '../../json.ts';
import type { Profile } from '../../../profiles.ts';
import type { ClusterState, IndexState } from '../../state.ts';
import { isEsError, lookupInputUnmapped, type EsError } from '../../errors/index.ts';
import { hashMapOrder } from '../../ingest/javaValues.ts';
import { simpleMatch } from '../../resolve.ts';
import { buildFetch, type FieldAndFormat } from '../fetchFields.ts';
import { resolveField } from '../fields.ts';
import { docsInOrder } from '../visibleDocs.ts';
import { runtimeDefsOf } from './runtimeFields.ts';
import type { RuntimeDef } from './definitions.ts';

type Fetch = (h: ScrollHit) => JsonObject | undefined;

function fetchFieldsOf(def: RuntimeDef): FieldAndFormat[] {
  const raw = def.raw.fetch_fields;
  return (Array.isArray(raw) ? raw : []).map((f) => (typeof f === 'string' ? { field: f } : { field: String((f as JsonObject).field), ...((f as JsonObject).format !== undefined ? { format: String((f as JsonObject).format) } : {}) }));
}

/** The hit of a term query on `field` for `value` in `target` (size 1: the first in document order). */
function firstMatch(target: IndexState, field: string, value: string, profile: Profile): ScrollHit | undefined {
  const read = buildFetch({ fields: [{ field }] }, [target], profile);
  if (isEsError(read)) return undefined;
  for (const doc of docsInOrder(target)) {
    const h = { index: target.name, doc };
    const vals = read(h)?.[field];
    if (Array.isArray(vals) && vals.some((v) => String(v) === value)) return h;
  }
  return undefined;
}

/** The `fields` fetch with the lookup runtime fields the request names added; undefined when none is named. */
export function withLookupFields(fetch: Fetch | undefined, indices: readonly IndexState[], state: ClusterState, profile: Profile, requested: readonly FieldAndFormat[] | undefined): Fetch | EsError | undefined {
  if (!requested || requested.length === 0) return fetch;
  const plans = new Map<string, { def: RuntimeDef; input: Fetch; target: IndexState | undefined; fetchFields: FieldAndFormat[] }[]>();
  for (const index of indices) {
    const lookups = [...runtimeDefsOf(index).values()].filter((d) => d.type === 'lookup' && requested.some((r) => simpleMatch(r.field, d.name)));
    if (lookups.length === 0) continue;
    const plan = [];
    for (const def of lookups) {
      const inputField = String(def.raw.input_field);
      if (resolveField(index, inputField).kind === 'unmapped') return lookupInputUnmapped(inputField, index.name, index.uuid);
      const input = buildFetch({ fields: [{ field: inputField }] }, [index], profile);
      if (isEsError(input)) return input;
      plan.push({ def, input, target: state.indices.get(String(def.raw.target_index)), fetchFields: fetchFieldsOf(def) });
    }
    plans.set(index.name, plan);
  }
  if (plans.size === 0) return fetch;
  return (h) => {
    const base = fetch?.(h);
    const plan = plans.get(h.index);
    if (!plan) return base;
    const out: JsonObject = { ...(base ?? {}) };
    for (const p of plan) {
      const inputs = p.input(h)?.[String(p.def.raw.input_field)];
      if (!Array.isArray(inputs) || !p.target) continue;
      const read = buildFetch({ fields: p.fetchFields }, [p.target], profile);
      if (isEsError(read)) continue;
      const values: Json[] = [];
      for (const v of inputs) {
        const hit = firstMatch(p.target, String(p.def.raw.target_field), String(v), profile);
        const got = hit ? read(hit) : undefined;
        if (!got || Object.keys(got).length === 0) continue;
        const ordered: JsonObject = {};
        for (const k of hashMapOrder(Object.keys(got))) ordered[k] = got[k]!;
        values.push(ordered);
      }
      if (values.length > 0) out[p.def.name] = values;
      else delete out[p.def.name];
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
}
