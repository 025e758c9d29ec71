/**
 * Turns a parsed `intervals` rule tree into Lucene's interval sources for one index, as ES's
 * IntervalsSourceProvider.getSource does: `match` analyses its text with the field's search analyzer (or the
 * named one; an unknown name falls back to the field's, as IndexAnalyzers.get's null does) through ES's
 * IntervalBuilder (one term; a phrase of terms, a gap for each removed token as EXTEND; synonyms as a
 * disjunction; combined by max_gaps and ordered), `all_of` combines its rules the same way, `any_of` is a
 * disjunction, the multi-term rules normalise their text and accept the shard's terms, and a `filter`
 * relates the rule to another (or runs a script on each interval). A rule on a field that is not text, or
 * indexes no positions, is refused as the shard refuses it.
 */
import type { Json } from '../../../json.ts';
import { isEsError, queryCreateFailure, type EsError } from '../../../errors/index.ts';
import { resolveField } from '../../fields.ts';
import { analyzerNamed, fieldAnalyzer, type FieldAnalyzer } from '../analysis.ts';
import type { QueryContext } from '../../queryLeaves.ts';
import { compileGlob, globMatch } from '../../../glob.ts';
import { compileRegexp, isRegexpFailure, regexpMatches } from '../../regexp.ts';
import { fuzzinessDistance, fuzzyDistance } from '../../fuzzy.ts';
import { combineSources, or, relate, type CombineMode, type IntervalAccept, type ISource, type LuceneFlavour } from './source.ts';
import type { IntervalFilterSpec, Rule } from './parse.ts';

/** What building needs beyond the index: the expansion limit and a compiler for filter scripts. */
export interface BuildEnv {
  ctx: QueryContext;
  /** The most terms a multi-term rule may expand to (Lucene's 128 in ES 7, max_clause_count from ES 8). */
  maxExpansions: number;
  /** The Lucene behaviour of the version (source.ts LuceneFlavour). */
  lucene: LuceneFlavour;
  /** Compiles a `filter.script` into its per-interval test (an error where the script does not compile). */
  script: (spec: Json) => { name: string; accept: IntervalAccept } | EsError;
}

/** The field a rule reads (its `use_field`, else the query's), checked: text with positions, or ES's refusal. */
function textField(env: BuildEnv, name: string): { field: string; analyzer: FieldAnalyzer } | EsError | 'unmapped' {
  const ref = resolveField(env.ctx.index, name);
  if (ref.kind === 'unmapped') return 'unmapped';
  const type = String(ref.def?.type ?? ref.kind);
  if (ref.kind !== 'text' || ref.runtime) return queryCreateFailure('illegal_argument_exception', `Can only use interval queries on text fields - not on [${name}] which is of type [${type}]`, env.ctx.index);
  // match_only_text (OpenSearch 2.12) indexes docs only (MatchOnlyTextFieldMapper): TextFieldType.intervals refuses it alike.
  const opts = type === 'match_only_text' ? 'docs' : ref.def?.index_options;
  if (opts === 'docs' || opts === 'freqs') return queryCreateFailure('illegal_argument_exception', `Cannot create intervals over field [${name}] with no positions indexed`, env.ctx.index);
  return { field: ref.name, analyzer: fieldAnalyzer(env.ctx.index, env.ctx.profile, ref.def, 'search') };
}

function analyzerOf(env: BuildEnv, field: { analyzer: FieldAnalyzer }, name: string | undefined): FieldAnalyzer {
  return (name !== undefined ? analyzerNamed(env.ctx.index, env.ctx.profile, name) : undefined) ?? field.analyzer;
}

/** Analyzer.normalize: the analyzer's normalising filters over the whole text (lower-casing, for the built-in analyzers). */
function normalize(a: FieldAnalyzer, text: string): string {
  const probe = a.tokens('A');
  return probe.length === 1 && probe[0]!.term === 'a' ? text.toLowerCase() : text;
}

/** ES's IntervalBuilder.analyzeText over the analysed tokens. */
function analyzeText(field: string, a: FieldAnalyzer, text: string, maxGaps: number, mode: CombineMode, lucene: LuceneFlavour): ISource {
  const tokens = a.tokens(text);
  if (tokens.length === 0) return { k: 'none' };
  if (tokens.length === 1) return { k: 'term', field, term: tokens[0]!.term };
  // Tokens at one position are synonyms (an or); a position skipped (a removed stop word) extends the next term.
  const groups: { terms: string[]; spaces: number }[] = [];
  let last = -1;
  for (const t of tokens) {
    if (groups.length > 0 && t.position === last) groups[groups.length - 1]!.terms.push(t.term);
    else groups.push({ terms: [t.term], spaces: groups.length === 0 ? t.position : t.position - last - 1 });
    last = t.position;
  }
  const sources = groups.map((g) => {
    const terms: ISource[] = g.terms.map((term) => ({ k: 'term', field, term }));
    const s = terms.length === 1 ? terms[0]! : or(terms);
    return g.spaces > 0 ? ({ k: 'extend', in: s, before: g.spaces, after: 0 } as ISource) : s;
  });
  return combineSources(sources, maxGaps, mode, lucene);
}

