/**
 * Lucene's `RegExp` syntax (what a `regexp` query's value means) compiled to an NFA and run by sets of
 * states: a match costs at most value length × automaton size steps, never the exponential backtracking
 * of a JavaScript RegExp. Operators: `|`, concatenation, `?` `*` `+` `{n}` `{n,}` `{n,m}`, `( )`, `[ ]`
 * classes with ranges and `^`, `.`, `"…"` literals, `\` escapes, `\d \D \s \S \w \W`, and with their flags
 * `#` (EMPTY) and `@` (ANYSTRING). Complement `~`, intersection `&` and intervals `<n-m>` need a
 * determinized automaton and are refused as unsupported rather than matched wrongly.
 *
 * The same automaton runs `java.util.regex` patterns (`syntax: 'java'`, dynamic templates' `match_pattern:
 * regex`, matched whole as `String.matches` does): `(?:…)`, `^`/`$` at the ends, lazy quantifiers, `\t`-style
 * escapes and Java's `.`; what needs backtracking (back-references, look-around, `\b`, possessive
 * quantifiers, inline flags, class intersections) is refused as unsupported.
 */

/** Lucene's RegExp syntax flags (`RegExp.INTERSECTION` …); ES's `flags` names them. */
export const REGEXP_FLAGS: Record<string, number> = {
  INTERSECTION: 0x0001,
  COMPLEMENT: 0x0002,
  EMPTY: 0x0004,
  ANYSTRING: 0x0008,
  AUTOMATON: 0x0010,
  INTERVAL: 0x0020,
  ALL: 0xffff,
  NONE: 0,
};

/** Why a pattern does not compile: Lucene's IllegalArgumentException text, or a feature not simulated. */
export type RegexpFailure = { kind: 'syntax'; message: string } | { kind: 'unsupported'; feature: string };

/** A compiled pattern: states with epsilon moves and code-point range moves. */
export interface Regexp {
  readonly eps: number[][];
  readonly moves: [number, number, number][][];
  readonly start: number;
  readonly accept: number;
  readonly caseInsensitive: boolean;
}

export interface RegexpStats {
  steps: number;
}

/** Builds the automaton while parsing (Thompson's construction: each fragment has one entry and one exit). */
class Builder {
  eps: number[][] = [];
  moves: [number, number, number][][] = [];
  state(): number {
    this.eps.push([]);
    this.moves.push([]);
    return this.eps.length - 1;
  }
}

interface Frag {
  start: number;
  end: number;
}

const MAX_CP = 0x10ffff;
/** More states than this is refused (a `{n}` repeat copies its operand n times). */
const MAX_STATES = 200_000;

class SyntaxError_ extends Error {
  constructor(readonly failure: RegexpFailure) {
    super(failure.kind === 'syntax' ? failure.message : failure.feature);
  }
}

/** Which regular expression language a pattern is written in. */
export type RegexpSyntax = 'lucene' | 'java';

class Parser {
  private pos = 0;
  private readonly b = new Builder();
  private readonly cps: number[];
  private readonly java: boolean;
  private readonly flags: number;
  constructor(text: string, flags: number, private readonly ci: boolean, syntax: RegexpSyntax) {
    this.cps = Array.from(text, (c) => c.codePointAt(0)!);
    this.java = syntax === 'java';
    // Java has none of Lucene's optional operators.
    this.flags = this.java ? REGEXP_FLAGS.NONE : flags;
  }

  run(): Regexp {
    const f = this.union();
    if (this.pos < this.cps.length) this.fail(`end-of-string expected at position ${this.pos}`);
    return { eps: this.b.eps, moves: this.b.moves, start: f.start, accept: f.end, caseInsensitive: this.ci };
  }

  private fail(message: string): never {
    throw new SyntaxError_({ kind: 'syntax', message });
  }

  private unsupported(feature: string): never {
    throw new SyntaxError_({ kind: 'unsupported', feature });
  }

  private more(): boolean {
    return this.pos < this.cps.length;
  }

  private peek(chars: string): boolean {
    return this.more() && chars.includes(String.fromCodePoint(this.cps[this.pos]));
  }

  private match(c: string): boolean {
    if (this.more() && this.cps[this.pos] === c.codePointAt(0)) {
      this.pos++;
      return true;
    }
    return false;
  }

  private check(flag: number): boolean {
    return (this.flags & flag) !== 0;
  }

  private newState(): number {
    if (this.b.eps.length >= MAX_STATES) this.unsupported(`A regular expression whose automaton has more than ${MAX_STATES} states`);
    return this.b.state();
  }

