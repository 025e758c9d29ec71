/**
 * Scripts in searches: the score context (script_score query and function, `_score`, `doc`, `params`, the
 * score functions) and the filter context (script query, `doc`, `params`). A script is read and compiled
 * when the shard creates the query (a compile error is its "failed to create query"), then run per
 * document; a runtime error is the query phase's shard failure, thrown as a ScoreFailure out of the scorer.
 */
import type { Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { Row } from '../aggs/rows.ts';
import { isEsError, scriptQueryNotCreated, scriptResultNotCast, scriptShardFailure, type EsError } from '../../errors/index.ts';
import { checkScript, parseScriptSpec, registerContextVars, runJava, withRawParams, type ScriptSpec } from '../../script/runScript.ts';
import { JDouble, JMap, type JValue } from '../../script/painless/values.ts';
import { toNumber } from '../../script/painless/javaNumbers.ts';
import { fromJson } from '../../script/painless/convert.ts';
import { className } from '../../script/painless/values.ts';
import { sourceName } from '../../script/scriptStack.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import { DocValues } from '../aggs/docValues.ts';
import { DocLookup } from './docLookup.ts';
import { storedFieldLookups } from '../../docs/storedFields.ts';
import { extraScoreFunctionNames, scoreFunctionGlobals } from './scoreFunctions.ts';
// The vector functions register themselves with scoreFunctions.ts (cosineSimilarity, dotProduct, l1norm, l2norm);
// so do OpenSearch's term frequency functions (termFrequency.ts), in the versions that have them.
import '../vectors/vectorScriptFunctions.ts';
import '../vectors/vectorDocValues.ts';
import './termFrequency.ts';
import { compileExpression, isExpression, type ExpressionRunner } from './expressionScript.ts';

export type SearchScriptContext = 'score' | 'filter';

/** A search script compiled for one index. */
export interface SearchScript {
  spec: ScriptSpec;
  context: SearchScriptContext;
  /** Whether it reads `_score` (ScoreScript.needs_score). */
  needsScore: boolean;
  /** Script.toString(), as explanations print it. */
  text: string;
  ctx: QueryContext;
  values: DocValues;
  /** A `lang: expression` script's compiled expression (expressionScript.ts). */
  expr?: ExpressionRunner;
  /** Whether it reads `_termStats` (ScoreScript.needs_termStats): its caller then passes the query's term statistics. */
  needsTermStats?: boolean;
}

const SCORE_FUNCTION_NAMES = ['saturation/2', 'sigmoid/3', 'randomScore/1', 'randomScore/2', ...['Linear', 'Exp', 'Gauss'].flatMap((k) => [`decayNumeric${k}/5`, `decayDate${k}/5`, `decayGeo${k}/5`])];

function javaMapText(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return `[${v.map(javaMapText).join(', ')}]`;
  if (typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${k}=${javaMapText(x as Json)}`).join(', ')}}`;
  return String(v);
}

/** Reads and compiles a search script (the parse error, or the shard's compile failure). */
export function compileSearchScript(json: Json, context: SearchScriptContext, ctx: QueryContext, probe: boolean, rawPath?: string[]): SearchScript | EsError {
  const parsed = parseScriptSpec(json, ctx.profile);
  if (isEsError(parsed)) return parsed;
  const spec = rawPath ? withRawParams(parsed, ctx.rawBody, rawPath) : parsed;
  if (isExpression(spec)) {
    const values = new DocValues(ctx.index);
    const expr = compileExpression(spec, ctx.index, values, context === 'score');
    if (isEsError(expr) && !probe) return scriptQueryNotCreated(expr, ctx.index);
    const text = `Script{type=inline, lang='expression', idOrCode='${spec.source ?? ''}', options={}, params=${javaMapText((spec.params ?? {}) as Json)}}`;
    return { spec, context, needsScore: /\b_score\b/.test(spec.source ?? ''), text, ctx, values, expr: isEsError(expr) ? () => 0 : expr };
  }
  const termStats = context === 'score' && ctx.profile.scoreTermStats ? ['_termStats'] : [];
  const extra = context === 'score' ? ['_score', ...termStats, ...[...SCORE_FUNCTION_NAMES, ...extraScoreFunctionNames(ctx.profile)].map((n) => `fn:${n}`)] : [];
  registerContextVars(context, ['doc', ...extra]);
  if (!probe) {
    const err = checkScript(spec, context, { profile: ctx.profile, now: ctx.now });
    if (err) return err.cause.type === 'script_exception' ? scriptQueryNotCreated(err, ctx.index) : err;
  }
  const source = spec.source ?? '';
  const text = `Script{type=${spec.id !== undefined ? 'stored' : 'inline'}, lang='${spec.lang ?? (spec.id !== undefined ? 'null' : 'painless')}', idOrCode='${spec.id ?? source}', options={}, params=${javaMapText((spec.params ?? {}) as Json)}}`;
  const needsTermStats = termStats.length > 0 && /\b_termStats\b/.test(source);
  return { spec, context, needsScore: /\b_score\b/.test(source), text, ctx, values: new DocValues(ctx.index), needsTermStats };
}

function castFailure(s: SearchScript, value: JValue, target: string): never {
  const source = s.spec.source ?? '';
  const err = scriptResultNotCast(s.spec.id ?? sourceName(source), value === null ? 'null' : className(value), target);
  throw new ScoreFailure(scriptShardFailure(err, s.ctx.index.name));
}

function run(s: SearchScript, shard: number, docId: number, doc: Doc, score: number | undefined, row: Row = doc, termStats?: JValue): JValue {
  if (s.expr) return new JDouble(s.expr(doc, score ?? 0));
  const lookup = new DocLookup(s.values, row, s.ctx.profile);
  const globals = new Map<string, JValue>([['doc', lookup]]);
  if (s.context === 'score') {
    globals.set('_score', new JDouble(score ?? 0));
    if (s.needsTermStats) globals.set('_termStats', termStats ?? null);
    for (const [k, v] of scoreFunctionGlobals({ index: s.ctx.index, profile: s.ctx.profile, shard, docId, doc, lookup, now: s.ctx.now })) globals.set(k, v);
  }
  // params._source: the document's source, for scripts that read it (ES exposes it to search scripts).
  // params._fields: the stored fields (the score, filter and sort scripts' params hold LeafSearchLookup.asMap too).
  const src = s.spec.source ?? '';
  if (src.includes('_source') || src.includes('_fields')) {
    const params = new JMap(false);
    for (const [k, v] of Object.entries(s.spec.params ?? {})) params.set(k, fromJson(v));
    const raw = (s.spec as { javaParams?: unknown }).javaParams;
    if (raw instanceof JMap) for (const e of raw.list()) params.set(e.key, e.value);
    if (src.includes('_source')) params.set('_source', fromJson(doc.parsed));
    if (src.includes('_fields')) params.set('_fields', fromJson(storedFieldLookups(s.ctx.index, doc)));
    globals.set('params', params);
  }
  const r = runJava(s.spec, s.context, globals, { profile: s.ctx.profile, now: s.ctx.now });
  if (!r.ok) throw new ScoreFailure(scriptShardFailure(r.error, s.ctx.index.name, shard));
  return r.value;
}

/** Runs a search script for a document: its raw value (a sort script's key). */
export function runSearchScript(s: SearchScript, shard: number, docId: number, doc: Doc, score: number): JValue {
  return run(s, shard, docId, doc, score);
}

/** Runs a score script for a document: its value as a double (ScoreScript.execute). */
export function runScoreScript(s: SearchScript, shard: number, docId: number, doc: Doc, score: number, row: Row = doc, termStats?: JValue): number {
  const v = run(s, shard, docId, doc, score, row, termStats);
  if (typeof v === 'number' || (v !== null && typeof v === 'object' && 'v' in v && typeof (v as { v: unknown }).v !== 'string')) {
    try {
      return toNumber(v);
    } catch {
      return castFailure(s, v, 'double');
    }
  }
  return castFailure(s, v, 'double');
}

/** Runs a filter script for a document: whether it matches (FilterScript.execute). */
export function runFilterScript(s: SearchScript, shard: number, docId: number, doc: Doc, row: Row = doc): boolean {
  const v = run(s, shard, docId, doc, undefined, row);
  if (typeof v === 'boolean') return v;
  // An expression filter matches where its value is not 0 (ExpressionFilterScript).
  if (s.expr && v instanceof JDouble) return v.v !== 0;
  return castFailure(s, v, 'boolean');
}
