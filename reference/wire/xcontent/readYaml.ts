/**
 * A request body sent in YAML (`Content-Type: application/yaml`), read as Jackson's YAMLParser reads it and
 * given to the handlers as the JSON text ES would print for it. A quoted or block scalar is text; a plain one
 * is typed as SnakeYAML's YAML 1.1 resolver types it and Jackson then takes it (YAMLParser._decodeScalar):
 * `null`, `Null`, `NULL`, `~` and nothing are null; only `true` and `false` (three cases each) are booleans,
 * YAML 1.1's `yes`/`on` stay text; integers in decimal, `0x`, `0b` and leading-zero octal, `_` allowed;
 * floats as Java prints the double read. Names are always text; a repeated name is refused
 * (STRICT_DUPLICATE_DETECTION); only the first document is read.
 *
 * The reader is our own, not the `yaml` package: bundled into the server, that package alone cost the idle
 * server about 3 MB (`npm run bench -- --only startup`, 2026-11-29), for a format few bodies come in. It reads
 * block mappings and sequences (a sequence in a mapping indented or not, `- key: value` items, complex keys
 * `? key`), flow collections over several lines, plain, single- and double-quoted scalars with YAML's line
 * folding and escapes, literal and folded block scalars, comments and a `---` start; anchors, aliases and
 * tags are refused with a clear error (YamlBodyError), never guessed.
 */
import { javaDoubleToString } from '../../core/mapping/javaNumbers.ts';

export class YamlBodyError extends Error {}

const NULLS = new Set(['null', 'Null', 'NULL', '~', '']);
const INT = /^[-+]?(?:0|[1-9][0-9_]*)$/;
const HEX = /^([-+]?)0x([0-9a-fA-F_]+)$/;
const OCT = /^([-+]?)0([0-7_]+)$/;
const BIN = /^([-+]?)0b([01_]+)$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?$/;

/** A plain scalar's JSON text, typed as Jackson types it. */
function plain(text: string): string {
  if (NULLS.has(text)) return 'null';
  if (text === 'true' || text === 'True' || text === 'TRUE') return 'true';
  if (text === 'false' || text === 'False' || text === 'FALSE') return 'false';
  if (INT.test(text)) return BigInt(text.replace(/_/g, '').replace(/^\+/, '')).toString();
  for (const [re, radix] of [[HEX, 'x'], [OCT, 'o'], [BIN, 'b']] as const) {
    const m = re.exec(text);
    if (m) {
      const n = BigInt(`0${radix}${m[2]!.replace(/_/g, '')}`);
      return (m[1] === '-' ? -n : n).toString();
    }
  }
  if (FLOAT.test(text) && /[0-9]/.test(text)) return javaDoubleToString(Number(text.replace(/_/g, '')));
  return JSON.stringify(text);
}

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\u0007', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\u000b', f: '\f', r: '\r', e: '\u001b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};

const isBreak = (c: string | undefined) => c === '\n' || c === '\r';
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** A parsed node: its JSON text. */
type Out = string;

class Reader {
  private i = 0;
  constructor(private readonly s: string) {}

  fail(what: string): never {
    const before = this.s.slice(0, this.i);
    const line = before.split('\n').length;
    const col = this.i - before.lastIndexOf('\n');
    throw new YamlBodyError(`${what} at line ${line}, column ${col}`);
  }

  private peek(k = 0): string | undefined {
    return this.s[this.i + k];
  }

  /** The column of position `i` (0-based). */
  private column(i = this.i): number {
    return i - (this.s.lastIndexOf('\n', i - 1) + 1);
  }

  /** Skips blanks, comments and line breaks; the column of the next content, or -1 at the end. */
  private skipSpace(): number {
    for (;;) {
      while (isBlank(this.peek())) this.i++;
      if (this.peek() === '#' && (this.i === 0 || isBlank(this.s[this.i - 1]) || isBreak(this.s[this.i - 1]))) while (this.i < this.s.length && !isBreak(this.peek())) this.i++;
      if (isBreak(this.peek())) {
        this.i++;
        continue;
      }
      return this.i >= this.s.length ? -1 : this.column();
    }
  }

