/**
 * The fields a `join` field indexes, as searches, aggregations and scripts read them (ParentJoinFieldMapper):
 * the join field itself holds the document's relation name (a keyword), and one field per parent relation,
 * `<join>#<parent>`, holds the id that ties a family together: a parent document's own `_id`, a child's
 * `parent` (ParentIdFieldMapper; both keyword fields with doc values).
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { joinField, joinOf } from './joinMapping.ts';

/** The values of `name` for a document when it is the join field or one of its `#parent` fields; undefined otherwise. */
export function joinFieldValues(index: IndexState, name: string): ((doc: Doc) => Json[]) | undefined {
  const jf = joinField(index);
  if (!jf) return undefined;
  if (name === jf.name) {
    return (doc) => {
      const rel = joinOf(doc, jf.name).name;
      return rel === undefined ? [] : [rel];
    };
  }
  if (!name.startsWith(`${jf.name}#`)) return undefined;
  const parent = name.slice(jf.name.length + 1);
  const children = jf.relations.get(parent);
  if (!children) return undefined;
  return (doc) => {
    const j = joinOf(doc, jf.name);
    if (j.name === parent) return [doc.id];
    return j.name !== undefined && children.includes(j.name) && j.parent !== undefined ? [j.parent] : [];
  };
}
