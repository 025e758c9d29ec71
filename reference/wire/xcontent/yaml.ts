/**
 * A JSON response as Elasticsearch writes it in YAML (`format=yaml`, `Accept: application/yaml`, or a request
 * body sent as YAML): Jackson's YAMLGenerator with ES's YamlXContent settings, whose output SnakeYAML's
 * Emitter writes. The generator sends SnakeYAML an explicit document start (`---`), block collections, field
 * names in plain style unless its quoting checker asks for double quotes (below), every string value double
 * quoted, and numbers, booleans and null plain. The emitter then decides the rest, and this file follows it
 * step for step (Emitter.java: writeIndent, writeIndicator, the block and flow states, analyzeScalar,
 * chooseScalarStyle, writePlain, writeSingleQuoted, writeDoubleQuoted): 2-space indent, sequences in a
 * mapping not indented, empty collections as `{}` and `[]`, a name plain YAML cannot carry in single quotes,
 * a name of 128 characters or more, or an empty one, as a complex key (`? …`), and double-quoted values split
 * past column 80 (SPLIT_LINES) with a `\` continuation.
 *
 * Field names: Jackson 2.12+ (StringQuotingChecker.Default.needToQuoteName) double-quotes the empty name,
 * YAML 1.1's boolean and null words, `~`, a name that starts like a number (a digit, `-`, `+`, `.`) and one
 * holding a control character; Jackson 2.8 (Elasticsearch 5.x and 6.x) asks for none, which the profile
 * says (`yamlQuotedNames`). Checked against SnakeYAML 1.33 itself: yaml.fixtures.json (see jackson/README.md).
 */
import { walkJson } from './jsonEvents.ts';

type Node =
  | { kind: 'map'; entries: [string, Node][] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'scalar'; text: string; quoted: boolean };

/** The JSON text as a tree, keeping each number's lexeme. */
function tree(json: string): Node {
  const stack: Node[] = [];
  const keys: (string | undefined)[] = [];
  let root: Node | undefined;
  const add = (n: Node) => {
    const top = stack[stack.length - 1];
    if (top === undefined) root = n;
    else if (top.kind === 'map') top.entries.push([keys[keys.length - 1]!, n]);
    else if (top.kind === 'seq') top.items.push(n);
  };
  const open = (n: Node) => {
    add(n);
    stack.push(n);
    keys.push(undefined);
  };
  const close = () => {
    stack.pop();
    keys.pop();
  };
  walkJson(json, {
    startObject: () => open({ kind: 'map', entries: [] }),
    endObject: close,
    startArray: () => open({ kind: 'seq', items: [] }),
    endArray: close,
    key: (k) => {
      keys[keys.length - 1] = k;
    },
    string: (s) => add({ kind: 'scalar', text: s, quoted: true }),
    number: (l) => add({ kind: 'scalar', text: l, quoted: false }),
    bool: (b) => add({ kind: 'scalar', text: b ? 'true' : 'false', quoted: false }),
    null: () => add({ kind: 'scalar', text: 'null', quoted: false }),
  });
  return root!;
}

const RESERVED_NAMES = new Set(['false', 'False', 'FALSE', 'n', 'N', 'no', 'No', 'NO', 'null', 'Null', 'NULL', 'on', 'On', 'ON', 'off', 'Off', 'OFF', 'true', 'True', 'TRUE', 'y', 'Y', 'yes', 'Yes', 'YES']);

/** StringQuotingChecker.Default.needToQuoteName (Jackson 2.12+). */
function needToQuoteName(name: string): boolean {
  if (name.length === 0 || RESERVED_NAMES.has(name) || name[0] === '~') return true;
  if (/^[0-9+\-.]/.test(name)) return true;
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) < 0x20) return true;
  return false;
}

interface Analysis {
  empty: boolean;
  multiline: boolean;
  allowBlockPlain: boolean;
  allowSingleQuoted: boolean;
}

const LINEBR = '\n\u0085\u2028\u2029';
const isLineBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
const isBlankOrBreak = (c: number) => c === 0x20 || c === 0x09 || isLineBreak(c);