  /** Skips blanks and a comment on the current line only. */
  private skipInline(): void {
    while (isBlank(this.peek())) this.i++;
    if (this.peek() === '#') while (this.i < this.s.length && !isBreak(this.peek())) this.i++;
  }

  document(): Out {
    if (this.s.charCodeAt(0) === 0xfeff) this.i = 1;
    let col = this.skipSpace();
    while (this.peek() === '%') {
      while (this.i < this.s.length && !isBreak(this.peek())) this.i++;
      col = this.skipSpace();
    }
    let inline = false;
    if (col === 0 && this.s.startsWith('---', this.i) && (this.i + 3 >= this.s.length || /\s/.test(this.s[this.i + 3]!))) {
      this.i += 3;
      this.skipInline();
      inline = !isBreak(this.peek()) && this.i < this.s.length;
      col = inline ? this.column() : this.skipSpace();
    }
    if (col < 0 || this.atDocumentEnd()) return 'null';
    const out = inline ? this.inlineNode(-1) : this.block(-1);
    this.skipSpace();
    if (this.i < this.s.length && !this.atDocumentEnd()) this.fail('unexpected content after the document');
    return out;
  }

  private atDocumentEnd(): boolean {
    return this.column() === 0 && (this.s.startsWith('---', this.i) || this.s.startsWith('...', this.i));
  }

  /** A block node whose lines are indented more than `parent`. */
  private block(parent: number): Out {
    const col = this.skipSpace();
    if (col < 0 || col <= parent || this.atDocumentEnd()) return 'null';
    return this.nodeAt(col, parent);
  }

  /** The node starting here, at column `col`, inside a parent at column `parent`. */
  private nodeAt(col: number, parent: number): Out {
    if (this.isSeqEntry()) return this.sequence(col);
    if (this.peek() === '?' && isSpaceOrEnd(this.s[this.i + 1])) return this.mapping(col);
    if (this.looksLikeKey()) return this.mapping(col);
    return this.inlineNode(parent);
  }

  private isSeqEntry(): boolean {
    return this.peek() === '-' && isSpaceOrEnd(this.s[this.i + 1]);
  }

  /** Whether a simple key (`key:` then a space or the line's end) starts here. */
  private looksLikeKey(): boolean {
    const save = this.i;
    try {
      const c = this.peek();
      if (c === '"' || c === "'") this.quoted();
      else if (c === '{' || c === '[') return false;
      else {
        while (this.i < this.s.length && !isBreak(this.peek())) {
          if (this.peek() === ':' && isSpaceOrEnd(this.s[this.i + 1])) break;
          if (this.peek() === '#' && isBlank(this.s[this.i - 1])) return false;
          this.i++;
        }
      }
      while (isBlank(this.peek())) this.i++;
      return this.peek() === ':' && isSpaceOrEnd(this.s[this.i + 1]);
    } catch {
      return false;
    } finally {
      this.i = save;
    }
  }

  private sequence(col: number): Out {
    const items: Out[] = [];
    for (;;) {
      this.i++; // the `-`
      this.skipInline();
      if (isBreak(this.peek()) || this.i >= this.s.length) items.push(this.block(col));
      else items.push(this.nodeAt(this.column(), col));
      const next = this.skipSpace();
      if (next !== col || !this.isSeqEntry() || this.atDocumentEnd()) {
        if (next > col) this.fail('bad indentation of a sequence entry');
        return '[' + items.join(',') + ']';
      }
    }
  }