  private empty(): Frag {
    const s = this.newState();
    const e = this.newState();
    this.b.eps[s].push(e);
    return { start: s, end: e };
  }

  private nothing(): Frag {
    return { start: this.newState(), end: this.newState() };
  }

  private ranges(rs: [number, number][]): Frag {
    const s = this.newState();
    const e = this.newState();
    for (const [lo, hi] of rs) this.b.moves[s].push([lo, hi, e]);
    return { start: s, end: e };
  }

  private char(c: number): Frag {
    if (!this.ci) return this.ranges([[c, c]]);
    const ch = String.fromCodePoint(c);
    const variants = new Set([c, ch.toLowerCase().codePointAt(0)!, ch.toUpperCase().codePointAt(0)!]);
    return this.ranges([...variants].map((v) => [v, v] as [number, number]));
  }

  private concat(a: Frag, b: Frag): Frag {
    this.b.eps[a.end].push(b.start);
    return { start: a.start, end: b.end };
  }

  private alt(a: Frag, b: Frag): Frag {
    const s = this.newState();
    const e = this.newState();
    this.b.eps[s].push(a.start, b.start);
    this.b.eps[a.end].push(e);
    this.b.eps[b.end].push(e);
    return { start: s, end: e };
  }

  private star(a: Frag): Frag {
    const s = this.newState();
    const e = this.newState();
    this.b.eps[s].push(a.start, e);
    this.b.eps[a.end].push(a.start, e);
    return { start: s, end: e };
  }

  private optional(a: Frag): Frag {
    return this.alt(a, this.empty());
  }

  /** A copy of a fragment's states (for repeats: each copy is its own part of the automaton). */
  private copy(f: Frag, from: number, to: number): Frag {
    const map = new Map<number, number>();
    for (let s = from; s < to; s++) map.set(s, this.newState());
    for (let s = from; s < to; s++) {
      const t = map.get(s)!;
      for (const x of this.b.eps[s]) this.b.eps[t].push(map.get(x) ?? x);
      for (const [lo, hi, x] of this.b.moves[s]) this.b.moves[t].push([lo, hi, map.get(x) ?? x]);
    }
    return { start: map.get(f.start)!, end: map.get(f.end)! };
  }

  private union(): Frag {
    let f = this.inter();
    while (this.match('|')) f = this.alt(f, this.inter());
    return f;
  }

  private inter(): Frag {
    const f = this.concatExp();
    if (this.check(REGEXP_FLAGS.INTERSECTION) && this.peek('&')) this.unsupported('Intersection (&) in a regexp query');
    return f;
  }

  private concatExp(): Frag {
    let f: Frag | undefined;
    while (this.more() && !this.peek(')|') && !(this.check(REGEXP_FLAGS.INTERSECTION) && this.peek('&'))) {
      const r = this.repeat();
      f = f ? this.concat(f, r) : r;
    }
    return f ?? this.empty();
  }

  private int(): number {
    const start = this.pos;
    while (this.peek('0123456789')) this.pos++;
    if (start === this.pos) this.fail(`integer expected at position ${this.pos}`);
    return Number(String.fromCodePoint(...this.cps.slice(start, this.pos)));
  }

  private repeat(): Frag {
    const first = this.b.eps.length;
    let f = this.compl();
    for (;;) {
      if (this.match('?')) f = this.optional(f);
      else if (this.match('*')) f = this.star(f);
      else if (this.match('+')) {
        const more = this.copy(f, first, this.b.eps.length);
        f = this.concat(f, this.star(more));
      } else if (this.match('{')) {
        const n = this.int();
        let m: number | undefined = n;
        if (this.match(',')) m = this.peek('0123456789') ? this.int() : undefined;
        if (!this.match('}')) this.fail(`expected '}' at position ${this.pos}`);
        if (m !== undefined && m < n) this.fail(`illegal repetition range at position ${this.pos}`);
        f = this.repeatRange(f, first, n, m);
      } else break;
      if (this.java) {
        if (this.peek('+')) this.unsupported('A possessive quantifier in a regular expression');
        this.match('?'); // lazy: the same strings match as a whole
      }
    }
    return f;
  }

  /** `{n,m}`: n copies, then m-n optional ones (or a star when m is open). */
  private repeatRange(f: Frag, first: number, n: number, m: number | undefined): Frag {
    const last = this.b.eps.length;
    const total = (m ?? n + 1) * (last - first);
    if (this.b.eps.length + total > MAX_STATES) this.unsupported(`A regular expression whose automaton has more than ${MAX_STATES} states`);
    const copies = (k: number): Frag[] => Array.from({ length: k }, () => this.copy(f, first, last));
    let out: Frag = n === 0 ? this.empty() : f;
    for (const c of copies(Math.max(0, n - 1))) out = this.concat(out, c);
    if (m === undefined) return this.concat(out, this.star(n === 0 ? f : this.copy(f, first, last)));
    if (m === 0) return this.empty();
    const optional = n === 0 ? [f, ...copies(Math.max(0, m - 1))] : copies(m - n);
    for (const c of optional) out = this.concat(out, this.optional(c));
    return out;
  }

