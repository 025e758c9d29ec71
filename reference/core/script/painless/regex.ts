/**
 * java.util.regex as Painless exposes it: a `/…/flags` literal is a Pattern, `=~` is `matcher(s).find()`,
 * `==~` is `matcher(s).matches()`. Java's syntax is translated to JS's where they differ (flags, named
 * references in replacements); a pattern JS cannot compile is Painless's compile-time error.
 */
import { compileError, javaThrow } from './javaError.ts';
import { JList, type JObject, type JValue } from './values.ts';
import type { RunOptions } from './runOptions.ts';

const FLAG_MAP: Record<string, string> = { i: 'i', m: 'm', s: 's', u: 'u', U: 'u', x: '', c: '', l: '' };

/**
 * A group holding a quantifier that is itself quantified (`(a+)+`, `(\w*)*`, `(a|a)*`): the shapes whose
 * backtracking grows exponentially with the input.
 */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*(?:[+*]|\{\d+,\d*\}|\|)(?:[^()\\]|\\.)*\)[+*{]/;

/** A compiled java.util.regex.Pattern. */
export class JPattern implements JObject {
  readonly jclass = 'java.util.regex.Pattern';
  /** `limited` mode's script.painless.regex.limit-factor (0: unlimited). */
  limitFactor = 0;
  constructor(
    readonly source: string,
    readonly flags: string,
    readonly re: RegExp,
  ) {}
  matcher(s: string): JMatcher {
    // ES counts the characters a match reads and trips at limit-factor × the input's length. JS's engine
    // cannot count; a pattern whose backtracking can explode is stopped before it runs, as ES would stop
    // it part-way (the counts are what ES's limit would be at that length).
    if (this.limitFactor > 0 && s.length > 16 && NESTED_QUANTIFIER.test(this.source)) {
      const limit = this.limitFactor * s.length;
      javaThrow(
        'circuit_breaking_exception',
        `[scripting] Regular expression considered too many characters, pattern: [${this.source}], limit factor: [${this.limitFactor}], char limit: [${limit}], count: [${limit + 1}], wrapped: [${s}], this limit can be changed by changing the limit factor`,
      );
    }
    return new JMatcher(this, s);
  }
  toJavaString(): string {
    return this.source;
  }
}

/** A java.util.regex.Matcher over one input. */
export class JMatcher implements JObject {
  readonly jclass = 'java.util.regex.Matcher';
  private last: RegExpExecArray | null = null;
  private from = 0;
  constructor(
    readonly pattern: JPattern,
    readonly input: string,
  ) {}
  find(): boolean {
    const re = new RegExp(this.pattern.re.source, this.pattern.re.flags + 'g');
    re.lastIndex = this.from;
    this.last = re.exec(this.input);
    if (this.last) this.from = this.last[0].length === 0 ? re.lastIndex + 1 : re.lastIndex;
    return this.last !== null;
  }
  matches(): boolean {
    const re = new RegExp('^(?:' + this.pattern.re.source + ')$', this.pattern.re.flags);
    this.last = re.exec(this.input);
    return this.last !== null;
  }
  lookingAt(): boolean {
    const re = new RegExp('^(?:' + this.pattern.re.source + ')', this.pattern.re.flags);
    this.last = re.exec(this.input);
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
    return this.input.replace(new RegExp(this.pattern.re.source, this.pattern.re.flags + 'g'), javaReplacement(rep));
  }
  replaceFirst(rep: string): string {
    return this.input.replace(this.pattern.re, javaReplacement(rep));
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
    const p = new JPattern(pattern, flags, new RegExp(src, jsFlags));
    if (opts.regex === 'limited') p.limitFactor = opts.regexLimitFactor;
    return p;
  } catch (e) {
    return javaThrow('illegal_argument_exception', `invalid regular expression: could not compile regex constant [${pattern}] with flags [${flags}]: ${(e as Error).message}`);
  }
}

/** `Pattern.split`. */
export function splitWith(p: JPattern, s: string): JList {
  const parts = s.split(new RegExp(p.re.source, p.re.flags));
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return new JList(parts);
}
