/**
 * `children` and `parent` over a `join` field: from the bucket's parent documents to their children of
 * a type, or from child documents of a type to their parents (each once), within the shard (children
 * are routed with their parent). The relation names a document's join value holds (`"question"` or
 * `{"name": "answer", "parent": "1"}`).
 */
import type { Json, JsonObject } from '../../json.ts';
import { aggInvalid } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Row } from './types.ts';

import { joinField, joinOf } from '../join/joinMapping.ts';

// Where the other join modules have read them from.
export { joinField, joinOf };

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
