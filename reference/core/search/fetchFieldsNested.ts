/**
 * The `fields` option under nested mappings, as FieldFetcher builds it: each nested object of a hit is a
 * group of its own (`{"user": [{"first": [...]}, ...]}`), keyed relative to its nested parent, with the
 * nested objects below it grouped again inside it (`user.0.address.0.city`), and with `include_unmapped`
 * the unmapped values found in each nested object listed in its group rather than at the top
 * (FieldFetcher.buildFieldContexts partitions the fields by nested child; UnmappedFieldFetcher skips the
 * nested children's sub-trees). Values at the root are left to fetchFields.ts.
 */
import { GEOMETRY_TYPES, geometryFieldValues } from './geo/geoFetch.ts';
import { rawValuesIn } from './geo/geoQueries.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { simpleMatch } from '../resolve.ts';
import { resolveField, sourceValues, type FieldRef } from './fields.ts';

/** A leaf of the mapping with its innermost nested path, if any. */
export interface NestedLeaf {
  name: string;
  ref: FieldRef;
  nested?: string;
}

/** What the grouping needs from fetchFields.ts. */
export interface NestedFetch {
  index: IndexState;
  /** The chosen leaves, each with the format its entry asked for. */
  chosen: ReadonlyMap<string, string | undefined>;
  leaves: readonly NestedLeaf[];
  /** The patterns of the entries with `include_unmapped`. */
  unmapped: readonly string[];
  /** A leaf's values as the mapping reads them (fetchFields.ts fetchValues). */
  values: (ref: FieldRef, raw: Json[], format: string | undefined) => Json[];
}

const NESTED_PATHS = new WeakMap<object, string[]>();

/** Every nested mapping path of an index, outer before inner. */
export function nestedPathsOf(index: IndexState): string[] {
  const hit = NESTED_PATHS.get(index.mappings);
  if (hit) return hit;
  const out: string[] = [];
  const visit = (props: Record<string, FieldDef> | undefined, prefix: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      if (def.type === 'nested') out.push(prefix + k);
      if (def.properties) visit(def.properties, `${prefix}${k}.`);
    }
  };
  for (const m of index.mappings.values()) visit(m.properties, '');
  NESTED_PATHS.set(index.mappings, out);
  return out;
}

/** The nested paths directly below `scope` ('' for the root): no other nested path lies between. */
export function childNested(paths: readonly string[], scope: string): string[] {
  const under = paths.filter((p) => scope === '' || p.startsWith(`${scope}.`));
  return under.filter((p) => !under.some((q) => q !== p && p.startsWith(`${q}.`)));
}

/** Whether `path` lies at or below one of `nested` (so a scope's unmapped walk leaves it to that child). */
function inside(path: string, nested: readonly string[]): boolean {
  return nested.some((n) => path === n || path.startsWith(`${n}.`));
}

/** Dotted source paths of an object with their leaf values, in ES's order: a list's inner lists before its own values. */
export function unmappedPaths(v: Json, prefix: string, out: Map<string, Json[]>): void {
  if (isObject(v)) {
    for (const [k, x] of Object.entries(v)) unmappedPaths(x as Json, prefix === '' ? k : `${prefix}.${k}`, out);
    return;
  }
  if (Array.isArray(v)) {
    // UnmappedFieldFetcher.collectUnmappedList adds a list's own values after recursing into its elements.
    const own: Json[] = [];
    for (const el of v) {
      if (isObject(el) || Array.isArray(el)) unmappedPaths(el, prefix, out);
      else if (el !== null) own.push(el);
    }
    if (own.length > 0 && prefix !== '') out.set(prefix, [...(out.get(prefix) ?? []), ...own]);
    return;
  }
  if (v === null || prefix === '') return;
  out.set(prefix, [...(out.get(prefix) ?? []), v]);
}

/** The unmapped values of an object at `scope` ('' for the root) that an `include_unmapped` pattern asks for, keyed relative to it. */
export function unmappedValues(obj: JsonObject, scope: string, f: NestedFetch, skip: readonly string[], out: JsonObject): void {
  if (f.unmapped.length === 0) return;
  const flat = new Map<string, Json[]>();
  unmappedPaths(obj, '', flat);
  for (const [rel, vals] of flat) {
    const full = scope === '' ? rel : `${scope}.${rel}`;
    if (out[rel] !== undefined || inside(full, skip)) continue;
    // A disabled object maps no field below it: its values are unmapped too.
    const kind = resolveField(f.index, full).kind;
    if (kind !== 'unmapped' && kind !== 'object') continue;
    if (f.unmapped.some((p) => simpleMatch(p, full))) out[rel] = vals;
  }
}

/** The groups of the nested objects at `path` inside `container` (an object at `scope`). */
export function nestedGroups(container: JsonObject, scope: string, path: string, f: NestedFetch): Json[] {
  const depth = path.split('.').length;
  const relPath = scope === '' ? path : path.slice(scope.length + 1);
  const objects: JsonObject[] = [];
  const collect = (v: Json | undefined) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (isObject(v)) objects.push(v);
  };
  for (const v of sourceValues(container, { name: path, kind: 'object', sourcePath: relPath.split('.'), format: '' })) collect(v);
  const children = childNested(nestedPathsOf(f.index), path);
  const groups: Json[] = [];
  for (const o of objects) {
    const g: JsonObject = {};
    for (const l of f.leaves) {
      if (l.nested !== path || !f.chosen.has(l.name)) continue;
      const relRef: FieldRef = { ...l.ref, sourcePath: l.ref.sourcePath.slice(depth) };
      // A geometry field reads each source value whole (geo/geoFetch.ts), as at the top level.
      const type = l.ref.runtime ? undefined : l.ref.def?.type;
      const vals = type !== undefined && GEOMETRY_TYPES.has(type)
        ? geometryFieldValues(type, rawValuesIn(o, relRef), f.chosen.get(l.name), l.ref.def?.null_value as Json | undefined)
        : f.values(relRef, sourceValues(o, relRef), f.chosen.get(l.name));
      if (vals.length > 0) g[l.name.slice(path.length + 1)] = vals;
    }
    for (const c of children) {
      const sub = nestedGroups(o, path, c, f);
      if (sub.length > 0) g[c.slice(path.length + 1)] = sub;
    }
    unmappedValues(o, path, f, children, g);
    if (Object.keys(g).length > 0) groups.push(g);
  }
  return groups;
}
