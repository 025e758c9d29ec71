/**
 * Runtime fields as searches see them: a field of the mapping's `runtime` section or of the search's
 * `runtime_mappings` resolves (search/fields.ts) to a FieldRef whose values are computed per document, by
 * its script (`emit`) or, without one, from the `_source` field of the same name. Queries, sorts,
 * aggregations and `fields` read them through that ref as they read any field; runtime fields shadow mapped
 * fields of the same name, as in Elasticsearch.
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { getProfile, type Profile } from '../../../profiles.ts';
import { registerRuntimeResolver, sourceValues, type FieldKind, type FieldRef } from '../fields.ts';
import { DEFAULT_DATE_FORMAT } from '../../mapping/dates.ts';
import { ALL_RUNTIME_TYPES, parseRuntimeSection, type RuntimeDef } from './definitions.ts';
import { setBaseIndex } from './baseIndex.ts';
import { compareBytes, compareIp } from '../aggs/docValues.ts';
import { emitValues, sourceRuntimeValues } from './emitValues.ts';
import { derivedAsRuntime } from './derivedFields.ts';
import { isObject as isObjectJson } from '../../json.ts';

/** What a search's view of an index knows of its runtime fields. */
interface RuntimeContext {
  profile: Profile;
  now: number;
  defs: Map<string, RuntimeDef>;
  refs: Map<string, FieldRef>;
}

const VIEWS = new WeakMap<IndexState, RuntimeContext>();
const FROM_MAPPING = new WeakMap<object, RuntimeContext>();

function mappingDefs(index: IndexState): Map<string, RuntimeDef> {
  const out = new Map<string, RuntimeDef>();
  for (const m of index.mappings.values()) {
    // OpenSearch's derived fields (2.15) run as runtime fields (derivedFields.ts).
    const derived = (m as { derived?: Json }).derived;
    if (derived !== undefined) {
      const d = derivedAsRuntime(derived);
      if (!('reason' in d)) for (const [k, v] of d) if (!out.has(k)) out.set(k, v);
    }
    if (m.runtime === undefined) continue;
    const r = parseRuntimeSection(m.runtime as Json, ALL_RUNTIME_TYPES, true);
    if (!('reason' in r)) for (const [k, v] of r) if (!out.has(k)) out.set(k, v);
  }
  return out;
}

/** The runtime context of an index outside a search view (a count, a by-query job): from its mapping. */
function contextOf(index: IndexState): RuntimeContext | undefined {
  const view = VIEWS.get(index);
  if (view) return view;
  let key: object | undefined;
  for (const m of index.mappings.values()) {
    const derived = (m as { derived?: Json }).derived;
    if (m.runtime !== undefined && m.runtime !== null) key = m.runtime as object;
    else if (isObjectJson(derived)) key = derived;
  }
  if (!key) return undefined;
  let c = FROM_MAPPING.get(key);
  if (!c) FROM_MAPPING.set(key, (c = { profile: getProfile('default'), now: 0, defs: mappingDefs(index), refs: new Map() }));
  return c;
}

function kindOf(type: string): FieldKind {
  if (type === 'long' || type === 'double') return 'number';
  if (type === 'date') return 'date';
  if (type === 'boolean') return 'boolean';
  return 'keyword';
}

function refOf(index: IndexState, c: RuntimeContext, def: RuntimeDef): FieldRef {
  const cache = new WeakMap<Doc, Json[]>();
  const segs = def.name.split('.');
  const format = def.format ?? DEFAULT_DATE_FORMAT;
  const base: FieldRef = { name: def.name, kind: kindOf(def.type), def: { type: def.type, ...(def.format ? { format: def.format } : {}), ...(def.script !== undefined ? { script: def.script } : {}) }, sourcePath: segs, format };
  const compute = def.script === undefined
    ? (doc: Doc) => sourceRuntimeValues(def, sourceValues(doc.parsed, base), format)
    : (doc: Doc) => emitValues(def, index, doc, c.profile, c.now);
  // Kept as doc values hold them (sorted; keywords and ips once each), which is also how `fields` prints them.
  base.runtime = (doc) => {
    let v = cache.get(doc);
    if (!v) cache.set(doc, (v = docValuesOrder(def.type, compute(doc))));
    return v;
  };
  return base;
}

function docValuesOrder(type: string, values: Json[]): Json[] {
  if (values.length < 2) return values;
  if (type === 'keyword') return [...new Set(values as string[])].sort(compareBytes);
  if (type === 'ip') return [...new Set(values as string[])].sort(compareIp);
  if (type === 'long' || type === 'double' || type === 'date') return (values as number[]).slice().sort((a, b) => a - b);
  if (type === 'boolean') return (values as boolean[]).slice().sort((a, b) => Number(a) - Number(b));
  return values;
}

/** resolveField's runtime step: the runtime field of that name, if the index (or the search's view) has one. */
export function resolveRuntime(index: IndexState, name: string): FieldRef | undefined {
  const c = contextOf(index);
  if (!c) return undefined;
  const hit = c.refs.get(name);
  if (hit) return hit;
  const def = c.defs.get(name);
  if (!def) return undefined;
  const ref = refOf(index, c, def);
  c.refs.set(name, ref);
  return ref;
}

registerRuntimeResolver(resolveRuntime, (index) => [...runtimeDefsOf(index).keys()]);

/** The runtime fields an index (or a search's view of it) has, by name, in definition order. */
export function runtimeDefsOf(index: IndexState): Map<string, RuntimeDef> {
  return contextOf(index)?.defs ?? new Map();
}

/**
 * A search's view of an index: its mapping's runtime fields and the search's `runtime_mappings` (which
 * win), computed with the search's profile and clock. The index itself when it has none.
 */
export function runtimeView(index: IndexState, extra: Map<string, RuntimeDef> | undefined, profile: Profile, now: number): IndexState {
  const fromMapping = mappingDefs(index);
  if (fromMapping.size === 0 && (!extra || extra.size === 0)) return index;
  const defs = new Map(fromMapping);
  for (const [k, v] of extra ?? []) defs.set(k, v);
  const view: IndexState = { ...index };
  VIEWS.set(view, { profile, now, defs, refs: new Map() });
  setBaseIndex(view, index);
  return view;
}