  private mapping(col: number): Out {
    const members: string[] = [];
    const seen = new Set<string>();
    for (;;) {
      let key: string;
      let value: Out;
      if (this.peek() === '?' && isSpaceOrEnd(this.s[this.i + 1])) {
        this.i++;
        this.skipInline();
        // A complex key: a quoted or plain scalar on the `?` line (its text as written), or nothing (the empty name).
        const c = this.peek();
        if (isBreak(c) || c === undefined) key = '';
        else if (c === '"' || c === "'") key = this.quoted();
        else key = this.plainText(col, true);
        const at = this.skipSpace();
        if (at === col && this.peek() === ':' && isSpaceOrEnd(this.s[this.i + 1])) {
          // `: ` is an indicator like `- `: a block node may start on its line (`: - 0`, `: a: 1`).
          this.i++;
          this.skipInline();
          value = isBreak(this.peek()) || this.i >= this.s.length ? this.valueAfterColon(col) : this.nodeAt(this.column(), col);
        } else value = 'null';
      } else {
        key = this.keyText(this.scalarKey());
        while (isBlank(this.peek())) this.i++;
        if (this.peek() !== ':') this.fail('expected a ":" after a mapping key');
        this.i++;
        value = this.valueAfterColon(col);
      }
      if (seen.has(key)) throw new YamlBodyError(`Duplicate field '${key}'`);
      seen.add(key);
      members.push(JSON.stringify(key) + ':' + value);
      const next = this.skipSpace();
      if (next !== col || this.atDocumentEnd() || this.isSeqEntry()) {
        if (next > col) this.fail('bad indentation of a mapping entry');
        return '{' + members.join(',') + '}';
      }
      if (!(this.peek() === '?' && isSpaceOrEnd(this.s[this.i + 1])) && !this.looksLikeKey()) this.fail('expected a mapping key');
    }
  }

  /** A name is always text (Jackson's FIELD_NAME): the scalar's own characters, whatever they look like. */
  private keyText(node: Out): string {
    if (node.startsWith('"')) return JSON.parse(node) as string;
    if (node.startsWith('{') || node.startsWith('[')) this.fail('only scalar names are accepted in YAML content');
    return node;
  }

  /** A simple key: quoted, or plain up to `: `; a plain key keeps its text (not typed). */
  private scalarKey(): Out {
    const c = this.peek();
    if (c === '"' || c === "'") return JSON.stringify(this.quoted());
    const start = this.i;
    while (this.i < this.s.length && !isBreak(this.peek()) && !(this.peek() === ':' && isSpaceOrEnd(this.s[this.i + 1]))) this.i++;
    const text = this.s.slice(start, this.i).trimEnd();
    this.refuseSpecial(text);
    return JSON.stringify(text);
  }

  private valueAfterColon(col: number): Out {
    this.skipInline();
    if (isBreak(this.peek()) || this.i >= this.s.length) {
      const next = this.skipSpace();
      // A sequence may stand at its key's own column (an indentless sequence).
      if (next === col && this.isSeqEntry()) return this.sequence(col);
      return next > col && !this.atDocumentEnd() ? this.nodeAt(next, col) : 'null';
    }
    return this.inlineNode(col);
  }

  /** A node that starts on the current line: flow collection, quoted, block or plain scalar. */
  private inlineNode(parent: number): Out {
    const c = this.peek();
    this.refuseSpecial(c);
    if (c === '{' || c === '[') {
      const out = this.flow();
      this.skipInline();
      return out;
    }
    if (c === '"' || c === "'") {
      const out = JSON.stringify(this.quoted());
      this.skipInline();
      return out;
    }
    if (c === '|' || c === '>') return JSON.stringify(this.blockScalar(parent));
    return this.plainScalar(parent);
  }

  /** Anchors (`&`), aliases (`*`) and tags (`!`) are refused in words, never read as text. */
  private refuseSpecial(text: string | undefined): void {
    const c = text?.[0];
    if (c === '&' || c === '*' || c === '!') this.fail(`YAML ${c === '&' ? 'anchors' : c === '*' ? 'aliases' : 'tags'} are not supported in request bodies by this simulator`);
  }

  /** A plain scalar, folded over continuation lines indented more than `parent`, typed. */
  private plainScalar(parent: number): Out {
    return plain(this.plainText(parent, false));
  }

