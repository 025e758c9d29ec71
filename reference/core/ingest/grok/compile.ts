/**
 * Grok (libs/grok's Grok, GrokCaptureConfig, GrokCaptureType): a grok expression turned into one Oniguruma
 * expression (toRegex), its named groups as the captures (`%{SYNTAX:field:type}` names its group
 * `SYNTAX:field:type`), and the map of the first match. The expression reaches JavaScript through
 * joniToJava and translateRegex; its named groups become `gN` groups mapped back to their names.
 */
import { javaParseDouble, javaParsesAsDouble, javaParsesAsLong } from '../../mapping/javaNumbers.ts';
import { JLong } from '../../script/painless/values.ts';
import { translateRegex } from '../javaRegex.ts';
import { BoundedRegExp, fit } from '../../regex/bounded.ts';
import { joniGroupNameError } from '../joniChecks.ts';
import { javaFloat, type Value } from '../javaValues.ts';
import type { GrokBank } from './bank.ts';
import { joniToJava } from './joniSyntax.ts';

/**
 * Grok.GROK_PATTERN: `%{NAME}`, `%{NAME:subname}` (`[[:alnum:]@\[\]_:.-]`, Unicode letters and digits
 * included), `%{NAME=definition}`. Its `(?:[^{}]+|\.+)+` definition is `[^{}]+` here: the same texts,
 * without the nested repetition.
 */
const GROK_PATTERN = /%\{(([A-z0-9]+)(?::([\p{L}\p{N}@[\]_:.-]+))?)(?:=[^{}]+)?\}/u;
const MAX_TO_REGEX_ITERATIONS = 100_000;

/** A grok expression's compile failure: the message Elasticsearch's exception carries. */
export class GrokError extends Error {}

/** A capture's value that its type cannot parse (the NumberFormatException GrokCaptureType throws). */
export class GrokNumberFormat extends Error {
  constructor(readonly text: string, readonly floating: boolean) {
    super(text);
  }
}

/**
 * Grok.toRegex: each reference is replaced by its bank pattern (a named group when it has a subname) and
 * the result read again from there, so references inside expand too. A `%{NAME=definition}` uses the bank's
 * NAME all the same (the definition is read and ignored: "TODO(tal): Support definitions").
 */
export function grokToRegex(expr: string, bank: GrokBank): string {
  let res = '';
  let rest = expr;
  for (let i = 0; i < MAX_TO_REGEX_ITERATIONS; i++) {
    const m = GROK_PATTERN.exec(rest);
    if (!m) return res + rest;
    const [whole, ref, name, subName] = m;
    const pattern = bank.get(name!);
    if (pattern === undefined) throw new GrokError(`Unable to find pattern [${name}] in Grok's pattern dictionary`);
    if (pattern.includes(`%{${name}}`) || pattern.includes(`%{${name}:`)) throw new GrokError(`circular reference in pattern back [${name}]`);
    const part = subName !== undefined ? `(?<${ref}>${pattern})` : `(?:${pattern})`;
    res += rest.slice(0, m.index);
    rest = part + rest.slice(m.index + whole.length);
  }
  throw new GrokError('Can not convert grok patterns to regular expression');
}

/** GrokCaptureType: what a group's `:type` suffix makes of the text. */
type CaptureType = 'string' | 'int' | 'long' | 'float' | 'double' | 'boolean';
const TYPES = new Set<string>(['int', 'long', 'float', 'double', 'boolean']);

/** GrokCaptureConfig: the field of a group named `SYNTAX:field:type` (or `field`), its type (string unless one of GrokCaptureType's). */
interface Capture {
  /** The group's own name: groups written alike are one NameEntry with several back references. */
  group: string;
  field: string;
  type: CaptureType;
}

function captureOf(groupName: string): Capture {
  // Java's String.split drops trailing empty strings.
  const parts = groupName.split(':');
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const type = parts.length === 3 && TYPES.has(parts[2]!) ? (parts[2] as CaptureType) : 'string';
  return { group: groupName, field: parts.length >= 2 ? parts[1]! : parts[0]!, type };
}