function multi(field: string, pattern: string, accepts: (t: string) => boolean, env: BuildEnv): ISource {
  return { k: 'multi', field, accepts, pattern, max: env.maxExpansions };
}

/** The source of one rule on `queryField` (undefined: an unmapped `use_field`, which matches nothing). */
export function buildRule(env: BuildEnv, rule: Rule, queryField: string): ISource | EsError | undefined {
  const useField = 'useField' in rule ? rule.useField : undefined;
  const f = textField(env, useField ?? queryField);
  if (f === 'unmapped') return undefined;
  if (isEsError(f)) return f;
  const subs = (rules: Rule[]): ISource[] | EsError | undefined => {
    const out: ISource[] = [];
    for (const r of rules) {
      const s = buildRule(env, r, queryField);
      if (s === undefined || isEsError(s)) return s;
      out.push(s);
    }
    return out;
  };
  let source: ISource;
  switch (rule.r) {
    case 'match':
      source = analyzeText(f.field, analyzerOf(env, f, rule.analyzer), rule.query, rule.maxGaps, rule.mode, env.lucene);
      break;
    case 'any_of':
    case 'all_of': {
      const s = subs(rule.subs);
      if (s === undefined || isEsError(s)) return s;
      source = rule.r === 'any_of' ? or(s) : combineSources(s, rule.maxGaps, rule.mode, env.lucene);
      break;
    }
    case 'prefix': {
      const p = normalize(analyzerOf(env, f, rule.analyzer), rule.prefix);
      source = multi(f.field, `${p}*`, (t) => t.startsWith(p), env);
      break;
    }
    case 'wildcard': {
      const p = normalize(analyzerOf(env, f, rule.analyzer), rule.pattern);
      const g = compileGlob(p);
      source = multi(f.field, p, (t) => globMatch(g, t), env);
      break;
    }
    case 'regexp': {
      const p = rule.verbatim ? rule.pattern : normalize(analyzerOf(env, f, rule.analyzer), rule.pattern);
      const re = compileRegexp(p, undefined, rule.caseInsensitive === true);
      if (isRegexpFailure(re)) return queryCreateFailure('illegal_argument_exception', re.kind === 'syntax' ? re.message : `unsupported regular expression feature: ${re.feature}`, env.ctx.index);
      source = multi(f.field, p, (t) => regexpMatches(re, t), env);
      break;
    }
    case 'fuzzy': {
      const term = normalize(analyzerOf(env, f, rule.analyzer), rule.term);
      const maxEdits = fuzzinessDistance(rule.fuzziness, rule.term);
      const spec = { maxEdits, prefixLength: rule.prefixLength, transpositions: rule.transpositions, maxExpansions: env.maxExpansions };
      source = multi(f.field, `${term}~${maxEdits}`, (t) => fuzzyDistance(term, t, spec) !== undefined, env);
      break;
    }
    case 'range': {
      const a = analyzerOf(env, f, rule.analyzer);
      const lo = normalize(a, rule.lower);
      const hi = normalize(a, rule.upper);
      const ok = (t: string) => (rule.includeLower ? t >= lo : t > lo) && (rule.includeUpper ? t <= hi : t < hi);
      source = multi(f.field, `${rule.includeLower ? '[' : '{'}${lo},${hi}${rule.includeUpper ? ']' : '}'}`, ok, env);
      break;
    }
  }
  const filter = 'filter' in rule ? rule.filter : undefined;
  return filter ? applyFilter(env, source, filter, queryField) : source;
}

const RELATIONS = new Set(['containing', 'contained_by', 'not_containing', 'not_contained_by', 'overlapping', 'not_overlapping', 'before', 'after']);
/** ES 7.0–7.1: no `overlapping`, `before` or `after` yet. */
const RELATIONS_7_0 = new Set(['containing', 'contained_by', 'not_containing', 'not_contained_by', 'not_overlapping']);

/** IntervalFilter.filter: the relation to the filter's source, or a script over each interval. */
function applyFilter(env: BuildEnv, source: ISource, filter: IntervalFilterSpec, queryField: string): ISource | EsError | undefined {
  if (filter.type === 'script' && 'script' in filter) {
    const s = env.script(filter.script);
    return isEsError(s) ? s : { k: 'script', name: s.name, accept: s.accept, in: source };
  }
  if (!('rule' in filter)) return source;
  const other = buildRule(env, filter.rule, queryField);
  if (other === undefined || isEsError(other)) return other;
  const relations = env.ctx.profile.intervalsUseField ? RELATIONS : RELATIONS_7_0;
  switch (filter.type) {
    case 'containing':
    case 'contained_by':
    case 'not_containing':
    case 'not_contained_by':
    case 'overlapping':
    case 'not_overlapping':
    case 'before':
    case 'after':
      if (relations.has(filter.type)) return relate(filter.type, source, other);
      return queryCreateFailure('illegal_argument_exception', `Unknown filter type [${filter.type}]`, env.ctx.index);
    default:
      return queryCreateFailure('illegal_argument_exception', `Unknown filter type [${filter.type}]`, env.ctx.index);
  }
}
