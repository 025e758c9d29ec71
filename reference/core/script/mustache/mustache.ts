/**
 * Mustache as Elasticsearch runs it for search templates (MustacheScriptEngine with its CustomMustacheFactory
 * over mustache.java): `{{x}}` escaped for the template's media type (JSON string escaping by default),
 * `{{{x}}}` and `{{&x}}` raw, sections and inverted sections with mustache.java's truthiness, dotted names
 * (`list.0`, `list.size`), `{{=<% %>=}}` delimiter changes, and ES's functions `{{#toJson}}`, `{{#join}}` (with `delimiter='…'`) and
 * `{{#url}}`. Values print as Java's `toString` prints them (a list as ES's CollectionMap `{0=a, 1=b}`).
 * Compile errors are values: mustache.java's message, to be wrapped as ES wraps it.
 */
import { javaDoubleToString } from '../../mapping/javaNumbers.ts';
import { hashMapOrder } from '../../ingest/javaValues.ts';

/** A node of a compiled template. */
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string; escaped: boolean }
  | { kind: 'section'; name: string; body: Node[] }
  | { kind: 'inverted'; name: string; body: Node[] }
  | { kind: 'toJson'; name: string }
  | { kind: 'join'; name: string; delimiter: string; body: Node[] }
  | { kind: 'url'; body: Node[] };

/** How `{{x}}` encodes its value: the `content_type` option's encoders (CustomMustacheFactory.ENCODERS). */
export type MustacheEncoding = 'json' | 'plain' | 'url';

/** A compiled template. */
export interface Mustache {
  render(params: Record<string, unknown>): string;
}

/** A compile failure: mustache.java's MustacheException message. */
export interface MustacheError {
  readonly mustacheError: string;
}

/** Whether a compile result is an error. */
export function isMustacheError(v: Mustache | MustacheError): v is MustacheError {
  return (v as MustacheError).mustacheError !== undefined;
}

/** How a profile's mustache.java words an unclosed triple mustache (OpenSearch's newer one names the variable). */
export type ClosedVariableWording = 'plain' | 'named';

const FILE = 'query-template';

/** A media type as the `content_type` option names it, to its encoder (undefined: ES has none for it). */
export function encodingOf(mediaType: string | undefined): MustacheEncoding | undefined {
  if (mediaType === undefined) return 'json';
  const known: Record<string, MustacheEncoding> = {
    'application/json; charset=UTF-8': 'json',
    'application/json;charset=utf-8': 'json',
    'application/json': 'json',
    'text/plain': 'plain',
    'application/x-www-form-urlencoded': 'url',
  };
  return known[mediaType];
}

/** Compiles a template as mustache.java's MustacheParser reads it, with ES's custom functions. */
export function compileMustache(source: string, encoding: MustacheEncoding = 'json', wording: ClosedVariableWording = 'plain'): Mustache | MustacheError {
  const parser = new Parser(source, wording);
  try {
    const nodes = parser.parse(null);
    const enc = encoding === 'json' ? jsonEscape : encoding === 'url' ? urlEncode : (s: string) => s;
    return { render: (params) => renderNodes(nodes, [params], enc) };
  } catch (e) {
    if (e instanceof CompileError) return { mustacheError: e.message };
    throw e;
  }
}

class CompileError extends Error {}

/** mustache.java's recursive-descent reading: a section's body is compiled until its end tag (or the end of input). */
class Parser {
  private i = 0;
  private line = 1;
  // The tag delimiters, changed by a `{{=<% %>=}}` tag for the rest of the template (sections included), as
  // mustache.java's MustacheParser keeps them in its `sm`/`em` for the whole compile.
  private sm = '{{';
  private em = '}}';
  constructor(
    private readonly src: string,
    private readonly wording: ClosedVariableWording,
  ) {}

