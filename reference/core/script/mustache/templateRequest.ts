/**
 * A search template request read and rendered as ES's lang-mustache module does: SearchTemplateRequest's
 * parser (`id`, `source` as a string or an object, with its deprecated names `inline` and `template`,
 * `params`, `explain`, `profile`), validation, the script looked up (stored by id, or inline) and compiled,
 * rendered with the params, and the rendered text read back as JSON (TransportSearchTemplateAction.convert).
 */
import { isObject, type Json } from '../../json.ts';
import { mustacheCompileFailed, storedScriptMissing, templateJsonEof, templateJsonInvalid, templateMissing, unknownField, valueTypeUnsupported, type EsError } from '../../errors/index.ts';
import { deprecatedField } from '../../deprecations.ts';
import { positionOf } from '../../search/aggs/parse.ts';
import type { ClusterState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { compileMustache, encodingOf, isMustacheError } from './mustache.ts';

/** A parsed search template request. */
export interface TemplateRequest {
  /** The stored script's id, or the inline template's text. */
  script: { stored: boolean; text: string } | undefined;
  params: Record<string, unknown>;
  explain: boolean;
  profile: boolean;
  warnings: string[];
}

const SOURCE_NAMES = ['source', 'inline', 'template'];

function tokenOf(v: Json): string {
  if (v === null) return 'VALUE_NULL';
  if (typeof v === 'boolean') return 'VALUE_BOOLEAN';
  if (typeof v === 'number') return 'VALUE_NUMBER';
  if (typeof v === 'string') return 'VALUE_STRING';
  return Array.isArray(v) ? 'START_ARRAY' : 'START_OBJECT';
}

/** SearchTemplateRequest.fromXContent: a strict ObjectParser named `search_template`. */
export function parseTemplateRequest(body: Json | undefined, rawBody: string | undefined, profile: Profile): TemplateRequest | EsError {
  const out: TemplateRequest = { script: undefined, params: {}, explain: false, profile: false, warnings: [] };
  if (body === undefined) return out;
  if (!isObject(body)) return valueTypeUnsupported(profile, 'search_template', 'body', tokenOf(body), { line: 1, col: 1 });
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    const at = () => positionOf(rawBody, [k]);
    if (k === 'id') {
      if (typeof v !== 'string') return valueTypeUnsupported(profile, 'search_template', k, tokenOf(v), at());
      out.script = { stored: true, text: v };
    } else if (SOURCE_NAMES.includes(k)) {
      if (k !== 'source') out.warnings.push(deprecatedField(k, 'source'));
      if (isObject(v)) out.script = { stored: false, text: JSON.stringify(v) };
      else if (typeof v === 'string') out.script = { stored: false, text: v };
      else return valueTypeUnsupported(profile, 'search_template', k, tokenOf(v), at());
    } else if (k === 'params') {
      if (v === null) continue;
      if (!isObject(v)) return valueTypeUnsupported(profile, 'search_template', k, tokenOf(v), at());
      out.params = v as Record<string, unknown>;
    } else if (k === 'explain' || k === 'profile') {
      const b = v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;
      if (b === undefined) return valueTypeUnsupported(profile, 'search_template', k, tokenOf(v), at());
      out[k] = b;
    } else return unknownField(profile, 'search_template', k, at());
  }
  return out;
}

/** SearchTemplateRequest.validate's first checks: the template itself. */
export function validateTemplate(t: TemplateRequest): EsError | undefined {
  return t.script === undefined || t.script.text === '' ? templateMissing() : undefined;
}

/** Renders the template with its params: the stored script looked up by id, compiled, run. */
export function renderTemplate(state: ClusterState, t: TemplateRequest, profile: Profile): string | EsError {
  const script = t.script!;
  let source = script.text;
  let contentType: string | undefined;
  if (script.stored) {
    const stored = state.storedScripts.get(script.text);
    if (!stored) return storedScriptMissing(script.text);
    source = stored.source;
    contentType = stored.options?.content_type;
  }
  const encoding = encodingOf(contentType) ?? 'json';
  const compiled = compileMustache(source, encoding, profile.mustacheClosedVariable);
  if (isMustacheError(compiled)) return mustacheCompileFailed(compiled.mustacheError, source);
  return compiled.render(t.params);
}

/** A rendered text that ends inside an object or array: the EOF error, and the text closed where it stops. */
export interface CutShort {
  eof: EsError;
  /**
   * The body with its open objects and arrays closed, when the text stops after a whole value: ES parses
   * the body as a stream, so a fault in what it read (an unknown query) is reported before the end of input.
   */
  closed?: Json;
}

/** Whether a value is a CutShort. */
export function isCutShort(v: unknown): v is CutShort {
  return typeof v === 'object' && v !== null && 'eof' in v;
}

/** Reads the rendered text as the search body JSON, failing as Jackson does on the version. */
export function readRendered(text: string, profile: Profile): Json | CutShort | EsError {
  try {
    return JSON.parse(text) as Json;
  } catch (e) {
    const end = endOfInput(text);
    if (!end) return templateJsonInvalid(profile.xContentParseErrors, 1, 1, (e as Error).message);
    const msg = `Unexpected end-of-input: expected close marker for ${end.kind} (start marker at [Source: (String)"${text}"; line: ${end.open.line}, column: ${end.open.col}])`;
    const eof = templateJsonEof(profile.templateJsonEof, end.at.line, end.at.col, msg);
    const last = text.trimEnd().slice(-1);
    if ('{[,:'.includes(last)) return { eof };
    try {
      return { eof, closed: JSON.parse(text + end.closers) as Json };
    } catch {
      return { eof };
    }
  }
}

/** Where a JSON text stops inside an unclosed object or array: its innermost opening and the end's position. */
function endOfInput(text: string): { kind: 'OBJECT' | 'ARRAY'; open: { line: number; col: number }; at: { line: number; col: number }; closers: string } | undefined {
  const stack: { ch: string; line: number; col: number }[] = [];
  let line = 1;
  let col = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    col++;
    if (c === '\n') {
      line++;
      col = 0;
      continue;
    }
    if (inString) {
      if (c === '\\') {
        i++;
        col++;
      } else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push({ ch: c, line, col });
    else if (c === '}' || c === ']') stack.pop();
  }
  const top = stack[stack.length - 1];
  if (!top || inString) return undefined;
  const closers = stack.map((o) => (o.ch === '{' ? '}' : ']')).reverse().join('');
  return { kind: top.ch === '{' ? 'OBJECT' : 'ARRAY', open: { line: top.line, col: top.col }, at: { line, col: col + 1 }, closers };
}
