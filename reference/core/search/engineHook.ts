/**
 * The engine's whole-index scoring as the predicate compiler reaches it. query.ts compiles `function_score`
 * and `script_score` outside the engine too (counts, by-query jobs), and the engine compiles its leaves
 * with query.ts: a static import either way would make a loop, so the engine registers its function here
 * when it loads (engine/scoreIndex.ts, imported by every search path) and the compiler calls it.
 * The scoring is prepared work (resumable/prepared.ts): a driver running the compile as steps runs it in slices.
 */
import type { Doc } from '../doc.ts';
import type { Json } from '../json.ts';
import type { EsError } from '../errors/index.ts';
import type { QueryContext } from './queryLeaves.ts';
import type { Steps } from './resumable/steps.ts';
import { prepared } from './resumable/prepared.ts';

type ScoreIndexSteps = (ctx: QueryContext, q: Json) => Steps<Map<Doc, number> | EsError>;
let registered: ScoreIndexSteps | undefined;

/** Called once by engine/scoreIndex.ts. */
export function registerScoreIndex(f: ScoreIndexSteps): void {
  registered = f;
}

/** What names one scoring of an index: the query and every part of the context the engine reads besides the index. */
function keyOf(ctx: QueryContext, q: Json): string {
  return JSON.stringify([ctx.nestedScope ?? null, ctx.innerHits ?? null, ctx.requestSize ?? null, ctx.now, ctx.profile.name, q]);
}

/** The scores of a query on every document of the index it matches (a ScoreFailure becomes the error). */
export function scoreIndex(ctx: QueryContext, q: Json): Map<Doc, number> | EsError {
  const f = registered;
  if (!f) throw new Error('engine/scoreIndex.ts was not loaded: import it where searches run');
  return prepared(ctx.index, `scoreIndex ${keyOf(ctx, q)}`, () => f(ctx, q));
}
