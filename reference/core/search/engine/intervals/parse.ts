/**
 * Parses an `intervals` query as ES's IntervalQueryBuilder.fromXContent and IntervalsSourceProvider's
 * parsers do: the field and its one rule (`match`, `any_of`, `all_of`, `prefix`, `wildcard`, `fuzzy`,
 * `regexp`, `range`, as the version has them), each rule's ConstructingObjectParser (unknown fields,
 * required fields, value types, a nested rule's failure wrapped as `[all_of] failed to parse field
 * [intervals]`) and the `filter` object. The result is the rule tree (build.ts makes Lucene's sources).
 */
import { isObject, xContentToken, type Json, type JsonObject } from '../../../json.ts';
import { fieldParseFailed, intervalsArgumentInvalid as illegalArgument, intervalsMalformed as parsingException, isEsError, unknownField, valueTypeUnsupported, xContentRequiredField, type EsError } from '../../../errors/index.ts';
import type { PathStep } from '../../../mapping/locate.ts';
import { where, type QueryContext } from '../../queryLeaves.ts';
import type { CombineMode } from './source.ts';

export type IntervalFilterSpec = { type: string; rule: Rule } | { type: 'script'; script: Json };

export type Rule =
  | { r: 'match'; query: string; maxGaps: number; mode: CombineMode; analyzer?: string; filter?: IntervalFilterSpec; useField?: string }
  | { r: 'any_of'; subs: Rule[]; filter?: IntervalFilterSpec }
  | { r: 'all_of'; subs: Rule[]; mode: CombineMode; maxGaps: number; filter?: IntervalFilterSpec }
  | { r: 'prefix'; prefix: string; analyzer?: string; useField?: string }
  /** `verbatim`: OpenSearch's regexp, whose pattern is normalised only by an explicit `analyzer`. */
  | { r: 'wildcard' | 'regexp'; pattern: string; analyzer?: string; useField?: string; caseInsensitive?: boolean; verbatim?: boolean }
  | { r: 'fuzzy'; term: string; prefixLength: number; transpositions: boolean; fuzziness: Json; analyzer?: string; useField?: string }
  | { r: 'range'; lower: string; upper: string; includeLower: boolean; includeUpper: boolean; analyzer?: string; useField?: string };

/** A parsed `intervals` query. */
export interface IntervalsQuery {
  field: string;
  rule: Rule;
  boost: number;
  name?: string;
}

/** The rule names a version parses, in the order its "Unknown interval type" message lists them. */
export type IntervalRuleSet = readonly string[];


interface P {
  ctx: QueryContext;
  rules: IntervalRuleSet;
  /** OpenSearch's `mode` on match/all_of and `case_insensitive` on regexp. */
  modes: boolean;
  /** `use_field` (ES 7.2+). */
  useField: boolean;
}

/** The fields of a rule's parser in this version. */
function fieldsOf(p: P, name: string): Fields {
  let f = FIELDS[name]!;
  if (!p.useField && f.use_field !== undefined) {
    const { use_field: _dropped, ...rest } = f;
    f = rest;
  }
  if (!p.modes) return f;
  if (name === 'match' || name === 'all_of') return { ...f, mode: 'string' };
  if (name === 'regexp') return { ...f, case_insensitive: 'bool' };
  return f;
}

const MODES = new Set(['ordered', 'unordered', 'unordered_no_overlap']);

/** `ordered` when given (true/false), else OpenSearch's `mode`, else unordered. */
function modeOf(o: JsonObject): CombineMode | EsError {
  if (o.ordered !== undefined) return o.ordered === true || o.ordered === 'true' ? 'ordered' : 'unordered';
  if (o.mode === undefined) return 'unordered';
  const m = String(o.mode).toLowerCase();
  return MODES.has(m) ? (m as CombineMode) : illegalArgument(`No enum constant org.opensearch.index.query.IntervalMode.${String(o.mode).toUpperCase()}`);
}

type Fields = Record<string, 'string' | 'int' | 'bool' | 'object' | 'array' | 'value'>;

const FIELDS: Record<string, Fields> = {
  match: { query: 'string', max_gaps: 'int', ordered: 'bool', analyzer: 'string', filter: 'object', use_field: 'string' },
  any_of: { intervals: 'array', filter: 'object' },
  all_of: { ordered: 'bool', intervals: 'array', max_gaps: 'int', filter: 'object' },
  prefix: { prefix: 'string', analyzer: 'string', use_field: 'string' },
  wildcard: { pattern: 'string', analyzer: 'string', use_field: 'string' },
  regexp: { pattern: 'string', analyzer: 'string', use_field: 'string' },
  fuzzy: { term: 'string', prefix_length: 'int', transpositions: 'bool', fuzziness: 'value', analyzer: 'string', use_field: 'string' },
  range: { gte: 'string', gt: 'string', lte: 'string', lt: 'string', analyzer: 'string', use_field: 'string' },
};