  private compl(): Frag {
    if (this.check(REGEXP_FLAGS.COMPLEMENT) && this.peek('~')) this.unsupported('Complement (~) in a regexp query');
    return this.charClassExp();
  }

  private charClassExp(): Frag {
    if (!this.match('[')) return this.simple();
    const negate = this.match('^');
    const rs: [number, number][] = [];
    do {
      if (this.java && (this.peek('[') || (this.peek('&') && this.cps[this.pos + 1] === 38))) this.unsupported('A nested class or class intersection in a regular expression');
      rs.push(...this.classItem());
    } while (this.more() && !this.peek(']'));
    if (!this.match(']')) this.fail(`expected ']' at position ${this.pos}`);
    if (!negate) return this.ranges(this.ci ? caseFold(rs) : rs);
    return this.ranges(invert(rs));
  }

  private classItem(): [number, number][] {
    const shorthand = this.shorthand();
    if (shorthand) return shorthand;
    const lo = this.charExp();
    if (this.match('-')) {
      const hi = this.charExp();
      if (hi < lo) this.fail(`invalid character class range at position ${this.pos}`);
      return [[lo, hi]];
    }
    return [[lo, lo]];
  }

  /** `\d \D \s \S \w \W` (Lucene 8.6+), or undefined when the next token is not one. */
  private shorthand(): [number, number][] | undefined {
    if (!this.peek('\\') || this.pos + 1 >= this.cps.length) return undefined;
    const c = String.fromCodePoint(this.cps[this.pos + 1]);
    const table: Record<string, [number, number][]> = {
      d: [[48, 57]],
      s: this.java ? [[9, 13], [32, 32]] : [[9, 10], [13, 13], [32, 32]],
      w: [[48, 57], [65, 90], [95, 95], [97, 122]],
    };
    const base = table[c.toLowerCase()];
    if (!base) return undefined;
    this.pos += 2;
    return c === c.toLowerCase() ? base : invert(base);
  }

  private charExp(): number {
    if (!this.more()) this.fail('unexpected end-of-string');
    if (this.match('\\')) {
      if (!this.more()) this.fail('unexpected end-of-string');
      if (this.java) return this.javaEscape();
    }
    return this.cps[this.pos++];
  }

  /** The character a Java escape stands for; escapes that need more than an automaton are refused. */
  private javaEscape(): number {
    const c = String.fromCodePoint(this.cps[this.pos++]);
    const controls: Record<string, number> = { t: 9, n: 10, r: 13, f: 12, a: 7, e: 27 };
    if (controls[c] !== undefined) return controls[c];
    if (c === 'x' || c === 'u') {
      const width = c === 'x' ? 2 : 4;
      const hex = String.fromCodePoint(...this.cps.slice(this.pos, this.pos + width));
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) this.fail(`Illegal hexadecimal escape sequence near index ${this.pos}`);
      this.pos += width;
      return parseInt(hex, 16);
    }
    if (/[a-zA-Z0-9]/.test(c)) this.unsupported(`The escape \\${c} in a regular expression`);
    return c.codePointAt(0)!;
  }

  private simple(): Frag {
    if (this.java) {
      // String.matches is anchored already: `^` first and `$` last add nothing; elsewhere they would.
      if (this.peek('^') && this.pos === 0) {
        this.pos++;
        return this.empty();
      }
      if (this.peek('$') && this.pos === this.cps.length - 1) {
        this.pos++;
        return this.empty();
      }
      if (this.peek('^$')) this.unsupported('An anchor inside a regular expression');
      // Java's `.` stops at line terminators.
      if (this.match('.')) return this.ranges(invert([[10, 10], [13, 13], [0x85, 0x85], [0x2028, 0x2029]]));
      if (this.peek('(') && this.cps[this.pos + 1] === 63) {
        if (this.cps[this.pos + 2] !== 58) this.unsupported('A look-around, named group or inline flag in a regular expression');
        this.pos += 3;
        const f = this.union();
        if (!this.match(')')) this.fail(`Unclosed group near index ${this.pos}`);
        return f;
      }
      if (this.peek('"')) return this.char(this.cps[this.pos++]);
    }
    if (this.match('.')) return this.ranges([[0, MAX_CP]]);
    if (this.check(REGEXP_FLAGS.EMPTY) && this.match('#')) return this.nothing();
    if (this.check(REGEXP_FLAGS.ANYSTRING) && this.match('@')) return this.star(this.ranges([[0, MAX_CP]]));
    if (this.match('"')) {
      let f = this.empty();
      while (this.more() && !this.peek('"')) f = this.concat(f, this.char(this.cps[this.pos++]));
      if (!this.match('"')) this.fail(`expected '"' at position ${this.pos}`);
      return f;
    }
    if (this.match('(')) {
      if (this.match(')')) return this.empty();
      const f = this.union();
      if (!this.match(')')) this.fail(`expected ')' at position ${this.pos}`);
      return f;
    }
    if ((this.check(REGEXP_FLAGS.AUTOMATON) || this.check(REGEXP_FLAGS.INTERVAL)) && this.peek('<')) {
      this.unsupported('A named automaton or numeric interval (<...>) in a regexp query');
    }
    const shorthand = this.shorthand();
    if (shorthand) return this.ranges(shorthand);
    return this.char(this.charExp());
  }
}