  parse(tag: string | null): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ kind: 'text', text });
      text = '';
    };
    const src = this.src;
    while (this.i < src.length) {
      const c = src[this.i]!;
      if (c === '\r') {
        this.i++;
        continue;
      }
      if (c === '\n') this.line++;
      if (!src.startsWith(this.sm, this.i)) {
        text += c;
        this.i++;
        continue;
      }
      // A tag: the command runs to the first end delimiter (or the end of input); with other delimiters than
      // the default, a triple `{` command runs to `}` and the end delimiter.
      const start = this.i + this.sm.length;
      const custom = this.em !== '}}';
      const triple = custom && src[start] === '{';
      const end = triple ? '}' + this.em : this.em;
      const close = src.indexOf(end, start);
      const command = close < 0 ? src.slice(start) : src.slice(start, close + (triple ? 1 : 0));
      const eof = close < 0;
      this.i = eof ? src.length : close + end.length;
      if (command.length === 0) throw new CompileError(`Improperly closed variable in ${FILE}:${this.line}`);
      const ch = command[0]!;
      const variable = command.slice(1).trim();
      flush();
      switch (ch) {
        case '#':
        case '^': {
          const body = this.parse(variable);
          out.push(ch === '^' ? { kind: 'inverted', name: variable, body } : this.iterable(variable, body));
          break;
        }
        case '/':
          if (variable !== tag) throw new CompileError(`Mismatched start/end tags: ${tag} != ${variable} in ${FILE}:${this.line}`);
          return out;
        case '{': {
          if (custom) {
            out.push({ kind: 'value', name: command.slice(1, -1).trim(), escaped: false });
            break;
          }
          // `{{{x}}}`: the command ended at the first `}}`; a third `}` must follow.
          if (src[this.i] !== '}') throw new CompileError(this.wording === 'named' ? `Improperly closed variable: ${variable} in ${FILE}:${this.line}` : `Improperly closed variable in ${FILE}:${this.line}`);
          this.i++;
          out.push({ kind: 'value', name: variable, escaped: false });
          break;
        }
        case '&':
          out.push({ kind: 'value', name: variable, escaped: false });
          break;
        case '!':
          break;
        case '>':
          throw new CompileError(`Template ${variable} not found`);
        case '=': {
          // MustacheParser: the command less its `=`, trimmed, is two delimiters apart; a trailing `=` of the end one is dropped.
          const parts = variable.split(/\s+/);
          if (parts.length !== 2) throw new CompileError(`Invalid delimiter string: ${variable}`);
          this.sm = parts[0]!;
          this.em = parts[1]!.endsWith('=') ? parts[1]!.slice(0, -1) : parts[1]!;
          break;
        }
        case '<':
        case '$':
        case '%':
          throw new CompileError(`Unsupported mustache tag in ${FILE}:${this.line}`);
        default:
          if (eof) throw new CompileError(`Improperly closed variable in ${FILE}:${this.line}`);
          out.push({ kind: 'value', name: command.trim(), escaped: true });
      }
    }
    flush();
    return out;
  }

  /** A `{{#x}}` section, or one of ES's functions (CustomMustacheVisitor.iterable). */
  private iterable(variable: string, body: Node[]): Node {
    const lower = variable.toLowerCase();
    if (lower === 'tojson') return { kind: 'toJson', name: functionArgument('toJson', body) };
    if (lower === 'join') return { kind: 'join', name: functionArgument('join', body), delimiter: ',', body };
    const m = /^join delimiter='(.*)'$/.exec(variable);
    if (m) return { kind: 'join', name: functionArgument('join', body), delimiter: m[1]!, body };
    if (lower === 'url') return { kind: 'url', body };
    return { kind: 'section', name: variable, body };
  }
}

/** CustomCode.extractVariableName: a function's body is one identifier (its text, or a tag's name). */
function functionArgument(fn: string, body: Node[]): string {
  if (body.length !== 1) throw new CompileError(`Mustache function [${fn}] must contain one and only one identifier`);
  const only = body[0]!;
  if (only.kind === 'text') return only.text;
  if (only.kind === 'value') return `{{${only.name}}}`;
  return 'name' in only ? only.name : '';
}

/** What mustache.java's scope lookup answers for a name; `undefined` is "missing". */
function lookup(name: string, scopes: unknown[]): unknown {
  if (name === '.') return scopes[scopes.length - 1];
  const parts = name.split('.');
  for (let s = scopes.length - 1; s >= 0; s--) {
    const head = member(scopes[s], parts[0]!);
    if (head === undefined) continue;
    let cur: unknown = head;
    for (const p of parts.slice(1)) {
      cur = member(cur, p);
      if (cur === undefined) return undefined;
    }
    return cur;
  }
  return undefined;
}

