/**
 * java.util.regex as Painless exposes it: a `/…/flags` literal is a Pattern, `=~` is `matcher(s).find()`,
 * `==~` is `matcher(s).matches()`. Java's syntax is translated to JS's where they differ (flags, named
 * references in replacements); a pattern JS cannot compile is Painless's compile-time error.
 */
import { painlessRegexLimitMessage, REGEX_BREAKER_META, regexBudgetExceeded } from '../../errors/index.ts';
import { BoundedRegExp, RegexBudgetExceeded, reflag, STEPS, type Meter } from '../../regex/bounded.ts';
import { javaSplit } from '../../ingest/javaRegex.ts';
import { compileError, esThrow, javaThrow } from './javaError.ts';
import { JList, type JObject, type JValue } from './values.ts';
import type { RunOptions } from './runOptions.ts';

const FLAG_MAP: Record<string, string> = { i: 'i', m: 'm', s: 's', u: 'u', U: 'u', x: '', c: '', l: '' };

/** A compiled java.util.regex.Pattern. */
export class JPattern implements JObject {
  readonly jclass = 'java.util.regex.Pattern';
  /** The search, bounded: in `limited` mode counting the characters read, as LimitedCharSequence does. */
  readonly re: BoundedRegExp;
  /** `matches()`: the whole input (`$` alone would stop before a final line terminator under MULTILINE). */
  readonly whole: BoundedRegExp;
  constructor(
    readonly source: string,
    readonly flags: string,
    re: RegExp,
    /** `limited` mode's script.painless.regex.limit-factor (0: unlimited). */
    readonly limitFactor = 0,
  ) {
    const policy = limitFactor > 0 ? { kind: 'reads' as const, limitFactor } : STEPS;
    this.re = new BoundedRegExp(re.source, re.flags, policy);
    this.whole = new BoundedRegExp(`(?:${re.source})(?![\\s\\S])`, re.flags, policy);
  }
  matcher(s: string): JMatcher {
    return new JMatcher(this, s);
  }
  toJavaString(): string {
    return this.source;
  }
  /**
   * Runs a search; where its budget runs out, the exception ES raises. In `limited` mode that is
   * LimitedCharSequence's CircuitBreakingException (its count: the limit plus the one read that passed
   * it). Unlimited (`script.painless.regex.enabled: true`), ES would run on; the simulator refuses.
   */
  guard<T>(input: string, run: () => T): T {
    try {
      return run();
    } catch (e) {
      if (!(e instanceof RegexBudgetExceeded)) throw e;
      if (this.limitFactor > 0 && e.by === 'reads') return esThrow('circuit_breaking_exception', painlessRegexLimitMessage(this.source, this.limitFactor, input), REGEX_BREAKER_META);
      return javaThrow('illegal_argument_exception', regexBudgetExceeded(this.source, input.length, e.steps).cause.reason);
    }
  }
}

/** A java.util.regex.Matcher over one input: one count of characters read over all its searches. */
export class JMatcher implements JObject {
  readonly jclass = 'java.util.regex.Matcher';
  private last: RegExpExecArray | null = null;
  private from = 0;
  private readonly meter: Meter = { steps: 0, reads: 0 };
  constructor(
    readonly pattern: JPattern,
    readonly input: string,
  ) {}
  find(): boolean {
    if (this.from > this.input.length) {
      this.last = null;
      return false;
    }
    const p = this.pattern;
    this.last = p.guard(this.input, () => p.re.search(this.input, this.from, this.meter, false));
    if (this.last) this.from = this.last.index + Math.max(1, this.last[0].length);
    return this.last !== null;
  }
  matches(): boolean {
    const p = this.pattern;
    this.last = p.guard(this.input, () => p.whole.search(this.input, 0, this.meter, true));
    return this.last !== null;
  }
  lookingAt(): boolean {
    const p = this.pattern;
    this.last = p.guard(this.input, () => p.re.search(this.input, 0, this.meter, true));
    return this.last !== null;
  }
  private need(): RegExpExecArray {
    if (!this.last) javaThrow('illegal_state_exception', 'No match found');
    return this.last;
  }
  group(g?: JValue): JValue {
    const m = this.need();
    if (g === undefined) return m[0];
    if (typeof g === 'string') {
      if (!m.groups || !(g in m.groups)) javaThrow('illegal_argument_exception', `No group with name <${g}>`);
      return m.groups[g] ?? null;
    }
    const i = Number(g);
    if (i < 0 || i >= m.length) javaThrow('index_out_of_bounds_exception', `No group ${i}`);
    return m[i] ?? null;
  }
  /** Painless's augmentation: the named group, or null when the pattern has none of that name. */
  namedGroup(name: string): JValue {
    const m = this.need();
    return m.groups?.[name] ?? null;
  }
  start(): number {
    return this.need().index;
  }
  end(): number {
    const m = this.need();
    return m.index + m[0].length;
  }
  groupCount(): number {
    return new RegExp(this.pattern.re.source + '|').exec('')!.length - 1;
  }
  replaceAll(rep: string): string {
    const p = this.pattern;
    return p.guard(this.input, () => this.input.replace(reflag(p.re, `${p.re.flags}g`), javaReplacement(rep)));
  }
  replaceFirst(rep: string): string {
    const p = this.pattern;
    return p.guard(this.input, () => this.input.replace(p.re, javaReplacement(rep)));
  }
}

/** Java's replacement syntax (`$1`, `${name}`, `\$`) in JS's (`$1`, `$<name>`, `$$`). */
export function javaReplacement(rep: string): string {
  let out = '';
  for (let i = 0; i < rep.length; i++) {
    const c = rep[i]!;
    if (c === '\\' && i + 1 < rep.length) {
      out += rep[i + 1] === '$' ? '$$' : rep[i + 1];
      i++;
    } else if (c === '$' && rep[i + 1] === '{') {
      const end = rep.indexOf('}', i);
      out += '$<' + rep.slice(i + 2, end) + '>';
      i = end;
    } else out += c;
  }
  return out;
}

/** Compiles a regex literal, or throws Painless's compile error for a pattern Java would refuse. */
export function compileRegex(pattern: string, flags: string, opts: Pick<RunOptions, 'regex' | 'regexLimitFactor'>): JPattern {
  let jsFlags = '';
  for (const f of flags) {
    const m = FLAG_MAP[f];
    if (m === undefined) compileError(0, `invalid regular expression: unknown flag [${f}]`);
    if (m && !jsFlags.includes(m)) jsFlags += m;
  }
  let src = flags.includes('l') ? pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') : pattern;
  // Java's \A, \Z, \z anchors and possessive quantifiers have no JS spelling; the first three map to ^ and $.
  src = src.replace(/\\A/g, '^').replace(/\\[Zz]/g, '$');
  try {
    return new JPattern(pattern, flags, new RegExp(src, jsFlags), opts.regex === 'limited' ? opts.regexLimitFactor : 0);
  } catch (e) {
    return javaThrow('illegal_argument_exception', `invalid regular expression: could not compile regex constant [${pattern}] with flags [${flags}]: ${(e as Error).message}`);
  }
}

/** `Pattern.split` (limit 0: trailing empty strings dropped), counted as the limited pattern's split is. */
export function splitWith(p: JPattern, s: string): JList {
  return new JList(p.guard(s, () => javaSplit(s, p.re, 0)));
}