  /** A plain scalar's text, folded over continuation lines indented more than `parent` (a complex key's may hold `: `). */
  private plainText(parent: number, key: boolean): string {
    const parts: string[] = [];
    for (;;) {
      const start = this.i;
      while (this.i < this.s.length && !isBreak(this.peek())) {
        if (!key && this.peek() === ':' && isSpaceOrEnd(this.s[this.i + 1])) this.fail('a plain value may not hold ": " (quote it)');
        if (this.peek() === '#' && isBlank(this.s[this.i - 1])) break;
        this.i++;
      }
      parts.push(this.s.slice(start, this.i).trim());
      this.skipInline();
      // A continuation line: more indented than the parent, and not a new entry.
      const save = this.i;
      let breaks = 0;
      while (isBreak(this.peek()) || isBlank(this.peek())) {
        if (this.peek() === '\n') breaks++;
        this.i++;
      }
      const col = this.column();
      if (this.i >= this.s.length || col <= parent || this.peek() === '#' || this.atDocumentEnd() || breaks === 0 || (key && col === parent + 0 && this.peek() === ':')) {
        this.i = save;
        break;
      }
      if (breaks > 1) parts.push('\n'.repeat(breaks - 1));
    }
    const text = parts.reduce((acc, p, k) => (k === 0 ? p : p.startsWith('\n') ? acc + p : acc.endsWith('\n') ? acc + p : acc + ' ' + p), '');
    this.refuseSpecial(text);
    return text;
  }

