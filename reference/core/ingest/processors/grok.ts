/**
 * grok (GrokProcessor over libs/grok's Grok): `%{SYNTAX:semantic:type}` expanded from the pattern bank
 * (and `pattern_definitions`) into one Oniguruma expression, searched in the field, named captures set
 * as fields. Oniguruma's named groups become numbered JS groups mapped back to their field names.
 */
import { processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import { ECS_PATTERNS, LEGACY_PATTERNS } from '../grokPatterns.ts';
import { translateRegex } from '../javaRegex.ts';
import { joniGroupNameError } from '../joniChecks.ts';
import { javaFloat, type Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';

/** The pattern bank of an ECS compatibility mode, by name. */
export function grokBank(ecs: boolean): Map<string, string> {
  return new Map(ecs ? ECS_PATTERNS : LEGACY_PATTERNS);
}

const GROK_REF = /%\{([A-Za-z0-9_]+)(?::([\w@[\]:.?-]+))?(?:=((?:[^{}]+|\.+)+))?\}/;

interface Capture {
  field: string;
  type: string;
}

/** A compiled grok expression: the JS regex and what each named group captures. */
export interface GrokExpr {
  re: RegExp;
  groups: Map<string, Capture>;
}

/** ES's `[a][b]` field syntax as a dotted path. */
function fieldName(name: string): string {
  return name.startsWith('[') ? name.replace(/^\[|\]$/g, '').split('][').join('.') : name;
}

/** Expands the grok references of an expression (Grok.toRegex); throws the message ES gives for a bad one. */
export function expandGrok(expr: string, bank: Map<string, string>, groups: Map<string, Capture>, stack: string[] = []): string {
  let out = '';
  let rest = expr;
  for (;;) {
    const m = GROK_REF.exec(rest);
    if (!m) break;
    out += rest.slice(0, m.index);
    rest = rest.slice(m.index + m[0].length);
    const [, name, sub, definition] = m;
    let pattern = definition ?? bank.get(name!);
    if (pattern === undefined) throw new Error(`Unable to find pattern [${name}] in Grok's pattern dictionary`);
    if (stack.includes(name!)) throw new Error(`circular reference in pattern [${name}][${stack.join('=>')}]`);
    pattern = expandGrok(pattern, bank, groups, [...stack, name!]);
    if (sub !== undefined) {
      const parts = sub.split(':');
      const type = parts.length > 1 ? parts[parts.length - 1]! : 'string';
      const field = fieldName(parts.length > 1 ? parts.slice(0, -1).join(':') : sub);
      const g = `g${groups.size}`;
      groups.set(g, { field, type });
      out += `(?<${g}>${pattern})`;
    } else out += `(?:${pattern})`;
  }
  return out + rest;
}

/** Compiles grok patterns as one alternation (Grok.combinePatterns), or the configuration message. */
export function compileGrok(patterns: string[], bank: Map<string, string>, traceMatch: boolean): GrokExpr | string {
  const groups = new Map<string, Capture>();
  try {
    const parts = patterns.map((p, i) => {
      const body = expandGrok(p, bank, groups);
      if (!traceMatch || patterns.length === 1) return body;
      const g = `g${groups.size}`;
      groups.set(g, { field: '_ingest._grok_match_index', type: `index:${i}` });
      return `(?<${g}>${body})`;
    });
    let src = parts.length === 1 ? parts[0]! : parts.map((p) => `(?:${p})`).join('|');
    const badName = joniGroupNameError(src);
    if (badName !== undefined) return badName;
    // Named groups written in the patterns themselves (`(?<name>…)`) capture too.
    src = src.replace(/\(\?<([A-Za-z_@][\w@.\]\[-]*)>/g, (whole, name: string) => {
      if (/^g\d+$/.test(name) && groups.has(name)) return whole;
      const g = `g${groups.size}`;
      groups.set(g, { field: fieldName(name), type: 'string' });
      return `(?<${g}>`;
    });
    return { re: new RegExp(translateRegex(src)), groups };
  } catch (e) {
    return (e as Error).message;
  }
}

function convertCapture(v: string, type: string): Value {
  switch (type) {
    case 'int':
    case 'long': {
      const n = Number(v);
      return /^[+-]?\d+$/.test(v.trim()) ? n : v;
    }
    case 'float':
    case 'double': {
      const n = Number(v);
      return Number.isFinite(n) ? (type === 'float' ? javaFloat(n) : n) : v;
    }
    case 'boolean':
      return v.toLowerCase() === 'true';
    default:
      return v;
  }
}

/** Grok.captures: the fields of the first match (unmatched groups left out), or undefined. */
export function grokCaptures(g: GrokExpr, text: string): Record<string, Value> | undefined {
  const m = g.re.exec(text);
  if (!m) return undefined;
  const out: Record<string, Value> = {};
  for (const [name, cap] of g.groups) {
    const v = m.groups?.[name];
    if (v === undefined) continue;
    if (cap.type.startsWith('index:')) {
      out[cap.field] ??= cap.type.slice(6);
      continue;
    }
    if (!(cap.field in out)) out[cap.field] = convertCapture(v, cap.type);
  }
  return out;
}

/** grok: the first of `patterns` that matches the field sets its named captures as fields. */
export const grok: Factory = (c) => {
  const field = c.str('field');
  const patterns = c.list('patterns') as string[];
  if (patterns.length === 0) c.error('patterns', 'List of patterns must not be empty');
  const defs = c.optMap('pattern_definitions') ?? {};
  const traceMatch = c.bool('trace_match', false);
  const ignoreMissing = c.bool('ignore_missing', false);
  const ecsMode = c.str('ecs_compatibility', 'disabled');
  if (ecsMode !== 'disabled' && ecsMode !== 'v1') c.error('ecs_compatibility', `unsupported ECS compatibility mode [${ecsMode}]`);
  const bank = grokBank(ecsMode === 'v1');
  for (const [k, v] of Object.entries(defs)) bank.set(k, String(v));
  const compiled = compileGrok(patterns, bank, traceMatch);
  if (typeof compiled === 'string') c.error('patterns', `Invalid regex pattern found in: [${patterns.join(', ')}]. ${compiled}`);
  const expr = compiled as GrokExpr;
  return (doc) => {
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot process it.`));
    const caps = grokCaptures(expr, v as string);
    if (!caps) fail(processorIllegalArgument(`Provided Grok expressions do not match field value: [${v}]`));
    for (const [k, x] of Object.entries(caps!)) if (k !== '_ingest._grok_match_index') doc.set(k, x);
    if (traceMatch) doc.set('_ingest._grok_match_index', patterns.length > 1 ? (caps!['_ingest._grok_match_index'] ?? '0') : '0');
    return true;
  };
};
