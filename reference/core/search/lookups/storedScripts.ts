/**
 * Stored scripts named by a search's own scripts: the script query, script_score (query and function),
 * `_script` sorts, `script_fields` and the rescorers' queries. Elasticsearch compiles a `{"id": ...}` script
 * by reading its source from the cluster state (ScriptService.compile: for ScriptType.STORED it takes
 * `getScriptFromClusterState(id)`'s lang, source and options, then compiles as for an inline script, with the
 * request's params). The simulator's search scripts run without the cluster state, so the coordinating
 * rewrite puts the stored source in place of the id, as the terms lookups are fetched in place.
 *
 * An id the cluster state does not hold is left as it is: compiling it then fails with ES's 404
 * (`unable to find script [id] in cluster state`), after the body has parsed, as on Elasticsearch.
 * Aggregations resolve their stored scripts themselves (they run with the state), and runtime fields'
 * scripts are not rewritten.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { ClusterState } from '../../state.ts';

/** Sections whose scripts are not the search scripts' (see above). */
const SKIP = new Set(['aggs', 'aggregations', 'runtime_mappings']);
/**
 * A stored script reference holds only these keys (Script.parse); anything else is not one (a field named
 * `script`). With a `lang` it is left to the parser, which refuses it ("lang cannot be specified for stored scripts").
 */
const REF_KEYS = new Set(['id', 'params', 'options']);

function storedRef(v: Json): v is JsonObject & { id: string } {
  return isObject(v) && typeof v.id === 'string' && Object.keys(v).every((k) => REF_KEYS.has(k));
}

/** The body (or query) with each search script's stored id replaced by its source; the same object when none is. */
export function inlineStoredScripts<T extends Json | undefined>(state: ClusterState, node: T): T {
  if (state.storedScripts.size === 0 || node === undefined) return node;
  let changed = false;
  const walk = (n: Json): Json => {
    if (Array.isArray(n)) {
      const out = n.map((x) => walk(x as Json));
      return out.some((x, i) => x !== n[i]) ? out : n;
    }
    if (!isObject(n)) return n;
    let out: JsonObject | undefined;
    for (const [k, v] of Object.entries(n)) {
      let w: Json;
      if (SKIP.has(k)) w = v as Json;
      else if (k === 'script' && storedRef(v as Json)) {
        const ref = v as JsonObject & { id: string };
        const stored = state.storedScripts.get(ref.id);
        if (!stored) w = v as Json;
        else {
          // The request's params stay; lang and options are the stored script's (a stored script names its lang).
          const { id: _id, options: _options, ...rest } = ref;
          w = { ...rest, source: stored.source, lang: stored.lang, ...(stored.options && Object.keys(stored.options).length > 0 ? { options: stored.options } : {}) };
          changed = true;
        }
      } else w = walk(v as Json);
      if (w !== v) (out ??= { ...n })[k] = w;
    }
    return out ?? n;
  };
  const r = walk(node as Json);
  return (changed ? r : node) as T;
}