/** The code points not in the ranges (a negated class). */
function invert(rs: [number, number][]): [number, number][] {
  const sorted = [...rs].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of sorted) {
    if (lo > next) out.push([next, lo - 1]);
    next = Math.max(next, hi + 1);
  }
  if (next <= MAX_CP) out.push([next, MAX_CP]);
  return out;
}

/** Single characters of a class in both cases (Lucene folds only single characters, not ranges). */
function caseFold(rs: [number, number][]): [number, number][] {
  const out = [...rs];
  for (const [lo, hi] of rs) {
    if (lo !== hi) continue;
    const ch = String.fromCodePoint(lo);
    for (const v of [ch.toLowerCase(), ch.toUpperCase()]) out.push([v.codePointAt(0)!, v.codePointAt(0)!]);
  }
  return out;
}

/** Parses a `regexp` query's pattern, or says why not. */
export function compileRegexp(pattern: string, flags = REGEXP_FLAGS.ALL, caseInsensitive = false, syntax: RegexpSyntax = 'lucene'): Regexp | RegexpFailure {
  try {
    return new Parser(pattern, flags, caseInsensitive, syntax).run();
  } catch (e) {
    if (e instanceof SyntaxError_) return e.failure;
    throw e;
  }
}

export function isRegexpFailure(r: Regexp | RegexpFailure): r is RegexpFailure {
  return (r as RegexpFailure).kind !== undefined;
}

/** Whether the whole value matches: the set of live states advances one code point at a time. */
export function regexpMatches(re: Regexp, value: string, stats?: RegexpStats): boolean {
  const n = re.eps.length;
  // A generation stamp per state instead of a fresh Set per step.
  const seen = new Int32Array(n).fill(-1);
  let current: number[] = [];
  let steps = 0;
  let gen = 0;
  const closure = (seeds: number[]): number[] => {
    const out: number[] = [];
    const stack = [...seeds];
    for (const s of seeds) seen[s] = gen;
    while (stack.length > 0) {
      const s = stack.pop()!;
      steps++;
      out.push(s);
      for (const t of re.eps[s]) {
        steps++;
        if (seen[t] !== gen) {
          seen[t] = gen;
          stack.push(t);
        }
      }
    }
    return out;
  };
  current = closure([re.start]);
  for (const ch of value) {
    if (current.length === 0) break;
    const c = ch.codePointAt(0)!;
    const alts = re.caseInsensitive ? [c, ch.toLowerCase().codePointAt(0)!, ch.toUpperCase().codePointAt(0)!] : [c];
    gen++;
    const next: number[] = [];
    for (const s of current) {
      for (const [lo, hi, t] of re.moves[s]) {
        steps++;
        if (seen[t] !== gen && alts.some((x) => x >= lo && x <= hi)) {
          seen[t] = gen;
          next.push(t);
        }
      }
    }
    gen++;
    current = closure(next);
  }
  if (stats) stats.steps += steps;
  return current.includes(re.accept);
}

/** ES's `flags` string (`ALL`, `NONE`, or names joined by `|`), or undefined for an unknown name. */
export function parseRegexpFlags(s: string): number | undefined {
  let v = 0;
  for (const part of s.split('|')) {
    const name = part.trim().toUpperCase();
    if (name === '') continue;
    const f = REGEXP_FLAGS[name];
    if (f === undefined) return undefined;
    v |= f;
  }
  return s.trim() === '' ? REGEXP_FLAGS.ALL : v;
}