  /** A single- or double-quoted scalar (the cursor on its quote), folded over lines. */
  private quoted(): string {
    const q = this.peek()!;
    this.i++;
    let out = '';
    for (;;) {
      const c = this.peek();
      if (c === undefined) this.fail('unterminated quoted scalar');
      if (c === q) {
        if (q === "'" && this.s[this.i + 1] === "'") {
          out += "'";
          this.i += 2;
          continue;
        }
        this.i++;
        return out;
      }
      if (q === '"' && c === '\\') {
        const e = this.s[this.i + 1];
        if (isBreak(e)) {
          // An escaped line break: the next line joins with nothing between.
          this.i += 2;
          while (isBlank(this.peek()) || isBreak(this.peek())) this.i++;
          continue;
        }
        if (e === 'x' || e === 'u' || e === 'U') {
          const n = e === 'x' ? 2 : e === 'u' ? 4 : 8;
          const hex = this.s.slice(this.i + 2, this.i + 2 + n);
          if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex)) this.fail('bad escape in a double-quoted scalar');
          out += String.fromCodePoint(parseInt(hex, 16));
          this.i += 2 + n;
          continue;
        }
        const r = e === undefined ? undefined : ESCAPES[e];
        if (r === undefined) this.fail('bad escape in a double-quoted scalar');
        out += r;
        this.i += 2;
        continue;
      }
      if (isBreak(c)) {
        // Folding: trailing blanks dropped, one break a space, each further (empty) line a newline.
        out = out.replace(/[ \t]+$/, '');
        let breaks = 0;
        while (isBreak(this.peek()) || isBlank(this.peek())) {
          if (this.peek() === '\n') breaks++;
          this.i++;
        }
        out += breaks > 1 ? '\n'.repeat(breaks - 1) : ' ';
        continue;
      }
      out += c;
      this.i++;
    }
  }

  /** `|` or `>` with optional chomping and indentation indicators, then the indented lines. */
  private blockScalar(parent: number): string {
    const folded = this.peek() === '>';
    this.i++;
    let chomp: '' | '-' | '+' = '';
    let explicit = 0;
    while (/[-+0-9]/.test(this.peek() ?? '')) {
      const c = this.peek()!;
      if (c === '-' || c === '+') chomp = c;
      else explicit = Number(c);
      this.i++;
    }
    this.skipInline();
    if (isBreak(this.peek())) this.i++;
    const lines: string[] = [];
    let indent = explicit > 0 ? Math.max(parent, 0) + explicit : -1;
    while (this.i < this.s.length) {
      const end = this.s.indexOf('\n', this.i);
      const line = this.s.slice(this.i, end < 0 ? this.s.length : end).replace(/\r$/, '');
      const lead = line.length - line.trimStart().length;
      if (line.trim() !== '') {
        if (indent < 0) indent = lead;
        if (lead < indent || lead <= parent) break;
      }
      lines.push(line.slice(Math.min(indent < 0 ? lead : indent, line.length)));
      this.i = end < 0 ? this.s.length : end + 1;
    }
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '' && chomp !== '+') lines.pop();
    let text = folded ? foldLines(lines) : lines.join('\n');
    if (chomp !== '-' && lines.length > 0) text += '\n';
    // Back onto the line break that ends the scalar, for the caller's skipSpace.
    if (this.i > 0 && this.i <= this.s.length && this.s[this.i - 1] === '\n') this.i--;
    return text;
  }

  /** A flow collection, `{…}` or `[…]`, over any number of lines. */
  private flow(): Out {
    const open = this.peek()!;
    const close = open === '{' ? '}' : ']';
    this.i++;
    const items: string[] = [];
    const seen = new Set<string>();
    for (;;) {
      this.skipSpace();
      if (this.peek() === close) {
        this.i++;
        return open === '{' ? '{' + items.join(',') + '}' : '[' + items.join(',') + ']';
      }
      if (open === '{') {
        const k = this.flowScalar(true);
        const key = k.startsWith('"') ? (JSON.parse(k) as string) : k;
        this.skipSpace();
        let value = 'null';
        if (this.peek() === ':') {
          this.i++;
          this.skipSpace();
          value = this.peek() === ',' || this.peek() === '}' ? 'null' : this.flowValue();
        }
        if (seen.has(key)) throw new YamlBodyError(`Duplicate field '${key}'`);
        seen.add(key);
        items.push(JSON.stringify(key) + ':' + value);
      } else items.push(this.flowValue());
      this.skipSpace();
      if (this.peek() === ',') this.i++;
      else if (this.peek() !== close) this.fail(`expected "," or "${close}" in a flow collection`);
    }
  }

  private flowValue(): Out {
    const c = this.peek();
    if (c === '{' || c === '[') return this.flow();
    this.refuseSpecial(c);
    return this.flowScalar(false);
  }

  /** A scalar inside a flow collection; a key's text is kept as written (not typed). */
  private flowScalar(key: boolean): Out {
    const c = this.peek();
    if (c === '"' || c === "'") return JSON.stringify(this.quoted());
    const start = this.i;
    while (this.i < this.s.length) {
      const ch = this.peek()!;
      if (ch === ',' || ch === '}' || ch === ']' || ch === '[' || ch === '{') break;
      if (ch === ':' && (isSpaceOrEnd(this.s[this.i + 1]) || this.s[this.i + 1] === ',' || key)) break;
      if (ch === '#' && isBlank(this.s[this.i - 1])) break;
      this.i++;
    }
    const text = this.s.slice(start, this.i).replace(/\s+/g, ' ').trim();
    return key ? text : plain(text);
  }
}

/** Folded block lines: neighbours join with a space, an empty line is a newline, more-indented lines keep theirs. */
function foldLines(lines: readonly string[]): string {
  let out = '';
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!;
    const prev = k > 0 ? lines[k - 1]! : undefined;
    if (l === '') out += '\n';
    else if (prev === undefined || prev === '') out += l;
    else out += /^\s/.test(l) || /^\s/.test(prev) ? '\n' + l : ' ' + l;
  }
  return out;
}

function isSpaceOrEnd(c: string | undefined): boolean {
  return c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

/** The JSON text of a YAML body (its first document). */
export function yamlToJson(text: string): string {
  return new Reader(text.replace(/\r\n?/g, '\n')).document();
}
