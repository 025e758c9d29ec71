/**
 * Finds where a value sits in a JSON text, by path. Only used on the rare paths that need it
 * (an error's `[line:col]`, or telling `1.0` from `1` when a new numeric field is mapped), so the
 * hot path keeps using JSON.parse.
 */
import { stringEnd } from '../json.ts';

export type PathStep = string | number;

/** Characters scanned by `locate` and `Locator` (a test bounds work by input size with it, not by wall time). */
export const locateStats = { chars: 0 };

export interface Location {
  /** Offset of the value's first character. */
  offset: number;
  line: number;
  /** 1-based column, as Jackson reports it. */
  col: number;
  /** The scalar token text (numbers, strings with quotes, literals); '' for objects and arrays. */
  lexeme: string;
  /** Offset and column of the key that names this value (for errors about fields). */
  keyOffset: number;
}

class Scanner {
  i = 0;
  constructor(readonly s: string) {}
  ws(): void {
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (c === 32 || c === 9 || c === 10 || c === 13) this.i++;
      else break;
    }
  }
  str(): string {
    const start = this.i;
    this.i++;
    while (this.i < this.s.length && this.s[this.i] !== '"') this.i += this.s[this.i] === '\\' ? 2 : 1;
    this.i++;
    return JSON.parse(this.s.slice(start, this.i)) as string;
  }
  skipValue(): string {
    this.ws();
    const start = this.i;
    const c = this.s[this.i];
    if (c === '"') {
      this.str();
    } else if (c === '{' || c === '[') {
      let depth = 0;
      while (this.i < this.s.length) {
        const ch = this.s[this.i];
        if (ch === '"') {
          this.str();
          continue;
        }
        if (ch === '{' || ch === '[') depth++;
        else if (ch === '}' || ch === ']') {
          depth--;
          if (depth === 0) {
            this.i++;
            break;
          }
        }
        this.i++;
      }
      return '';
    } else {
      while (this.i < this.s.length && !/[\s,\]}]/.test(this.s[this.i])) this.i++;
    }
    return this.s.slice(start, this.i);
  }
}

