/**
 * `include`/`exclude` of `significant_terms` (SignificantTermsAggregatorFactory): a regular expression only
 * on a raw string field (a numeric source refuses it with the numeric wording, an ip or other formatted
 * bytes source with "Use an array of values"), value lists and partitions as the terms aggregation reads them.
 */
import type { Json } from '../../json.ts';
import { aggRequestMistake, type EsError } from '../../errors/index.ts';
import { numberFilter, stringFilter, type IncludeExclude } from './includeExclude.ts';
import { includeValueParser } from './includeValues.ts';
import { isNumeric, type Source } from './valuesSource.ts';
import type { ShardCtx } from './types.ts';

/** A filter over a shard's significant_terms keys, or the factory's refusal of a regex on a non-string source. */
export function sigTermsFilter(ie: IncludeExclude | undefined, src: Pick<Source, 'kind' | 'dateFormat'>, name: string, shard: ShardCtx): ((key: string | number) => boolean) | undefined | EsError {
  if (!ie) return undefined;
  const numeric = isNumeric(src.kind);
  if (ie.regex && numeric) {
    return aggRequestMistake(shard.ctx.profile, `Aggregation [${name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of numeric values for include/exclude clauses used to filter numeric fields`, shard.index.name);
  }
  if (ie.regex && src.kind === 'ip') {
    return aggRequestMistake(shard.ctx.profile, `Aggregation [${name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of values for include/exclude clauses`, shard.index.name);
  }
  if (numeric) {
    const f = numberFilter(ie, includeValueParser(src, shard.ctx.now) as (v: Json) => number);
    return (k) => f(k as number);
  }
  const f = stringFilter(ie);
  return (k) => f(String(k));
}
