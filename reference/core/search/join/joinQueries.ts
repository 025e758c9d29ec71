/**
 * The parent-join queries over a `join` field, as filters: `has_child` (parents with between
 * `min_children` and `max_children` children of `type` matching the query), `has_parent` (children whose
 * parent of `parent_type` matches), `parent_id` (children of `type` of one parent). Children live on
 * their parent's shard (routed by it), so a parent's children are found by id. Scores are the default
 * modes' constants (has_child `score_mode: none`, has_parent `score: false`): the boost.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import { isEsError, joinRelationMissing, queryBodyNotAnObject, queryKeyUnsupported, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import { visibleDocs } from '../visibleDocs.ts';
import { joinField, joinOf } from '../aggs/join.ts';
import { MATCH_NONE, where, type CompiledQuery, type QueryContext } from '../queryLeaves.ts';

type Compile = (q: Json, ctx: QueryContext, path: PathStep[]) => CompiledQuery | EsError;

const probing = (ctx: QueryContext) => ctx.index.uuid === '_na_' && ctx.index.mappings.size === 0;
const boostOf = (o: JsonObject) => (typeof o.boost === 'number' ? o.boost : 1);

/** The documents of the index by their join relation, children grouped by parent id (built once per compile). */
function joinIndex(ctx: QueryContext, field: string): { byId: Map<string, Doc>; children: Map<string, Doc[]> } {
  const byId = new Map<string, Doc>();
  const children = new Map<string, Doc[]>();
  for (const d of visibleDocs(ctx.index).values()) {
    byId.set(d.id, d);
    const j = joinOf(d, field);
    if (j.parent !== undefined) {
      const l = children.get(j.parent);
      if (l) l.push(d);
      else children.set(j.parent, [d]);
    }
  }
  return { byId, children };
}

function checkKeys(ctx: QueryContext, name: string, body: JsonObject, path: PathStep[], allowed: string[]): EsError | undefined {
  for (const k of Object.keys(body)) if (!allowed.includes(k)) return queryKeyUnsupported(name, k, where(ctx, [...path, k]));
  return undefined;
}

/** `has_child`. */
export function hasChildQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('has_child', where(ctx, path));
  const bad = checkKeys(ctx, 'has_child', body, path, ['type', 'query', 'score_mode', 'min_children', 'max_children', 'ignore_unmapped', 'inner_hits', 'boost', '_name']);
  if (bad) return bad;
  const inner = compile(body.query as Json, ctx, [...path, 'query']);
  if (isEsError(inner)) return inner;
  if (probing(ctx)) return MATCH_NONE;
  const type = String(body.type);
  const jf = joinField(ctx.index);
  const parentType = jf ? [...jf.relations].find(([, cs]) => cs.includes(type))?.[0] : undefined;
  if (!jf || parentType === undefined) return body.ignore_unmapped === true ? MATCH_NONE : joinRelationMissing('has_child', type, 'child', jf?.name, ctx.index);
  const min = typeof body.min_children === 'number' ? body.min_children : 1;
  const max = typeof body.max_children === 'number' ? body.max_children : Infinity;
  let idx: ReturnType<typeof joinIndex> | undefined;
  return {
    score: boostOf(body),
    test: (d) => {
      if (joinOf(d, jf.name).name !== parentType) return false;
      idx ??= joinIndex(ctx, jf.name);
      let n = 0;
      for (const c of idx.children.get(d.id) ?? []) if (joinOf(c, jf.name).name === type && inner.test(c)) n++;
      return n >= min && n <= max && n > 0;
    },
  };
}

/** `has_parent`. */
export function hasParentQuery(ctx: QueryContext, body: Json, path: PathStep[], compile: Compile): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('has_parent', where(ctx, path));
  const bad = checkKeys(ctx, 'has_parent', body, path, ['parent_type', 'query', 'score', 'ignore_unmapped', 'inner_hits', 'boost', '_name']);
  if (bad) return bad;
  const inner = compile(body.query as Json, ctx, [...path, 'query']);
  if (isEsError(inner)) return inner;
  if (probing(ctx)) return MATCH_NONE;
  const parentType = String(body.parent_type);
  const jf = joinField(ctx.index);
  const childTypes = jf?.relations.get(parentType);
  if (!jf || !childTypes) return body.ignore_unmapped === true ? MATCH_NONE : joinRelationMissing('has_parent', parentType, 'parent', jf?.name, ctx.index);
  let idx: ReturnType<typeof joinIndex> | undefined;
  return {
    score: boostOf(body),
    test: (d) => {
      const j = joinOf(d, jf.name);
      if (j.parent === undefined || j.name === undefined || !childTypes.includes(j.name)) return false;
      idx ??= joinIndex(ctx, jf.name);
      const p = idx.byId.get(j.parent);
      return p !== undefined && joinOf(p, jf.name).name === parentType && inner.test(p);
    },
  };
}

/** `parent_id`. */
export function parentIdQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  if (!isObject(body)) return queryBodyNotAnObject('parent_id', where(ctx, path));
  const bad = checkKeys(ctx, 'parent_id', body, path, ['type', 'id', 'ignore_unmapped', 'boost', '_name']);
  if (bad) return bad;
  if (probing(ctx)) return MATCH_NONE;
  const type = String(body.type);
  const id = String(body.id);
  const jf = joinField(ctx.index);
  const isChild = jf ? [...jf.relations.values()].some((cs) => cs.includes(type)) : false;
  if (!jf || !isChild) return body.ignore_unmapped === true ? MATCH_NONE : joinRelationMissing('parent_id', type, 'child', jf?.name, ctx.index);
  return {
    score: boostOf(body),
    test: (d) => {
      const j = joinOf(d, jf.name);
      return j.name === type && j.parent === id;
    },
  };
}
