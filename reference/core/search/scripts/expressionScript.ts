/**
 * `lang: expression` in search scripts (ExpressionScriptEngine): the expression parsed (a ParseException is
 * its "compile error"), then each variable bound (a bad one is its "link error"): `_score`, a numeric param
 * by name, and `doc['f']` on a numeric or date field with `.value` (the smallest value, as MultiValueMode.MIN
 * reads it; 0 when none), `.empty`, `.length`, `.min()`, `.max()`, `.avg()`, `.sum()`, `.median()`,
 * `.count()`, and on dates `.date.year`-style fields and `.getYear()`-style methods.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import { expressionScriptError, type EsError } from '../../errors/index.ts';
import { evaluate, ExpressionParseError, parseExpression, variablesOf } from '../../script/expression/expression.ts';
import type { ScriptSpec } from '../../script/runScript.ts';
import type { DocValues, FieldValues } from '../aggs/docValues.ts';

/** A compiled expression: its value for a document and a score. */
export type ExpressionRunner = (doc: Doc, score: number, value?: number) => number;

const stackError = expressionScriptError;

const DATE_FIELDS: Record<string, (d: Date) => number> = {
  year: (d) => d.getUTCFullYear(),
  monthOfYear: (d) => d.getUTCMonth() + 1,
  dayOfMonth: (d) => d.getUTCDate(),
  dayOfYear: (d) => Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
  dayOfWeek: (d) => ((d.getUTCDay() + 6) % 7) + 1,
  hourOfDay: (d) => d.getUTCHours(),
  minuteOfHour: (d) => d.getUTCMinutes(),
  secondOfMinute: (d) => d.getUTCSeconds(),
  millisOfSecond: (d) => d.getUTCMilliseconds(),
};
// DateMethodValueSource: java.util.Calendar fields (months from 0).
const DATE_METHODS: Record<string, (d: Date) => number> = {
  'getYear()': (d) => d.getUTCFullYear(),
  'getMonth()': (d) => d.getUTCMonth(),
  'getDayOfMonth()': (d) => d.getUTCDate(),
  'getHours()': (d) => d.getUTCHours(),
  'getMinutes()': (d) => d.getUTCMinutes(),
  'getSeconds()': (d) => d.getUTCSeconds(),
};

function median(v: number[]): number {
  if (v.length === 0) return 0;
  const m = v.length >> 1;
  return v.length % 2 === 1 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}

function fieldBinder(fv: FieldValues, member: string): ((doc: Doc) => number) | undefined {
  const vals = (doc: Doc) => fv.numbers(doc);
  switch (member) {
    case '':
    case 'value':
    case 'min()':
      return (d) => vals(d)[0] ?? 0;
    case 'max()':
      return (d) => vals(d).at(-1) ?? 0;
    case 'empty':
      return (d) => (vals(d).length === 0 ? 1 : 0);
    case 'length':
    case 'count()':
      return (d) => vals(d).length;
    case 'sum()':
      return (d) => vals(d).reduce((a, b) => a + b, 0);
    case 'avg()':
      return (d) => (vals(d).length === 0 ? 0 : vals(d).reduce((a, b) => a + b, 0) / vals(d).length);
    case 'median()':
      return (d) => median(vals(d));
  }
  if (fv.kind !== 'date') return undefined;
  const at = (d: Doc, f: (x: Date) => number) => (vals(d).length === 0 ? 0 : f(new Date(vals(d)[0]!)));
  const fieldFn = member.startsWith('date.') ? DATE_FIELDS[member.slice(5)] : undefined;
  if (fieldFn) return (d) => at(d, fieldFn);
  const method = DATE_METHODS[member];
  return method ? (d) => at(d, method) : undefined;
}

/** Parses and binds an expression for one index (its compile or link error). */
export function compileExpression(spec: ScriptSpec, index: IndexState, values: DocValues, needsScore: boolean, opts: { value?: boolean } = {}): ExpressionRunner | EsError {
  const source = spec.source ?? '';
  let expr;
  try {
    expr = parseExpression(source);
  } catch (e) {
    if (e instanceof ExpressionParseError) return stackError('compile error', source, source, e.offset, e.message);
    throw e;
  }
  const binders = new Map<string, (doc: Doc, score: number, value?: number) => number>();
  for (const name of variablesOf(expr)) {
    // An aggregation's value script (a field and a script): `_value` is each of the field's values
    // (ExpressionAggregationScript's ReplaceableConstDoubleValueSource).
    if (name === '_value' && opts.value) {
      binders.set(name, (_d, _s, v) => v ?? 0);
      continue;
    }
    if (name === '_score') {
      if (!needsScore) return stackError('link error', source, name, 0, `Unknown variable [${name}] in expression`);
      binders.set(name, (_d, s) => s);
      continue;
    }
    const m = /^doc\['([^']*)'\](?:\.(.*))?$/.exec(name);
    if (m) {
      const field = m[1]!;
      const fv = values.field(field);
      if (fv.kind === 'unmapped') return stackError('link error', source, name, 0, `Field [${field}] does not exist in mappings`);
      if (fv.kind !== 'long' && fv.kind !== 'double' && fv.kind !== 'date' && fv.kind !== 'boolean') return stackError('link error', source, name, 0, `Field [${field}] must be numeric, date, or geopoint`);
      const b = fieldBinder(fv, m[2] ?? '');
      if (!b) return stackError('link error', source, name, 0, `Member variable [${m[2]}] does not exist for ${fv.kind === 'date' ? 'date' : 'numeric'} field [${field}].`);
      binders.set(name, (d) => b(d));
      continue;
    }
    const p = spec.params?.[name];
    if (p === undefined) return stackError('link error', source, name, 0, `Unknown variable [${name}] in expression`);
    if (typeof p !== 'number') return stackError('link error', source, name, 0, `Parameter [${name}] must be a numeric type`);
    binders.set(name, () => p);
  }
  return (doc, score, value) => evaluate(expr, (n) => binders.get(n)!(doc, score, value));
}

/** Whether a script object names the expression language (an inline script; stored ones resolve elsewhere). */
export function isExpression(spec: ScriptSpec): boolean {
  return spec.lang === 'expression' && spec.id === undefined;
}
