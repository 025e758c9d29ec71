/**
 * `children` and `parent` over a `join` field: from the bucket's parent documents to their children of
 * a type, or from child documents of a type to their parents (each once), within the shard (children
 * are routed with their parent). The relation names a document's join value holds (`"question"` or
 * `{"name": "answer", "parent": "1"}`).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid } from '../../errors/index.ts';
import type { FieldDef } from '../../mapping/types.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Row } from './types.ts';

interface JoinField {
  name: string;
  /** Parent relation → child relations. */
  relations: Map<string, string[]>;
}

/** The index's join field, if it maps one. */
export function joinField(index: IndexState): JoinField | undefined {
  for (const m of index.mappings.values()) {
    for (const [name, def] of Object.entries(m.properties ?? {})) {
      if ((def as FieldDef).type !== 'join') continue;
      const rel = ((def as FieldDef).relations ?? {}) as JsonObject;
      const relations = new Map<string, string[]>();
      for (const [p, c] of Object.entries(rel)) relations.set(p, Array.isArray(c) ? c.map(String) : [String(c)]);
      return { name, relations };
    }
  }
  return undefined;
}

/** A document's relation name and parent id under the join field. */
export function joinOf(doc: Doc, field: string): { name?: string; parent?: string } {
  const v = doc.parsed[field] as Json | undefined;
  if (typeof v === 'string') return { name: v };
  if (isObject(v)) {
    const o = v as JsonObject;
    return { ...(o.name !== undefined ? { name: String(o.name) } : {}), ...(o.parent !== undefined ? { parent: String(o.parent) } : {}) };
  }
  return {};
}

const rootOf = (r: Row): Doc => ('nested' in r ? r.root : r);

/** The children of type `child` of the rows that are their parents. */
export function childrenOf(index: IndexState, all: Doc[], rows: Row[], child: string): Row[] {
  const jf = joinField(index);
  if (!jf) return [];
  const parentType = [...jf.relations].find(([, cs]) => cs.includes(child))?.[0];
  if (parentType === undefined) return [];
  const parents = new Set<string>();
  for (const r of rows) {
    const d = rootOf(r);
    if (joinOf(d, jf.name).name === parentType) parents.add(d.id);
  }
  return all.filter((d) => {
    const j = joinOf(d, jf.name);
    return j.name === child && j.parent !== undefined && parents.has(j.parent);
  });
}

/** The parents of the rows that are children of type `child`, each once, in `_doc` order. */
export function parentsOf(index: IndexState, all: Doc[], rows: Row[], child: string): Row[] {
  const jf = joinField(index);
  if (!jf) return [];
  const ids = new Set<string>();
  for (const r of rows) {
    const j = joinOf(rootOf(r), jf.name);
    if (j.name === child && j.parent !== undefined) ids.add(j.parent);
  }
  return all.filter((d) => ids.has(d.id));
}

/** Parses `{type}` of a children or parent aggregation. */
export function parseJoinType(agg: string, name: string, body: Json): { type: string } | ReturnType<typeof aggInvalid> {
  const o = (body ?? {}) as JsonObject;
  if (typeof o.type !== 'string') return aggInvalid(`Missing [type] field for ${agg} aggregation [${name}]`);
  return { type: o.type };
}
