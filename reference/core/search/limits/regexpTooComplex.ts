/** The regexp query's determinization refusal as the version words it (regexpRepeatLimit.ts computes when). */
import { regexTooComplex, type EsError } from '../../errors/index.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { regexpRepeatOverLimit } from './regexpRepeatLimit.ts';

/** RegexpQueryBuilder's `max_determinized_states` (default Operations.DEFAULT_DETERMINIZE_WORK_LIMIT, 10000). */
const DEFAULT_LIMIT = 10000;

/** The shard's failure for a pattern Lucene would refuse to determinize, or undefined. */
export function regexpTooComplex(ctx: QueryContext, pattern: string, limit: unknown): EsError | undefined {
  const unit = ctx.profile.regexpRepeatLimit;
  if (unit === 'none') return undefined;
  // The parse probe runs against no index: shard failures wait for a real one.
  if (ctx.index.name === '_na_' && ctx.index.uuid === '_na_') return undefined;
  const max = typeof limit === 'number' ? limit : typeof limit === 'string' && /^\d+$/.test(limit) ? Number(limit) : DEFAULT_LIMIT;
  const over = regexpRepeatOverLimit(pattern, max);
  return over === undefined ? undefined : regexTooComplex(pattern, over, unit, ctx.index);
}
