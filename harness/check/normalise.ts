/**
 * Normalisation before a differential comparison: drop what legitimately differs between two
 * conforming servers (timings, uuids, shard headers, scoring, error prose), keep what the
 * spec fixes (status, error.type, acknowledged, mappings, aliases, counts, documents).
 */

/** Keys whose values are volatile wherever they appear (outside documents). */
const VOLATILE_KEYS = new Set([
  'took', '_scroll_id', 'uuid', 'index_uuid', 'cluster_uuid', 'cluster_name', 'creation_date', 'creation_date_string',
  'provided_name', '_shards', '_seq_no', '_primary_term', '_score', 'max_score', 'stack_trace', '_nodes', 'node',
  'store.size', 'pri.store.size', 'dataset.size', 'tagline', 'build_hash', 'build_date', 'build_snapshot',
  'lucene_version', 'minimum_wire_compatibility_version', 'minimum_index_compatibility_version', 'build_flavor', 'build_type',
]);

/** Dotted paths (regex over the escaped path) that are volatile only in context. */
const VOLATILE_PATHS: RegExp[] = [/(^|\.)settings\.index\.version$/, /(^|\.)settings\.index\\\.version\\\.created$/];

/** Keys under which values are user data: compared as they are, never rewritten. */
const VERBATIM = new Set(['_source', 'fields', 'properties', 'mappings', 'aliases']);

/** Auto-generated ids (20 base64url chars with upper case) differ between servers by design. */
const AUTO_ID = /^(?=.*[A-Z])[A-Za-z0-9_-]{20}$/;

/** The proposed template of `_simulate_index` is named with a fresh uuid (TransportSimulateIndexTemplateAction). */
const SIMULATED_TEMPLATE = /^simulate_index_template_[A-Za-z0-9_-]{20,}$/;

const esc = (k: string): string => k.replace(/\./g, '\\.');

/** Build a matcher for `compare: {ignore: [...]}` paths; `*` matches one segment. */
export function pathMatcher(patterns: readonly string[]): (path: string) => boolean {
  const res = patterns.map((p) => new RegExp(`^${p.split('.').map((s) => (s === '*' ? '[^.]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\.')}$`));
  return (path) => res.some((r) => r.test(path));
}

/** Sort key for list items that are documents or catalogue rows, whose order the spec does not fix. */
function rowKey(v: unknown): string | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if ('sort' in o) return undefined; // an explicit sort makes order part of the contract
  if ('_id' in o) return `${String(o._index ?? '')}/${String(o._id)}`;
  if ('index' in o || 'alias' in o) return `${String(o.index ?? '')}/${String(o.alias ?? '')}`;
  return undefined;
}

/** Return a normalised copy of a JSON value; `ignore` drops further paths chosen by the scenario. */
export function normalise(value: unknown, ignore: (path: string) => boolean = () => false): unknown {
  const visit = (v: unknown, path: string, key: string): unknown => {
    if (Array.isArray(v)) {
      const items = v.map((x, i) => visit(x, path === '' ? String(i) : `${path}.${i}`, String(i)));
      const keys = items.map(rowKey);
      if (items.length > 1 && keys.every((k) => k !== undefined)) {
        return items.map((x, i) => [keys[i]!, x] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, x]) => x);
      }
      return items;
    }
    if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (key === 'error' && typeof o.type === 'string') return { type: o.type }; // prose and causes vary
      if (VERBATIM.has(key)) return v;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(o)) {
        const p = path === '' ? esc(k) : `${path}.${esc(k)}`;
        // `flat_settings` spells `index.creation_date` as one key: volatile like the nested form.
        if (VOLATILE_KEYS.has(k) || (k.startsWith('index.') && VOLATILE_KEYS.has(k.slice(6))) || VOLATILE_PATHS.some((r) => r.test(p)) || ignore(p)) continue;
        out[k] = visit(x, p, k);
      }
      return out;
    }
    if (key === '_id' && typeof v === 'string' && AUTO_ID.test(v)) return '<auto-id>';
    if (key === 'name' && typeof v === 'string' && SIMULATED_TEMPLATE.test(v)) return 'simulate_index_template_<uuid>';
    return v;
  };
  return visit(value, '', '');
}