const REQUIRED: Record<string, string> = { match: 'query', any_of: 'intervals', all_of: 'intervals', prefix: 'prefix', wildcard: 'pattern', regexp: 'pattern', fuzzy: 'term' };

function acceptsType(kind: Fields[string], v: Json): boolean {
  switch (kind) {
    case 'string':
      // ObjectParser.ValueType.STRING: VALUE_STRING only.
      return typeof v === 'string';
    case 'int':
      return typeof v === 'number' || (typeof v === 'string' && /^-?\d+$/.test(v.trim()));
    case 'bool':
      return typeof v === 'boolean' || v === 'true' || v === 'false';
    case 'object':
      return isObject(v);
    case 'array':
      return Array.isArray(v);
    case 'value':
      return typeof v === 'string' || typeof v === 'number';
  }
}

/** Parses one rule object `{match: {...}}` (parseInnerIntervals): exactly one rule name. */
function innerRule(p: P, o: Json, path: PathStep[]): Rule | EsError {
  if (!isObject(o)) return parsingException(`Expected [FIELD_NAME] but got [${xContentToken(o)}]`, where(p.ctx, path));
  const keys = Object.keys(o);
  if (keys.length === 0) return parsingException('Expected [FIELD_NAME] but got [END_OBJECT]', where(p.ctx, path));
  const rule = ruleOf(p, keys[0]!, o[keys[0]!] as Json, [...path, keys[0]!]);
  if (isEsError(rule)) return rule;
  if (keys.length > 1) return parsingException('Expected [END_OBJECT] but got [FIELD_NAME]', where(p.ctx, [...path, keys[1]!]));
  return rule;
}

function unknownType(p: P, name: string, path: PathStep[]): EsError {
  return parsingException(`Unknown interval type [${name}], expecting one of [${p.rules.filter((r) => r !== 'fuzzy').join(', ')}]`, where(p.ctx, path));
}

function ruleOf(p: P, name: string, body: Json, path: PathStep[]): Rule | EsError {
  if (!p.rules.includes(name)) return unknownType(p, name, path);
  const fields = fieldsOf(p, name);
  if (!isObject(body)) return parsingException(`[${name}] Expected START_OBJECT but was: ${xContentToken(body)}`, where(p.ctx, path));
  const o: JsonObject = body;
  for (const [k, v] of Object.entries(o)) {
    const kind = fields[k];
    if (kind === undefined) return unknownField(p.ctx.profile, name, k, where(p.ctx, [...path, k]));
    if (!acceptsType(kind, v as Json)) return valueTypeUnsupported(p.ctx.profile, name, k, xContentToken(v as Json), where(p.ctx, [...path, k]));
  }
  const req = REQUIRED[name];
  if (req !== undefined && o[req] === undefined) return xContentRequiredField(where(p.ctx, path), req);
  const str = (k: string): string | undefined => (o[k] === undefined ? undefined : String(o[k]));
  const int = (k: string, d: number): number => (o[k] === undefined ? d : Math.trunc(Number(o[k])));
  const bool = (k: string, d: boolean): boolean => (o[k] === undefined ? d : o[k] === true || o[k] === 'true');
  let filter: IntervalFilterSpec | undefined;
  if (o.filter !== undefined) {
    const f = filterOf(p, name, o.filter as JsonObject, [...path, 'filter']);
    if (isEsError(f)) return f;
    filter = f;
  }
  const subs = (): Rule[] | EsError => {
    const out: Rule[] = [];
    const list = o.intervals as Json[];
    for (let i = 0; i < list.length; i++) {
      const r = innerRule(p, list[i]!, [...path, 'intervals', i]);
      if (isEsError(r)) return fieldParseFailed(p.ctx.profile, name, 'intervals', where(p.ctx, [...path, 'intervals', i]), r.cause);
      out.push(r);
    }
    return out;
  };
  const mode = name === 'match' || name === 'all_of' ? modeOf(o) : 'unordered';
  if (isEsError(mode)) return mode;
  switch (name) {
    case 'match':
      return { r: 'match', query: str('query')!, maxGaps: int('max_gaps', -1), mode, analyzer: str('analyzer'), filter, useField: str('use_field') };
    case 'any_of': {
      const s = subs();
      return isEsError(s) ? s : { r: 'any_of', subs: s, filter };
    }
    case 'all_of': {
      const s = subs();
      return isEsError(s) ? s : { r: 'all_of', subs: s, mode, maxGaps: int('max_gaps', -1), filter };
    }
    case 'prefix':
      return { r: 'prefix', prefix: str('prefix')!, analyzer: str('analyzer'), useField: str('use_field') };
    case 'wildcard':
    case 'regexp':
      return { r: name, pattern: str('pattern')!, analyzer: str('analyzer'), useField: str('use_field'), caseInsensitive: bool('case_insensitive', false), verbatim: name === 'regexp' && p.modes && o.analyzer === undefined };
    case 'fuzzy':
      return { r: 'fuzzy', term: str('term')!, prefixLength: int('prefix_length', 0), transpositions: bool('transpositions', true), fuzziness: (o.fuzziness as Json) ?? 'AUTO', analyzer: str('analyzer'), useField: str('use_field') };
    default: {
      // Range's constructor: exactly one lower and one upper bound (an IllegalArgumentException).
      if ((o.gte === undefined) === (o.gt === undefined)) return illegalArgument('Either [gte] or [gt], one of them must be provided');
      if ((o.lte === undefined) === (o.lt === undefined)) return illegalArgument('Either [lte] or [lt], one of them must be provided');
      return { r: 'range', lower: str('gte') ?? str('gt')!, upper: str('lte') ?? str('lt')!, includeLower: o.gte !== undefined, includeUpper: o.lte !== undefined, analyzer: str('analyzer'), useField: str('use_field') };
    }
  }
}