/** A member of a scope: a map's key, or a list's index or `size` (CustomReflectionObjectHandler's CollectionMap). */
function member(scope: unknown, key: string): unknown {
  if (Array.isArray(scope)) {
    if (key === 'size') return scope.length;
    if (!/^-?\d+$/.test(key)) return undefined;
    const v = scope[Number(key)];
    return v === null ? undefined : v;
  }
  // A map's key held with a null value is found (and ends the lookup), as HashMap.containsKey finds it.
  if (isMap(scope) && Object.prototype.hasOwnProperty.call(scope, key)) return scope[key];
  return undefined;
}

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** BaseObjectHandler.falsey: missing, false, "" and empty lists are false; everything else (0, {}) is true. */
function falsey(v: unknown): boolean {
  return v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);
}

function renderNodes(nodes: Node[], scopes: unknown[], enc: (s: string) => string): string {
  let out = '';
  for (const n of nodes) {
    switch (n.kind) {
      case 'text':
        out += n.text;
        break;
      case 'value': {
        const v = lookup(n.name, scopes);
        if (v === undefined || v === null) break;
        const s = javaToString(v, true);
        out += n.escaped ? enc(s) : s;
        break;
      }
      case 'section': {
        const v = lookup(n.name, scopes);
        if (falsey(v)) break;
        if (Array.isArray(v)) for (const item of v) out += renderNodes(n.body, [...scopes, item], enc);
        else out += renderNodes(n.body, [...scopes, v], enc);
        break;
      }
      case 'inverted':
        if (falsey(lookup(n.name, scopes))) out += renderNodes(n.body, scopes, enc);
        break;
      case 'toJson': {
        const v = lookup(n.name, scopes);
        if (v === undefined || v === null) break;
        out += Array.isArray(v) || isMap(v) ? toJson(v) : javaToString(v, true);
        break;
      }
      case 'join': {
        const v = lookup(n.name, scopes);
        if (Array.isArray(v)) out += v.map((x) => javaToString(x, false)).join(n.delimiter);
        else out += renderNodes(n.body, scopes, enc);
        break;
      }
      case 'url':
        out += urlEncode(renderNodes(n.body, scopes, enc));
        break;
    }
  }
  return out;
}

/**
 * `toString` of a parameter as Java prints it. Params are parsed into HashMaps (XContentParser.map), so
 * maps list their keys in HashMap order; a list fetched from a scope is coerced to ES's CollectionMap, an
 * AbstractMap whose `toString` is `{0=a, 1=b}` (`coerced`); lists inside print as ArrayLists do.
 */
export function javaToString(v: unknown, coerced: boolean): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isInteger(v) && !Object.is(v, -0) ? String(v) : javaDoubleToString(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) {
    if (coerced) return '{' + v.map((x, i) => `${i}=${javaToString(x, false)}`).join(', ') + '}';
    return '[' + v.map((x) => javaToString(x, false)).join(', ') + ']';
  }
  if (isMap(v)) return '{' + hashMapOrder(Object.keys(v)).map((k) => `${k}=${javaToString(v[k], false)}`).join(', ') + '}';
  return String(v);
}

/** XContentBuilder's compact JSON of a parameter (maps in HashMap order, doubles as Java prints them). */
export function toJson(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return '"' + jsonEscape(v) + '"';
  if (typeof v === 'number') return Number.isInteger(v) && !Object.is(v, -0) ? String(v) : javaDoubleToString(v);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return '[' + v.map(toJson).join(',') + ']';
  if (isMap(v)) return '{' + hashMapOrder(Object.keys(v)).map((k) => `"${jsonEscape(k)}":${toJson(v[k])}`).join(',') + '}';
  return '"' + jsonEscape(String(v)) + '"';
}

/** Jackson's JsonStringEncoder.quoteAsString (the JSON encoder of CustomMustacheFactory). */
export function jsonEscape(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (c < 0x20) {
      const short: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };
      out += short[c] ?? '\\u' + c.toString(16).toUpperCase().padStart(4, '0');
    } else out += ch;
  }
  return out;
}

/** java.net.URLEncoder.encode(s, UTF-8): letters, digits and `.-*_` kept, space as `+`, the rest `%XX`. */
export function urlEncode(s: string): string {
  let out = '';
  for (const b of new TextEncoder().encode(s)) {
    const ch = String.fromCharCode(b);
    if (/[A-Za-z0-9.\-*_]/.test(ch)) out += ch;
    else if (ch === ' ') out += '+';
    else out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}
