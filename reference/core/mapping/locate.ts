/**
 * Finds where a value sits in a JSON text, by path. Only used on the rare paths that need it
 * (an error's `[line:col]`, or telling `1.0` from `1` when a new numeric field is mapped), so the
 * hot path keeps using JSON.parse.
 */

export type PathStep = string | number;

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
