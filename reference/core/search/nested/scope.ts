/**
 * Nested fields as Lucene holds them: each object of a `nested` field is its own hidden document, indexed
 * in the same block as its root (children first, DocumentParser's reorderParentAndGetDocs), so a field
 * under a nested path has no value in its root document (unless `include_in_parent`/`include_in_root`
 * copy it there). A query sees a field only in its own scope: the root, or the nested path it runs in.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { withParsed, type Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { FieldDef } from '../../mapping/types.ts';

/** One nested path of an index: its definition and the nested path it sits in ('' for the root). */
export interface NestedPath {
  path: string;
  parent: string;
  includeInParent: boolean;
  includeInRoot: boolean;
}

const PATHS = new WeakMap<object, Map<string, NestedPath>>();

const truthy = (v: Json | Record<string, FieldDef> | undefined) => v === true || v === 'true';

/** The nested paths an index maps, outermost first. */
export function nestedPaths(index: IndexState): Map<string, NestedPath> {
  // Cached per type mapping object: a mapping change replaces it, while the index's map of them may be updated in place.
  if (index.mappings.size === 1) {
    const only = index.mappings.values().next().value as object;
    let m = PATHS.get(only);
    if (!m) PATHS.set(only, (m = collect(index)));
    return m;
  }
  return collect(index);
}

function collect(index: IndexState): Map<string, NestedPath> {
  const out = new Map<string, NestedPath>();
  const walk = (props: Record<string, FieldDef> | undefined, prefix: string, parent: string) => {
    for (const [k, def] of Object.entries(props ?? {})) {
      const name = prefix ? `${prefix}.${k}` : k;
      let scope = parent;
      if (def.type === 'nested') {
        out.set(name, { path: name, parent, includeInParent: truthy(def.include_in_parent), includeInRoot: truthy(def.include_in_root) });
        scope = name;
      }
      if (def.properties) walk(def.properties, name, scope);
    }
  };
  for (const mapping of index.mappings.values()) walk(mapping.properties, '', '');
  return out;
}

/** Whether the index maps any nested field (most do not: every check below is then skipped). */
export function hasNested(index: IndexState): boolean {
  return nestedPaths(index).size > 0;
}

/** The nested path a field lives in ('' for the root document): the deepest nested path its name is under. */
export function scopeOf(index: IndexState, field: string): string {
  let best = '';
  for (const p of nestedPaths(index).keys()) if (field.startsWith(p + '.') && p.length > best.length) best = p;
  return best;
}

/**
 * Whether a field has values in documents of `scope`: its own scope, its parent's when the nested
 * mapping says `include_in_parent`, the root's when it says `include_in_root` (NestedObjectMapper).
 */
export function visibleIn(index: IndexState, field: string, scope: string): boolean {
  const paths = nestedPaths(index);
  if (paths.size === 0) return true;
  const own = scopeOf(index, field);
  if (own === scope) return true;
  const n = paths.get(own);
  if (!n) return false;
  return (n.includeInParent && n.parent === scope) || (n.includeInRoot && scope === '');
}

/** One nested object found under a document: the object and its offset among its parent's objects of that path. */
export interface NestedObject {
  obj: JsonObject;
  offset: number;
}

/**
 * The objects of nested `path` directly under a document of scope `base` (a root, or a nested object
 * wrapped at its path by `childDoc`), in source order: the order of their hidden documents.
 */
export function nestedObjects(doc: Doc, path: string): NestedObject[] {
  const out: NestedObject[] = [];
  const segs = path.split('.');
  const walk = (v: Json | undefined, i: number) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) {
      for (const el of v) walk(el, i);
      return;
    }
    if (!isObject(v)) return;
    if (i === segs.length) {
      out.push({ obj: v as JsonObject, offset: out.length });
      return;
    }
    const o = v as JsonObject;
    walk(o[segs[i]!] as Json | undefined, i + 1);
    // Dotted keys (`{"a.b": […]}`) address the same path.
    let key = segs[i]!;
    for (let j = i + 1; j < segs.length; j++) {
      key += '.' + segs[j];
      if (key in o) walk(o[key] as Json | undefined, j + 1);
    }
  };
  walk(doc.parsed as Json, 0);
  return out;
}

/** A nested object as its own document: the object alone at its path, with its root's identity. */
export function childDoc(root: Doc, path: string, obj: JsonObject): Doc {
  let wrapped: JsonObject = obj;
  const segs = path.split('.');
  for (let i = segs.length - 1; i >= 0; i--) wrapped = { [segs[i]!]: wrapped };
  return withParsed(root, wrapped);
}

/** How many hidden nested documents a document brings (every level), as Lucene counts them in `docs.count`. */
export function nestedDocCount(index: IndexState, doc: Doc, parsed: JsonObject = doc.parsed): number {
  const paths = nestedPaths(index);
  if (paths.size === 0) return 0;
  let n = 0;
  const count = (d: Doc, scope: string) => {
    for (const p of paths.values()) {
      if (p.parent !== scope) continue;
      for (const o of nestedObjects(d, p.path)) {
        n++;
        count(childDoc(d, p.path, o.obj), p.path);
      }
    }
  };
  count(parsed === doc.parsed ? doc : withParsed(doc, parsed), '');
  return n;
}

const HIDDEN = new WeakMap<Doc, { mappings: object; n: number }>();

/** The Lucene documents a stored document is (itself and its hidden nested ones), as `docs.count` counts them. */
export function luceneDocCount(index: IndexState, doc: Doc): number {
  if (!hasNested(index)) return 1;
  const key = index.mappings.values().next().value as object;
  const c = HIDDEN.get(doc);
  if (c && c.mappings === key) return 1 + c.n;
  // A stored document's source is parsed for this count and not kept (doc.ts: StoredDoc.parseOnce).
  const parsed = 'parseOnce' in doc ? (doc as { parseOnce(): JsonObject }).parseOnce() : doc.parsed;
  const n = nestedDocCount(index, doc, parsed);
  HIDDEN.set(doc, { mappings: key, n });
  return 1 + n;
}