function position(s: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < offset; k++) if (s.charCodeAt(k) === 10) {
    line++;
    lineStart = k + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

/** The location of the value at `path` (object keys and array indices), or undefined if absent. */
export function locate(text: string, path: PathStep[]): Location | undefined {
  const sc = new Scanner(text);
  let keyOffset = 0;
  try {
    for (const step of path) {
      sc.ws();
      if (typeof step === 'number') {
        if (text[sc.i] !== '[') return undefined;
        sc.i++;
        for (let n = 0; n < step; n++) {
          sc.skipValue();
          sc.ws();
          if (text[sc.i] !== ',') return undefined;
          sc.i++;
        }
        continue;
      }
      if (text[sc.i] !== '{') return undefined;
      sc.i++;
      let found = false;
      // The last occurrence of a duplicated key wins in JSON.parse; mirror that.
      let lastMatch = -1;
      let lastKey = 0;
      for (;;) {
        sc.ws();
        if (text[sc.i] === '}') break;
        const ko = sc.i;
        const key = sc.str();
        sc.ws();
        sc.i++; // ':'
        sc.ws();
        if (key === step) {
          lastMatch = sc.i;
          lastKey = ko;
          found = true;
        }
        sc.skipValue();
        sc.ws();
        if (text[sc.i] === ',') sc.i++;
        else break;
      }
      if (!found) return undefined;
      sc.i = lastMatch;
      keyOffset = lastKey;
    }
    sc.ws();
    const offset = sc.i;
    const lexeme = sc.skipValue();
    locateStats.chars += sc.i;
    const { line, col } = position(text, offset);
    return { offset, line, col, lexeme, keyOffset };
  } catch {
    return undefined;
  }
}

/** Line and column (1-based) of an offset. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  return position(text, offset);
}

/** One value of an indexed text: where it starts, its scalar lexeme, its key, and its members. */
interface Node {
  offset: number;
  keyOffset: number;
  lexeme: string;
  obj?: Map<string, Node>;
  arr?: Node[];
  /** In an object: whether the next string is a key. */
  expectKey?: boolean;
}

function isDelimiter(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 93 || c === 125;
}

/** Indexes every value of a (valid) JSON text in one pass, without recursion (any depth). */
function index(s: string): Node | undefined {
  locateStats.chars += s.length;
  let root: Node | undefined;
  const stack: Node[] = [];
  let key = '';
  let keyOffset = 0;
  const attach = (n: Node): void => {
    const top = stack[stack.length - 1];
    if (top === undefined) root ??= n;
    else if (top.arr) top.arr.push(n);
    else {
      top.obj!.set(key, n); // the last of duplicated keys wins, as in JSON.parse
      top.expectKey = true;
    }
  };
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 58) {
      i++;
    } else if (c === 125 || c === 93) {
      stack.pop();
      i++;
    } else if (c === 34) {
      const start = i++;
      let escaped = false;
      while (i < s.length && s.charCodeAt(i) !== 34) {
        if (s.charCodeAt(i) === 92) {
          escaped = true;
          i++;
        }
        i++;
      }
      i++;
      const text = s.slice(start, i);
      const top = stack[stack.length - 1];
      if (top?.obj && top.expectKey) {
        key = escaped ? (JSON.parse(text) as string) : text.slice(1, -1);
        keyOffset = start;
        top.expectKey = false;
      } else {
        attach({ offset: start, keyOffset: top?.arr ? top.keyOffset : keyOffset, lexeme: text });
      }
    } else if (c === 123 || c === 91) {
      const top = stack[stack.length - 1];
      const n: Node = { offset: i, keyOffset: top?.arr ? top.keyOffset : keyOffset, lexeme: '' };
      if (c === 123) {
        n.obj = new Map();
        n.expectKey = true;
      } else n.arr = [];
      attach(n);
      stack.push(n);
      i++;
    } else {
      const start = i;
      while (i < s.length && !isDelimiter(s.charCodeAt(i))) i++;
      const top = stack[stack.length - 1];
      attach({ offset: start, keyOffset: top?.arr ? top.keyOffset : keyOffset, lexeme: s.slice(start, i) });
    }
  }
  return root;
}

/**
 * `locate` for many paths of one text: the text is indexed once (on the first lookup), so a document with
 * n new fields costs O(text + n·depth) rather than n scans of the whole text.
 */
export class Locator {
  private root: Node | undefined | null = null;
  private lineStarts: number[] | undefined;
  constructor(readonly text: string) {}

  at(path: readonly PathStep[]): Location | undefined {
    if (this.root === null) this.root = index(this.text);
    let n = this.root;
    for (const step of path) {
      if (n === undefined) return undefined;
      n = typeof step === 'number' ? n.arr?.[step] : n.obj?.get(step);
    }
    if (n === undefined) return undefined;
    const { line, col } = this.position(n.offset);
    return { offset: n.offset, line, col, lexeme: n.lexeme, keyOffset: path.length === 0 ? 0 : n.keyOffset };
  }

  private position(offset: number): { line: number; col: number } {
    if (this.lineStarts === undefined) {
      this.lineStarts = [0];
      for (let k = 0; k < this.text.length; k++) if (this.text.charCodeAt(k) === 10) this.lineStarts.push(k + 1);
    }
    const ls = this.lineStarts;
    let lo = 0;
    let hi = ls.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (ls[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - ls[lo] + 1 };
  }
}

/**
 * Whether any number in a (valid) JSON text is written with a fraction or an exponent (`1.0`, `1e3`).
 * When none is, every integer value's lexeme is its plain digits and need not be looked up: one pass
 * without allocation, cheaper than indexing the text. Outside strings `.` occurs only in numbers, and an
 * `e`/`E` after a digit or a point only in numbers (`true`, `false` have it after a letter).
 */
export function hasFractionOrExponent(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) i = stringEnd(text, i);
    else if (c === 46) return true;
    else if (c === 101 || c === 69) {
      const before = text.charCodeAt(i - 1);
      if ((before >= 48 && before <= 57) || before === 46) return true;
    }
  }
  return false;
}
