/**
 * What a regular expression answers when the work bound of the simulator's matcher (core/regex/) stops
 * it: Elasticsearch's own error where Elasticsearch bounds the match (grok's watchdog, Painless's regex
 * limit factor), and a refusal of the simulator's own, named as such, where Elasticsearch has no bound
 * (java.util.regex in gsub, split, the pattern tokenizer and filters): a real node would keep a thread
 * busy there, and the simulator, one process serving every client, must not.
 */
import type { Json } from '../json.ts';
import { esError, illegalArgument, type EsError } from './base.ts';

/** ingest.grok.watchdog.max_execution_time's default (IngestCommonPlugin), in milliseconds. */
export const GROK_WATCHDOG_MAX_MILLIS = 1000;

/**
 * Grok.match when the MatcherWatchdog interrupted Joni (Matcher.INTERRUPTED): a plain RuntimeException,
 * "grok pattern matching was interrupted after [1000] ms", failing the document (500).
 */
export function grokMatchInterrupted(maxMillis = GROK_WATCHDOG_MAX_MILLIS): EsError {
  return esError(500, 'runtime_exception', `grok pattern matching was interrupted after [${maxMillis}] ms`);
}

/** LimitedCharSequence.MAX_STR_LENGTH: the input is cut to 61 characters and `...` past 64. */
const MAX_STR_LENGTH = 64;

/**
 * LimitedCharSequence.charAt past its limit: the CircuitBreakingException's message (the text ES prints,
 * its doubled "changed by" included), with the pattern, the factor, the limit (factor × input length),
 * the count of characters read (limit + 1 when it trips) and the input, cut as `snippet` cuts it.
 */
export function painlessRegexLimitMessage(pattern: string, limitFactor: number, input: string): string {
  const limit = limitFactor * input.length;
  const wrapped = input.length <= MAX_STR_LENGTH ? input : `${input.slice(0, MAX_STR_LENGTH - 3)}...`;
  return (
    `[scripting] Regular expression considered too many characters, pattern: [${pattern}], limit factor: [${limitFactor}], ` +
    `char limit: [${limit}], count: [${limit + 1}], wrapped: [${wrapped}], ` +
    'this limit can be changed by changed by the [script.painless.regex.limit-factor] setting'
  );
}

/** CircuitBreakingException's metadata for a breaker without bytes (`new CircuitBreakingException(msg, TRANSIENT)`). */
export const REGEX_BREAKER_META: Record<string, Json> = { bytes_wanted: 0, bytes_limit: 0, durability: 'TRANSIENT' };

/**
 * The simulator's own refusal (no Elasticsearch counterpart): the regular expression needed more steps than
 * its budget for this input. Elasticsearch would run it to the end, however long that takes.
 */
export function regexBudgetExceeded(pattern: string, inputLength: number, steps: number): EsError {
  return illegalArgument(
    `the regular expression [${pattern}] was stopped after [${steps}] backtracking steps on an input of [${inputLength}] characters: ` +
      'the simulator bounds the work of a regular expression by the length of its input (Elasticsearch sets no bound here)',
  );
}
