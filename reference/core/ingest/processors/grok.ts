/**
 * grok (ingest-common's GrokProcessor over libs/grok): the patterns combined into one expression
 * (combinePatterns), expanded from the built-in bank of the `ecs_compatibility` mode extended with
 * `pattern_definitions`, searched in the field; the named captures of the first match set as fields.
 */
import { grokMatchInterrupted, grokNumberFormat, processorIllegalArgument } from '../../errors/index.ts';
import { RegexBudgetExceeded } from '../../regex/bounded.ts';
import type { Profile } from '../../../profiles.ts';
import { ingestHas } from '../caps.ts';
import { fail } from '../failure.ts';
import { builtinGrokBank, type GrokBank } from '../grok/bank.ts';
import { compileExpanded, GrokError, GrokNumberFormat, grokCaptures, grokToRegex, type GrokExpr } from '../grok/compile.ts';
import { bankCycleError, legacyBankCycleError } from '../grok/cycles.ts';
import { hashMapOrder, type Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';

const MATCH_INDEX = '_ingest._grok_match_index';

/** GrokProcessor.combinePatterns: several patterns as one alternation, each a named group under trace_match. */
function combinePatterns(patterns: string[], traceMatch: boolean): string {
  if (patterns.length === 1) return patterns[0]!;
  return patterns.map((p, i) => (traceMatch ? `(?<${MATCH_INDEX}.${i}>${p})` : `(?:${p})`)).join('|');
}

/**
 * The bank extended with `pattern_definitions` (PatternBank.extendWith: the same bank when there are none,
 * else a new one checked for circular references as the version checks them), or the check's message.
 */
export function extendGrokBank(base: GrokBank, defs: Record<string, Value> | undefined, profile: Profile): GrokBank | string {
  const entries = Object.entries(defs ?? {});
  if (entries.length === 0) return base;
  const bank = new Map(base);
  for (const [k, v] of entries) bank.set(k, String(v));
  const error = ingestHas(profile, 'grok.cycle_detected_paths') ? bankCycleError(bank) : legacyBankCycleError(bank);
  return error ?? bank;
}

/** Compiles grok patterns with a bank; the exception's message when they do not compile. */
export function compileGrok(patterns: string[], bank: GrokBank, traceMatch: boolean, lists: boolean): GrokExpr | string {
  try {
    return compileExpanded(grokToRegex(combinePatterns(patterns, traceMatch), bank), lists);
  } catch (e) {
    if (e instanceof GrokError) return e.message;
    throw e;
  }
}

/**
 * Grok.captures, a capture that its type cannot parse failing the processor as GrokCaptureType's exception,
 * and a search the step budget stops failing it as the MatcherWatchdog's interruption does (the budget
 * stands in for ingest.grok.watchdog.max_execution_time: no clock is read).
 */
export function capturesOrFail(expr: GrokExpr, text: string): Record<string, Value> | undefined {
  try {
    return grokCaptures(expr, text);
  } catch (e) {
    if (e instanceof GrokNumberFormat) fail(grokNumberFormat(e.text, e.floating));
    if (e instanceof RegexBudgetExceeded) fail(grokMatchInterrupted());
    throw e;
  }
}

/** grok: the first of `patterns` that matches the field sets its named captures as fields. */
export const grok: Factory = (c, ctx) => {
  const field = c.str('field');
  const patterns = c.list('patterns') as string[];
  const traceMatch = c.bool('trace_match', false);
  const ignoreMissing = c.bool('ignore_missing', false);
  // ecs_compatibility came with the ECS bank (#76885, 7.16); before it the option is unknown.
  const ecsMode = ingestHas(ctx.profile, 'grok.ecs_compatibility') ? c.str('ecs_compatibility', 'disabled') : 'disabled';
  if (ecsMode !== 'disabled' && ecsMode !== 'v1') c.error('ecs_compatibility', `unsupported mode '${ecsMode}'`);
  if (patterns.length === 0) c.error('patterns', 'List of patterns must not be empty');
  const defs = c.optMap('pattern_definitions');
  // A field captured by several groups is a list: always from ES 8.7 (#92586), on request in OpenSearch 3.3+.
  const captureAll = ingestHas(ctx.profile, 'grok.capture_all_matches') && c.bool('capture_all_matches', false);
  const lists = ingestHas(ctx.profile, 'grok.repeated_captures') || captureAll;
  const invalid = (why: string): never => c.error('patterns', `Invalid regex pattern found in: [${patterns.join(', ')}]. ${why}`);
  const bank = extendGrokBank(builtinGrokBank(ecsMode === 'v1'), defs, ctx.profile);
  if (typeof bank === 'string') invalid(bank);
  const compiled = compileGrok(patterns, bank as GrokBank, traceMatch, lists);
  if (typeof compiled === 'string') invalid(compiled);
  const expr = compiled as GrokExpr;
  return (doc) => {
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot process it.`));
    const caps = capturesOrFail(expr, v as string);
    if (!caps) fail(processorIllegalArgument(`Provided Grok expressions do not match field value: [${v}]`));
    // matches.forEach(ingestDocument::setFieldValue): the captures are a HashMap, set in its order.
    let matchIndex: string | undefined;
    for (const k of hashMapOrder(Object.keys(caps!))) {
      if (k.startsWith(`${MATCH_INDEX}.`)) matchIndex ??= k.slice(MATCH_INDEX.length + 1);
      else doc.set(k, caps![k]);
    }
    if (traceMatch) doc.set(MATCH_INDEX, patterns.length > 1 ? (matchIndex ?? '0') : '0');
    return true;
  };
};