/** Emitter.analyzeScalar: which styles may carry a scalar (the ones this writer can be asked for). */
function analyze(s: string): Analysis {
  if (s.length === 0) return { empty: true, multiline: false, allowBlockPlain: true, allowSingleQuoted: true };
  let blockIndicators = false;
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  if (s.startsWith('---') || s.startsWith('...')) blockIndicators = true;
  let precededByWhitespace = true;
  let followedByWhitespace = s.length === 1 || isBlankOrBreak(s.codePointAt(1)!) || s.codePointAt(1) === 0;
  let previousSpace = false;
  let previousBreak = false;
  let index = 0;
  while (index < s.length) {
    const c = s.codePointAt(index)!;
    const ch = String.fromCodePoint(c);
    if (index === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(ch)) blockIndicators = true;
      if ((c === 0x3f || c === 0x3a) && followedByWhitespace) blockIndicators = true;
      if (c === 0x2d && followedByWhitespace) blockIndicators = true;
    } else {
      if (c === 0x3a && followedByWhitespace) blockIndicators = true;
      if (c === 0x23 && precededByWhitespace) blockIndicators = true;
    }
    const br = LINEBR.includes(ch);
    if (br) lineBreaks = true;
    if (!(c === 0x0a || (c >= 0x20 && c <= 0x7e))) {
      const unicode = c === 0x85 || (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
      if (!unicode) special = true;
    }
    if (c === 0x20) {
      if (index === 0) leadingSpace = true;
      if (index === s.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (br) {
      if (index === 0) leadingBreak = true;
      if (index === s.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    index += c > 0xffff ? 2 : 1;
    precededByWhitespace = c === 0 || c === 0x20 || c === 0x09 || br;
    followedByWhitespace = true;
    if (index + 1 < s.length) {
      const next = index + (s.codePointAt(index)! > 0xffff ? 2 : 1);
      if (next < s.length) followedByWhitespace = isBlankOrBreak(s.codePointAt(next)!) || s.codePointAt(next) === 0 || br;
    }
  }
  let allowBlockPlain = true;
  let allowSingleQuoted = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) allowBlockPlain = false;
  if (breakSpace) allowBlockPlain = allowSingleQuoted = false;
  if (spaceBreak || special) allowBlockPlain = allowSingleQuoted = false;
  if (blockIndicators) allowBlockPlain = false;
  return { empty: false, multiline: lineBreaks, allowBlockPlain, allowSingleQuoted };
}

const ESCAPES: Readonly<Record<string, string>> = {
  '\0': '0',
  '\u0007': 'a',
  '\b': 'b',
  '\t': 't',
  '\n': 'n',
  '\u000b': 'v',
  '\f': 'f',
  '\r': 'r',
  '\u001b': 'e',
  '"': '"',
  '\\': '\\',
  '\u0085': 'N',
  '\u00a0': '_',
  '\u2028': 'L',
  '\u2029': 'P',
};

/** StreamReader.isPrintable. */
function printable(c: number): boolean {
  return (c >= 0x20 && c <= 0x7e) || c === 0x9 || c === 0xa || c === 0xd || c === 0x85 || (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
}

const BEST_WIDTH = 80;
const BEST_INDENT = 2;
const MAX_SIMPLE_KEY_LENGTH = 128;

/** SnakeYAML's Emitter, for the events YAMLGenerator sends. */
class Emitter {
  private out: string[] = [];
  private column = 0;
  private whitespace = true;
  private indention = true;
  private indent: number | null = null;
  private readonly indents: (number | null)[] = [];
  private simpleKeyContext = false;
  private mappingContext = false;

  constructor(private readonly quoteNames: boolean) {}

  text(): string {
    return this.out.join('');
  }

  private write(s: string): void {
    this.out.push(s);
  }

  private writeIndicator(indicator: string, needWhitespace: boolean, whitespace: boolean, indentation: boolean): void {
    const data = this.whitespace || !needWhitespace ? indicator : ' ' + indicator;
    this.whitespace = whitespace;
    this.indention = this.indention && indentation;
    this.column += data.length;
    this.write(data);
  }

  private writeLineBreak(data = '\n'): void {
    this.whitespace = true;
    this.indention = true;
    this.column = 0;
    this.write(data);
  }

  private writeIndent(): void {
    const indent = this.indent ?? 0;
    if (!this.indention || this.column > indent || (this.column === indent && !this.whitespace)) this.writeLineBreak();
    if (this.column < indent) {
      this.whitespace = true;
      this.write(' '.repeat(indent - this.column));
      this.column = indent;
    }
  }

  private increaseIndent(flow: boolean, indentless: boolean): void {
    this.indents.push(this.indent);
    if (this.indent === null) this.indent = flow ? BEST_INDENT : 0;
    else if (!indentless) this.indent += BEST_INDENT;
  }

  private popIndent(): void {
    this.indent = this.indents.pop() ?? null;
  }

  document(root: Node): void {
    this.writeIndent();
    this.writeIndicator('---', true, false, false);
    this.node(root, false, false);
    this.writeIndent();
  }

  private node(n: Node, mapping: boolean, simpleKey: boolean, nameStyle?: boolean): void {
    this.mappingContext = mapping;
    this.simpleKeyContext = simpleKey;
    if (n.kind === 'scalar') return this.scalar(n.text, nameStyle ?? n.quoted);
    if (n.kind === 'map') {
      if (n.entries.length === 0) return this.emptyFlow('{', '}');
      this.increaseIndent(false, false);
      for (const [k, v] of n.entries) {
        this.writeIndent();
        const quoted = this.quoteNames && needToQuoteName(k);
        const a = analyze(k);
        if (k.length < MAX_SIMPLE_KEY_LENGTH && !a.empty && !a.multiline) {
          this.node({ kind: 'scalar', text: k, quoted }, true, true);
          this.writeIndicator(':', false, false, false);
        } else {
          this.writeIndicator('?', true, false, true);
          this.node({ kind: 'scalar', text: k, quoted }, true, false);
          this.writeIndent();
          this.writeIndicator(':', true, false, true);
        }
        this.node(v, true, false);
      }
      this.popIndent();
      return;
    }
    if (n.items.length === 0) return this.emptyFlow('[', ']');
    this.increaseIndent(false, this.mappingContext && !this.indention);
    for (const item of n.items) {
      this.writeIndent();
      this.writeIndicator('-', true, false, true);
      this.node(item, false, false);
    }
    this.popIndent();
  }

  private emptyFlow(open: string, close: string): void {
    this.writeIndicator(open, true, true, false);
    this.writeIndicator(close, false, false, false);
  }

  /** Emitter.expectScalar with chooseScalarStyle: plain where the event asks for it and YAML can carry it. */
  private scalar(text: string, quoted: boolean): void {
    this.increaseIndent(true, false);
    const split = !this.simpleKeyContext;
    if (quoted) this.writeDoubleQuoted(text, split);
    else {
      const a = analyze(text);
      const plainOk = !(this.simpleKeyContext && (a.empty || a.multiline)) && a.allowBlockPlain;
      if (plainOk) this.writePlain(text, split);
      else if (a.allowSingleQuoted && !(this.simpleKeyContext && a.multiline)) this.writeSingleQuoted(text, split);
      else this.writeDoubleQuoted(text, split);
    }
    this.popIndent();
  }

  private writePlain(text: string, split: boolean): void {
    if (text.length === 0) return;
    if (!this.whitespace) {
      this.column += 1;
      this.write(' ');
    }
    this.whitespace = false;
    this.indention = false;
    let spaces = false;
    let breaks = false;
    let start = 0;
    for (let end = 0; end <= text.length; end++) {
      const ch = end < text.length ? text[end] : undefined;
      if (spaces) {
        if (ch !== ' ') {
          if (start + 1 === end && this.column > BEST_WIDTH && split) {
            this.writeIndent();
            this.whitespace = false;
            this.indention = false;
          } else {
            this.column += end - start;
            this.write(text.slice(start, end));
          }
          start = end;
        }
      } else if (breaks) {
        if (ch === undefined || !LINEBR.includes(ch)) {
          this.writeBreaks(text, start, end);
          this.writeIndent();
          this.whitespace = false;
          this.indention = false;
          start = end;
        }
      } else if (ch === undefined || ch === ' ' || ch === '\0' || LINEBR.includes(ch)) {
        this.column += end - start;
        this.write(text.slice(start, end));
        start = end;
      }
      if (ch !== undefined) {
        spaces = ch === ' ';
        breaks = LINEBR.includes(ch);
      }
    }
  }

  /** The line breaks of `text[start, end)`, each as itself (a `\n` as the line break), as the writers give them. */
  private writeBreaks(text: string, start: number, end: number): void {
    if (text[start] === '\n') this.writeLineBreak();
    for (let i = start; i < end; i++) {
      if (text[i] === '\n') this.writeLineBreak();
      else {
        this.writeLineBreak(text[i]);
      }
    }
  }

  private writeSingleQuoted(text: string, split: boolean): void {
    this.writeIndicator("'", true, false, false);
    let spaces = false;
    let breaks = false;
    let start = 0;
    for (let end = 0; end <= text.length; end++) {
      const ch = end < text.length ? text[end] : undefined;
      if (spaces) {
        if (ch === undefined || ch !== ' ') {
          if (start + 1 === end && this.column > BEST_WIDTH && split && start !== 0 && end !== text.length) this.writeIndent();
          else {
            this.column += end - start;
            this.write(text.slice(start, end));
          }
          start = end;
        }
      } else if (breaks) {
        if (ch === undefined || !LINEBR.includes(ch)) {
          this.writeBreaks(text, start, end);
          this.writeIndent();
          start = end;
        }
      } else if (ch === undefined || ch === ' ' || ch === "'" || ch === '\0' || LINEBR.includes(ch)) {
        if (start < end) {
          this.column += end - start;
          this.write(text.slice(start, end));
          start = end;
        }
      }
      if (ch === "'") {
        this.column += 2;
        this.write("''");
        start = end + 1;
      }
      if (ch !== undefined) {
        spaces = ch === ' ';
        breaks = LINEBR.includes(ch);
      }
    }
    this.writeIndicator("'", false, false, false);
  }

  private writeDoubleQuoted(text: string, split: boolean): void {
    this.writeIndicator('"', true, false, false);
    let start = 0;
    for (let end = 0; end <= text.length; end++) {
      const code = end < text.length ? text.charCodeAt(end) : undefined;
      if (code === undefined || code === 0x22 || code === 0x5c || code === 0x85 || code === 0x2028 || code === 0x2029 || code === 0xfeff || code < 0x20 || code > 0x7e) {
        if (start < end) {
          this.column += end - start;
          this.write(text.slice(start, end));
          start = end;
        }
        if (code !== undefined) {
          const ch = text[end]!;
          let data: string;
          const esc = ESCAPES[ch];
          if (esc !== undefined) data = '\\' + esc;
          else {
            let cp = code;
            if (code >= 0xd800 && code <= 0xdbff && end + 1 < text.length) cp = text.codePointAt(end)!;
            if (printable(cp)) {
              data = String.fromCodePoint(cp);
              if (cp > 0xffff) end++;
            } else if (code <= 0xff) data = '\\x' + code.toString(16).padStart(2, '0');
            else if (cp > 0xffff) {
              end++;
              data = '\\U' + cp.toString(16).padStart(8, '0');
            } else data = '\\u' + code.toString(16).padStart(4, '0');
          }
          this.column += data.length;
          this.write(data);
          start = end + 1;
        }
      }
      if (end > 0 && end < text.length - 1 && (code === 0x20 || start >= end) && this.column + (end - start) > BEST_WIDTH && split) {
        const data = start >= end ? '\\' : text.slice(start, end) + '\\';
        if (start < end) start = end;
        this.column += data.length;
        this.write(data);
        this.writeIndent();
        this.whitespace = false;
        this.indention = false;
        if (text[start] === ' ') {
          this.column += 1;
          this.write('\\');
        }
      }
    }
    this.writeIndicator('"', false, false, false);
  }
}

/** The YAML ES writes for a JSON response text; `quoteNames` is Jackson 2.12+'s field name quoting. */
export function jsonToYaml(json: string, quoteNames = true): string {
  const e = new Emitter(quoteNames);
  e.document(tree(json));
  return e.text();
}