/** IntervalFilter.fromXContent: `{<type>: {<rule>}}` or `{script: …}`; the type is checked when the query is built. */
function filterOf(p: P, parent: string, o: JsonObject, path: PathStep[]): IntervalFilterSpec | EsError {
  const wrap = (e: EsError) => fieldParseFailed(p.ctx.profile, parent, 'filter', where(p.ctx, path), e.cause);
  const keys = Object.keys(o);
  if (keys.length === 0) return wrap(parsingException('Expected [FIELD_NAME] but got [END_OBJECT]', where(p.ctx, path)));
  const type = keys[0]!;
  const v = o[type] as Json;
  if (type === 'script') {
    if (keys.length > 1) return wrap(parsingException('Expected [END_OBJECT] but got [FIELD_NAME]', where(p.ctx, [...path, keys[1]!])));
    return { type: 'script', script: v };
  }
  if (!isObject(v)) return wrap(parsingException(`Expected [START_OBJECT] but got [${xContentToken(v)}]`, where(p.ctx, [...path, type])));
  const rule = innerRule(p, v, [...path, type]);
  if (isEsError(rule)) return wrap(rule);
  if (keys.length > 1) return wrap(parsingException('Expected [END_OBJECT] but got [FIELD_NAME]', where(p.ctx, [...path, keys[1]!])));
  return { type: type.toLowerCase(), rule };
}

/** IntervalQueryBuilder.fromXContent: the field, its one rule, `boost` and `_name`. */
export function parseIntervals(ctx: QueryContext, body: Json, path: PathStep[], rules: IntervalRuleSet, modes = false, useField = true): IntervalsQuery | EsError {
  const p: P = { ctx, rules, modes, useField };
  if (!isObject(body)) return parsingException(`Expected [FIELD_NAME] but got [${xContentToken(body)}]`, where(ctx, path));
  const fields = Object.keys(body);
  if (fields.length === 0) return parsingException('Expected [FIELD_NAME] but got [END_OBJECT]', where(ctx, path));
  const field = fields[0]!;
  const spec = body[field] as Json;
  const fp = [...path, field];
  if (!isObject(spec)) return parsingException(`Expected [START_OBJECT] but got [${xContentToken(spec)}]`, where(ctx, fp));
  let boost = 1;
  let name: string | undefined;
  let rule: Rule | undefined;
  let ruleName: string | undefined;
  for (const [k, v] of Object.entries(spec)) {
    if (k === '_name') name = String(v);
    else if (k === 'boost') boost = Math.fround(Number(v));
    else {
      if (ruleName !== undefined) return parsingException(`Only one interval rule can be specified, found [${ruleName}] and [${k}]`, where(ctx, [...fp, k]));
      ruleName = k;
      const r = ruleOf(p, k, v as Json, [...fp, k]);
      if (isEsError(r)) return r;
      rule = r;
    }
  }
  if (fields.length > 1) return parsingException('Expected [END_OBJECT] but got [FIELD_NAME]', where(ctx, [...path, fields[1]!]));
  if (!rule) return parsingException('Missing intervals from interval query definition', where(ctx, fp));
  return { field, rule, boost, name };
}
