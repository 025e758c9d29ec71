/**
 * The engine's whole-index scoring as the predicate compiler reaches it. query.ts compiles `function_score`
 * and `script_score` outside the engine too (counts, by-query jobs), and the engine compiles its leaves
 * with query.ts: a static import either way would make a loop, so the engine registers its function here
 * when it loads (engine/scoreIndex.ts, imported by every search path) and the compiler calls it.
 */
import type { Doc } from '../doc.ts';
import type { Json } from '../json.ts';
import type { EsError } from '../errors/index.ts';
import type { QueryContext } from './queryLeaves.ts';

type ScoreIndex = (ctx: QueryContext, q: Json) => Map<Doc, number> | EsError;
let registered: ScoreIndex | undefined;

/** Called once by engine/scoreIndex.ts. */
export function registerScoreIndex(f: ScoreIndex): void {
  registered = f;
}

/** The scores of a query on every document of the index it matches (a ScoreFailure becomes the error). */
export function scoreIndex(ctx: QueryContext, q: Json): Map<Doc, number> | EsError {
  if (!registered) throw new Error('engine/scoreIndex.ts was not loaded: import it where searches run');
  return registered(ctx, q);
}