/** A compiled grok expression: the JS expression and the capture of each `gN` group, in Joni's name-table order. */
export interface GrokExpr {
  re: RegExp;
  groups: [string, Capture][];
  /** Whether one field collects every group of its name that matched (8.7+, #92586), or keeps the first. */
  lists: boolean;
}

/**
 * Compiles an expression already expanded by grokToRegex (an Oniguruma expression with named groups), or
 * throws GrokError with Joni's message where the simulator knows it, JavaScript's otherwise.
 */
export function compileExpanded(src: string, lists: boolean): GrokExpr {
  const badName = joniGroupNameError(src);
  if (badName !== undefined) throw new GrokError(badName);
  const groups: [string, Capture][] = [];
  const named = src.replace(/\\[\s\S]|\(\?<(?![=!])([^>]*)>/g, (whole, name: string | undefined) => {
    if (name === undefined) return whole;
    const g = `g${groups.length}`;
    groups.push([g, captureOf(name)]);
    return `(?<${g}>`;
  });
  // Joni's name table lists each group name once, at its first place, with its back references in order.
  const first = new Map<string, number>();
  groups.forEach(([, c], i) => first.has(c.group) || first.set(c.group, i));
  const ordered = groups.map((g, i) => [first.get(g[1].group)!, i, g] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , g]) => g);
  try {
    // Bounded: Joni runs under the watchdog in ES; a search that runs out of steps throws RegexBudgetExceeded.
    return { re: new BoundedRegExp(translateRegex(joniToJava(named))), groups: ordered, lists };
  } catch (e) {
    throw new GrokError(joniMessage((e as Error).message));
  }
}

/** Joni's words (ErrorMessages) for what JavaScript refuses in its own; JavaScript's for the rest. */
const JONI_MESSAGES: [RegExp, string][] = [
  [/Unmatched '\)'/, 'unmatched close parenthesis'],
  [/Unterminated group/, 'end pattern with unmatched parenthesis'],
  [/Nothing to repeat/, 'target of repeat operator is not specified'],
  [/Unterminated character class/, 'premature end of char-class'],
];

function joniMessage(jsMessage: string): string {
  return JONI_MESSAGES.find(([re]) => re.test(jsMessage))?.[1] ?? jsMessage;
}

/** GrokCaptureType's parse of a matched text; GrokNumberFormat where Java's parser throws. */
function convert(text: string, type: CaptureType): Value {
  switch (type) {
    case 'int':
    case 'long': {
      const n = javaParsesAsLong(text) ? BigInt(text) : undefined;
      if (n === undefined || (type === 'int' && (n > 2147483647n || n < -2147483648n))) throw new GrokNumberFormat(text, false);
      return n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER) ? new JLong(n) : Number(n);
    }
    case 'float':
    case 'double':
      if (!javaParsesAsDouble(text)) throw new GrokNumberFormat(text, true);
      return type === 'float' ? javaFloat(javaParseDouble(text)) : javaParseDouble(text);
    case 'boolean':
      return text.toLowerCase() === 'true';
    default:
      return text;
  }
}

/**
 * Grok.captures: the fields of the first match, or undefined when there is none. A group that did not take
 * part is left out. A field several groups capture is, from 8.7, the list of what they matched (one match:
 * the value); before that each group name gave its first match and a later name of the same field won.
 */
export function grokCaptures(g: GrokExpr, text: string): Record<string, Value> | undefined {
  const m = fit(g.re, text).exec(text);
  if (!m) return undefined;
  const out: Record<string, Value> = {};
  const seen = new Set<string>();
  for (const [name, cap] of g.groups) {
    const v = m.groups![name];
    if (v === undefined) continue;
    const value = convert(v, cap.type);
    if (!g.lists) {
      if (!seen.has(cap.group)) out[cap.field] = value;
      seen.add(cap.group);
    } else if (!seen.has(cap.field)) {
      out[cap.field] = value;
      seen.add(cap.field);
    } else if (Array.isArray(out[cap.field])) (out[cap.field] as Value[]).push(value);
    else out[cap.field] = [out[cap.field], value];
  }
  return out;
}
