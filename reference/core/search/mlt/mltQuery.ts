/**
 * `more_like_this` for query.ts and the engine's tree: parsed once (mltSpec.ts); the predicate of a count or
 * a filter is the set of documents the engine matches (engineHook.ts). Like/unlike items by id carry their
 * fetched source (`doc`) once the coordinating rewrite ran (lookups/termsLookup.ts).
 */
import type { Json, JsonObject } from '../../json.ts';
import { isEsError, mltUnsupportedField, type EsError } from '../../errors/index.ts';
import type { PathStep } from '../../mapping/locate.ts';
import type { Doc } from '../../doc.ts';
import { resolveField } from '../fields.ts';
import { scoreIndex } from '../engineHook.ts';
import type { CompiledQuery, QueryContext } from '../queryLeaves.ts';
import type { QNode } from '../engine/qnode.ts';
import { parseMlt } from './mltSpec.ts';
import { mltFields, mltNode } from './mltScorer.ts';

/** Compiles more_like_this for query.ts: ES's errors, or the documents the engine matches. */
export function mltQuery(ctx: QueryContext, body: Json, path: PathStep[]): CompiledQuery | EsError {
  const spec = parseMlt(ctx, body, path);
  if (isEsError(spec)) return spec;
  if (ctx.index.uuid === '_na_' && ctx.index.name === '_na_') return { test: () => true, score: spec.boost };
  // removeUnsupportedFields: a mapped field that is neither text nor keyword fails unless told to skip it.
  for (const f of spec.fields ?? []) {
    const ref = resolveField(ctx.index, f);
    if (ref.kind !== 'unmapped' && ref.kind !== 'text' && ref.kind !== 'keyword' && spec.failOnUnsupportedField) return mltUnsupportedField(f, ctx.index);
  }
  if (mltFields(ctx.index, spec).length === 0) return { test: () => false, score: 0 };
  let matched: Map<Doc, number> | undefined;
  const scores = () => {
    if (matched) return matched;
    const m = scoreIndex(ctx, { more_like_this: body } as JsonObject);
    matched = isEsError(m) ? new Map() : m;
    return matched;
  };
  return { test: (d) => scores().has(d), score: spec.boost };
}

/** The engine node of a (validated) more_like_this. */
export function mltTree(ctx: QueryContext, body: Json): QNode {
  const spec = parseMlt(ctx, body, ['query', 'more_like_this']);
  if (isEsError(spec)) return { kind: 'none' };
  return mltNode(ctx.index, ctx.profile, { ...spec, fields: spec.fields?.filter((f) => ['text', 'keyword', 'unmapped'].includes(resolveField(ctx.index, f).kind)) });
}
