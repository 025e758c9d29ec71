/**
 * A JavaScript regular expression's source (what the Java, Joni and Painless translators produce) read
 * into a tree, for the bounded matcher (vm.ts) and the backtracking check (risk.ts). Only the structure
 * is interpreted: a single-character item (a class, an escape, `.`, a literal) keeps its source text and
 * is tested by JavaScript's own engine one character at a time (charTest.ts), so its meaning is exactly
 * JavaScript's. Anything the reader does not know makes it return undefined: the caller keeps the native
 * RegExp (see bounded.ts).
 */

export type Node =
  | { t: 'char'; src: string; lit?: number }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; alts: Node[] }
  | { t: 'group'; index: number; body: Node }
  | { t: 'look'; behind: boolean; neg: boolean; body: Node }
  | { t: 'rep'; min: number; max: number; greedy: boolean; body: Node }
  | { t: 'assert'; kind: '^' | '$' | 'b' | 'B' }
  | { t: 'backref'; index: number };

export interface Parsed {
  root: Node;
  /** Capture groups, group 0 excluded. */
  groups: number;
  /** Group names by index (1-based), for `groups` of the match. */
  names: Map<string, number>;
}

class Unsupported extends Error {}

/** The tree of a JS source with these flags, or undefined when the reader does not know a construct. */
export function parseRegex(src: string, flags: string): Parsed | undefined {
  try {
    return new Reader(src, flags.includes('u') || flags.includes('v')).read();
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

const SIMPLE_ESCAPES = new Set([...'dDwWsStnrvf0']);

class Reader {
  private i = 0;
  private groupCount = 0;
  private readonly names = new Map<string, number>();
  private readonly namedRefs: [Node & { t: 'backref' }, string][] = [];
  private readonly numRefs: (Node & { t: 'backref' })[] = [];
  private readonly totalGroups: number;

  constructor(
    private readonly s: string,
    private readonly unicode: boolean,
  ) {
    this.totalGroups = countGroups(s);
  }

  read(): Parsed {
    const root = this.alternation();
    if (this.i < this.s.length) throw new Unsupported();
    for (const [ref, name] of this.namedRefs) {
      const index = this.names.get(name);
      if (index === undefined) throw new Unsupported();
      ref.index = index;
    }
    for (const ref of this.numRefs) if (ref.index > this.groupCount) throw new Unsupported();
    return { root, groups: this.groupCount, names: this.names };
  }

  private alternation(): Node {
    const alts = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts.length === 1 ? alts[0]! : { t: 'alt', alts };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const atom = this.atom();
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    const q = this.quantifier();
    if (!q) return atom;
    if (atom.t === 'assert' || (atom.t === 'look' && this.unicode)) throw new Unsupported();
    const greedy = this.s[this.i] !== '?';
    if (!greedy) this.i++;
    // A quantifier on a quantifier (`a**`) is JavaScript's syntax error; the RegExp was compiled already.
    if (this.quantifier()) throw new Unsupported();
    return { t: 'rep', min: q[0], max: q[1], greedy, body: atom };
  }

  private quantifier(): [number, number] | undefined {
    const c = this.s[this.i];
    if (c === '*') return this.i++, [0, Infinity];
    if (c === '+') return this.i++, [1, Infinity];
    if (c === '?') return this.i++, [0, 1];
    if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (!m) {
        if (this.unicode) throw new Unsupported();
        return undefined;
      }
      this.i += m[0].length;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (max < min) throw new Unsupported();
      return [min, max];
    }
    return undefined;
  }

  private atom(): Node {
    const s = this.s;
    const c = s[this.i]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '^' || c === '$') return this.i++, { t: 'assert', kind: c };
    if (c === '.') return this.i++, { t: 'char', src: '.' };
    if (c === '\\') return this.escape();
    if (c === '*' || c === '+' || c === '?' || (c === '{' && this.unicode) || c === ')' || c === ']' && this.unicode) throw new Unsupported();
    if (c === '{' && /^\{\d+(,\d*)?\}/.test(s.slice(this.i))) throw new Unsupported();
    const cp = this.unicode ? s.codePointAt(this.i)! : s.charCodeAt(this.i);
    const len = cp > 0xffff ? 2 : 1;
    const src = s.slice(this.i, this.i + len);
    this.i += len;
    return { t: 'char', src: /[\\^$.*+?()[\]{}|/]/.test(src) ? `\\${src}` : src, lit: cp };
  }

  private group(): Node {
    const s = this.s;
    this.i++;
    let node: Node;
    if (s.startsWith('?:', this.i)) {
      this.i += 2;
      node = this.alternation();
    } else if (s.startsWith('?=', this.i) || s.startsWith('?!', this.i)) {
      const neg = s[this.i + 1] === '!';
      this.i += 2;
      node = { t: 'look', behind: false, neg, body: this.alternation() };
    } else if (s.startsWith('?<=', this.i) || s.startsWith('?<!', this.i)) {
      const neg = s[this.i + 2] === '!';
      this.i += 3;
      node = { t: 'look', behind: true, neg, body: this.alternation() };
    } else if (s.startsWith('?<', this.i)) {
      const end = s.indexOf('>', this.i);
      if (end < 0) throw new Unsupported();
      const name = s.slice(this.i + 2, end);
      if (this.names.has(name)) throw new Unsupported();
      this.i = end + 1;
      const index = ++this.groupCount;
      this.names.set(name, index);
      node = { t: 'group', index, body: this.alternation() };
    } else if (s[this.i] === '?') {
      throw new Unsupported();
    } else {
      const index = ++this.groupCount;
      node = { t: 'group', index, body: this.alternation() };
    }
    if (s[this.i] !== ')') throw new Unsupported();
    this.i++;
    return node;
  }

  private charClass(): Node {
    const s = this.s;
    const start = this.i;
    let j = this.i + 1;
    if (s[j] === '^') j++;
    // `[]` and `[^]` are complete classes in JS (nothing, anything).
    if (s[j] === ']') {
      this.i = j + 1;
      return { t: 'char', src: s.slice(start, this.i) };
    }
    for (; j < s.length && s[j] !== ']'; j++) {
      if (s[j] === '\\') j++;
      else if (s[j] === '[' && this.unicode && s[j + 1] === ':') throw new Unsupported();
    }
    if (j >= s.length) throw new Unsupported();
    this.i = j + 1;
    return { t: 'char', src: s.slice(start, this.i) };
  }

  private escape(): Node {
    const s = this.s;
    const n = s[this.i + 1];
    if (n === undefined) throw new Unsupported();
    if (n === 'b' || n === 'B') return (this.i += 2), { t: 'assert', kind: n };
    if (n === 'k' && s[this.i + 2] === '<' && (this.unicode || this.names.size > 0 || /\(\?<[^=!]/.test(s))) {
      const end = s.indexOf('>', this.i);
      if (end < 0) throw new Unsupported();
      const ref: Node & { t: 'backref' } = { t: 'backref', index: 0 };
      this.namedRefs.push([ref, s.slice(this.i + 3, end)]);
      this.i = end + 1;
      return ref;
    }
    if (n >= '1' && n <= '9') {
      const m = /^\d+/.exec(s.slice(this.i + 1))!;
      const index = Number(m[0]);
      if (index <= this.totalGroups) {
        this.i += 1 + m[0].length;
        const ref: Node & { t: 'backref' } = { t: 'backref', index };
        this.numRefs.push(ref);
        return ref;
      }
      // An octal escape or an identity escape outside unicode mode: rare enough to leave to JS.
      throw new Unsupported();
    }
    if (SIMPLE_ESCAPES.has(n)) {
      if (n === '0' && /[0-9]/.test(s[this.i + 2] ?? '')) throw new Unsupported();
      this.i += 2;
      return { t: 'char', src: `\\${n}` };
    }
    if (n === 'x') return this.fixedEscape(/^\\x[0-9a-fA-F]{2}/);
    if (n === 'u') return this.fixedEscape(/^\\u(\{[0-9a-fA-F]+\}|[0-9a-fA-F]{4}(\\u[dD][c-fC-F][0-9a-fA-F]{2})?)/);
    if (n === 'c') return this.fixedEscape(/^\\c[a-zA-Z]/);
    if (n === 'p' || n === 'P') {
      if (!this.unicode) throw new Unsupported();
      return this.fixedEscape(/^\\[pP]\{[^}]*\}/);
    }
    if (/[a-zA-Z0-9]/.test(n)) throw new Unsupported();
    const cp = s.codePointAt(this.i + 1)!;
    const len = cp > 0xffff ? 2 : 1;
    this.i += 1 + len;
    return { t: 'char', src: `\\${s.slice(this.i - len, this.i)}`, lit: cp };
  }

  private fixedEscape(re: RegExp): Node {
    const m = re.exec(this.s.slice(this.i));
    if (!m) throw new Unsupported();
    this.i += m[0].length;
    return { t: 'char', src: m[0] };
  }
}

/** The number of capture groups of a source (an upper bound where escapes and classes are read roughly). */
function countGroups(s: string): number {
  let n = 0;
  let inClass = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(' && (s[i + 1] !== '?' || (s[i + 2] === '<' && s[i + 3] !== '=' && s[i + 3] !== '!'))) n++;
  }
  return n;
}
