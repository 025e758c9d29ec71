/**
 * The index's `join` field as the parent-join code reads it: its name and relations (parent → children), and
 * a document's relation name and parent id under it (`"question"` or `{"name": "answer", "parent": "1"}`).
 * Kept apart from the aggregations so that field resolution (search/fields.ts) can read it too.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { FieldDef } from '../../mapping/types.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';

export interface JoinField {
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

