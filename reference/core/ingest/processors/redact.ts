/**
 * redact (x-pack's RedactProcessor, ES 8.11+): every match of each grok pattern in a string field replaced by
 * `prefix` + the name of the pattern's first capture + `suffix`. Patterns expand from the ECS v1 bank
 * (GrokBuiltinPatterns.ecsV1Patterns) extended with `pattern_definitions`; each is its own Grok, searched
 * repeatedly from the end of its last match; overlapping (and touching) matches merge into one whose name is
 * the longest one's. A platinum feature: with a license that does not allow it, PUT refuses the pipeline unless
 * `skip_if_unlicensed`, and a run fails the document (or, skipping, leaves it alone).
 */
import { ingestConfigError, licenseNonCompliant, processorIllegalArgument, redactTimedOut } from '../../errors/index.ts';
import { fit, reflag, RegexBudgetExceeded } from '../../regex/bounded.ts';
import { licenseAllows } from '../../license/license.ts';
import type { ClusterState } from '../../state.ts';
import { builtinGrokBank, type GrokBank } from '../grok/bank.ts';
import type { GrokExpr } from '../grok/compile.ts';
import { fail } from '../failure.ts';
import type { Factory, Impl } from '../types.ts';
import { compileGrok, extendGrokBank } from './grok.ts';

/** XPackField.REDACT_PROCESSOR: the licensed feature's name. */
const FEATURE = 'redact_processor';
/** RedactProcessor.METADATA_PATH_REDACT_IS_REDACTED, set under trace_redact once a value changed. */
const IS_REDACTED = '_ingest._redact._is_redacted';

/** A matched region and the name it is redacted as (RegionTrackingMatchExtractor.Replacement). */
interface Replacement {
  start: number;
  end: number;
  name: string;
}

/**
 * REDACT_PROCESSOR_FEATURE.check(licenseState): a platinum feature, the license active. A state without a license
 * yet has the self-generated basic one (license.ts currentLicense), which does not allow it.
 */
function allowed(state: ClusterState, now: number): boolean {
  return state.license !== undefined && licenseAllows(state.license, 'platinum', now);
}

/** matchRepeat: the whole-match region of every search, each from where the last match ended (one further when it was empty). */
function matchRepeat(expr: GrokExpr, text: string, name: string, out: Replacement[]): void {
  const re = fit(reflag(expr.re, expr.re.flags.includes('g') ? expr.re.flags : `${expr.re.flags}g`), text);
  let offset = 0;
  do {
    re.lastIndex = offset;
    const m = re.exec(text);
    if (!m) break;
    const end = m.index + m[0].length;
    out.push({ start: m.index, end, name });
    offset = end === offset ? offset + 1 : end;
  } while (offset !== text.length);
}

/** mergeLongestRegion: one region from the first start to the furthest end, named as the longest region. */
function mergeLongest(rs: Replacement[]): Replacement {
  let longest = 0;
  let end = rs[0]!.end;
  for (let i = 1; i < rs.length; i++) {
    if (rs[i]!.end - rs[i]!.start > rs[longest]!.end - rs[longest]!.start) longest = i;
    end = Math.max(end, rs[i]!.end);
  }
  return { start: rs[0]!.start, end, name: rs[longest]!.name };
}

/**
 * mergeOverlappingReplacements, step for step: sorted by start (stably), a region meets the next when its end is
 * not before the next's start; a run of meeting regions (judged by the end of the run's last one) becomes one.
 */
export function mergeOverlapping(rs: Replacement[]): Replacement[] {
  if (rs.length === 1) return rs;
  const sorted = [...rs].sort((a, b) => a.start - b.start);
  const out: Replacement[] = [];
  let current = 0;
  let next = 1;
  while (current < sorted.length) {
    const head = sorted[current]!;
    if (next >= sorted.length || head.end < sorted[next]!.start) out.push(head);
    else {
      let previousEnd: number;
      do {
        previousEnd = sorted[next]!.end;
        next++;
      } while (next < sorted.length && previousEnd >= sorted[next]!.start);
      out.push(mergeLongest(sorted.slice(current, next)));
    }
    current = next;
    next++;
  }
  return out;
}

/** matchRedact: the text with every region replaced, or the text itself when nothing matched. */
export function matchRedact(text: string, exprs: GrokExpr[], prefix: string, suffix: string): string {
  const found: Replacement[] = [];
  for (const expr of exprs) {
    // grok.captureConfig().get(0).name(): a pattern without a named capture fails here, inside the timeout catch.
    const first = expr.groups[0];
    if (!first) fail(redactTimedOut('unnamed'));
    try {
      matchRepeat(expr, text, first![1].field, found);
    } catch (e) {
      if (e instanceof RegexBudgetExceeded) fail(redactTimedOut('interrupted'));
      throw e;
    }
  }
  if (found.length === 0) return text;
  let out = '';
  let read = 0;
  for (const r of mergeOverlapping(found)) {
    out += text.slice(read, r.start) + prefix + r.name + suffix;
    read = r.end;
  }
  return out + text.slice(read);
}

export const redact: Factory = (c, ctx) => {
  const field = c.str('field');
  const patterns = c.list('patterns') as string[];
  const ignoreMissing = c.bool('ignore_missing', true);
  const skipIfUnlicensed = c.bool('skip_if_unlicensed', false);
  const prefix = c.str('prefix', '<');
  const suffix = c.str('suffix', '>');
  const traceRedact = c.bool('trace_redact', false);
  if (patterns.length === 0) c.error('patterns', 'List of patterns must not be empty');
  const defs = c.optMap('pattern_definitions');
  const bank = extendGrokBank(builtinGrokBank(true), defs, ctx.profile);
  if (typeof bank === 'string') c.error(undefined, bank);
  const exprs: GrokExpr[] = [];
  for (const p of patterns) {
    const compiled = compileGrok([p], bank as GrokBank, false, true);
    if (typeof compiled === 'string') c.error('patterns', `Invalid regex pattern found in: [${patterns.join(', ')}]. ${compiled}`);
    exprs.push(compiled as GrokExpr);
  }
  const impl: Impl = (doc, rt) => {
    if (!allowed(rt.state, rt.now)) {
      if (skipIfUnlicensed) return true;
      fail(licenseNonCompliant(FEATURE));
    }
    const value = doc.getString(field, true);
    if ((value === null || value === undefined) && ignoreMissing) return true;
    if (value === null || value === undefined) fail(processorIllegalArgument(`field [${field}] is null or missing`));
    const redacted = matchRedact(value!, exprs, prefix, suffix);
    doc.set(field, redacted);
    if (traceRedact && redacted !== value && doc.get(IS_REDACTED, true) !== true) doc.set(IS_REDACTED, true);
    return true;
  };
  impl.extraValidation = (state, now) => {
    if (skipIfUnlicensed || allowed(state, now)) return undefined;
    // newConfigurationException(TYPE, tag, "skip_if_unlicensed", the compliance exception's message).
    return ingestConfigError(`current license is non-compliant for [${FEATURE}]`, 'redact', c.tag, 'skip_if_unlicensed');
  };
  return impl;
};
