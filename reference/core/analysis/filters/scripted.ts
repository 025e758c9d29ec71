/**
 * The two token filters of analysis-common that run a Painless script per token, in the `analysis` script
 * context (AnalysisPredicateScript: `boolean execute(Token token)`, no `params`):
 * - `predicate_token_filter` (PredicateTokenFilterScriptFactory): keeps the tokens the script accepts, as
 *   Lucene's FilteringTokenFilter (a dropped token's position increment goes to the next kept one);
 * - `condition` (ScriptedConditionTokenFilterFactory): sends the tokens the script accepts through its
 *   `filter` list and passes the others as they are, as Lucene's ConditionalTokenFilter (a run of accepted
 *   tokens goes through the filters as one stream).
 * The script sees AnalysisPredicateScript.Token: getters `term` (the CharTermAttribute, a CharSequence, not a
 * String: `token.term == 'x'` is false in ES too), `position` (counted over the filter's input),
 * `positionIncrement`, `positionLength`, `startOffset`, `endOffset`, `type` and `keyword` (isKeyword). Both
 * factories compile the script when the filter is built and refuse a stored script.
 */
import { badAnalysisSetting, isEsError, type EsError } from '../../errors/index.ts';
import type { Json } from '../../json.ts';
import { checkScript, parseScriptSpec, runJava, type ScriptSpec } from '../../script/runScript.ts';
import { javaThrow } from '../../script/painless/javaError.ts';
import { className, JChar, type JObject, type JValue } from '../../script/painless/values.ts';
import type { BuildContext, TokenFilter, TokenFilterFactory } from '../components.ts';
import { filterTokens, type Stream, type Tok } from '../token.ts';
import { list, type Params } from '../params.ts';

/** A failure of an analysis script while a chain runs (ScriptException): the caller answers it as the request's error. */
export class AnalysisScriptFailure extends Error {
  constructor(readonly error: EsError) {
    super(error.cause.reason ?? 'analysis script failed');
  }
}

/** The term as the script sees it: Lucene's CharTermAttribute (a CharSequence whose equals takes no String). */
class JTermAttribute implements JObject {
  readonly jclass = 'org.apache.lucene.analysis.tokenattributes.PackedTokenAttributeImpl';
  constructor(private readonly term: string) {}
  toJavaString(): string {
    return this.term;
  }
  invoke(name: string, args: JValue[]): JValue {
    const n = args.length;
    if (name === 'length' && n === 0) return this.term.length;
    if (name === 'charAt' && n === 1 && typeof args[0] === 'number') {
      const i = args[0];
      // CharTermAttributeImpl.charAt: Objects.checkIndex(index, termLength).
      if (i < 0 || i >= this.term.length) javaThrow('index_out_of_bounds_exception', `Index ${i} out of bounds for length ${this.term.length}`);
      return new JChar(this.term.charCodeAt(i));
    }
    if (name === 'subSequence' && n === 2 && typeof args[0] === 'number' && typeof args[1] === 'number') {
      const [b, e] = args as number[];
      // CharTermAttributeImpl.subSequence: Objects.checkFromToIndex(start, end, termLength), then a new String.
      if (b < 0 || b > e || e > this.term.length) javaThrow('index_out_of_bounds_exception', `Range [${b}, ${e}) out of bounds for length ${this.term.length}`);
      return this.term.slice(b, e);
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${className(this)}, ${name}/${n}] not found`);
  }
}

/** AnalysisPredicateScript.Token over one token and the position counted so far. */
class JToken implements JObject {
  readonly jclass = 'org.elasticsearch.analysis.common.AnalysisPredicateScript$Token';
  constructor(private readonly t: Tok, private readonly position: number) {}
  invoke(name: string, args: JValue[]): JValue {
    if (args.length === 0) {
      switch (name) {
        case 'getTerm':
          return new JTermAttribute(this.t.term) as unknown as JValue;
        case 'getPosition':
          return this.position;
        case 'getPositionIncrement':
          return this.t.posInc;
        case 'getPositionLength':
          return this.t.posLen;
        case 'getStartOffset':
          return this.t.start;
        case 'getEndOffset':
          return this.t.end;
        case 'getType':
          return this.t.type;
        case 'isKeyword':
          return this.t.keyword;
      }
    }
    return javaThrow('illegal_argument_exception', `dynamic method [${className(this)}, ${name}/${args.length}] not found`);
  }
}

/** Script.parse(settings.getAsSettings("script")): the flat `script.*` settings as the object Script reads. */
function scriptObject(p: Params): Json {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(p)) {
    if (!k.startsWith('script.')) continue;
    const path = k.slice('script.'.length).split('.');
    let at = out;
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, Json>;
    at[path[path.length - 1]] = v;
  }
  return out;
}

/** The analysis script of a filter, compiled; a stored script is refused by name (both factories check). */
function analysisScript(p: Params, ctx: BuildContext): ScriptSpec | EsError {
  const spec = parseScriptSpec(scriptObject(p), ctx.profile);
  if (isEsError(spec)) return spec;
  if (spec.id !== undefined) return badAnalysisSetting(`Cannot use stored scripts in tokenfilter [${ctx.name}]`);
  return checkScript(spec, 'analysis', { profile: ctx.profile, now: 0 }) ?? spec;
}

/** A predicate over a stream's tokens, counting positions as Token.updatePosition does (from -1, per stream). */
function predicate(spec: ScriptSpec, ctx: BuildContext): () => (t: Tok) => boolean {
  return () => {
    let position = -1;
    return (t) => {
      position += t.posInc;
      const globals = new Map<string, JValue>([['token', new JToken(t, position) as unknown as JValue]]);
      const r = runJava(spec, 'analysis', globals, { profile: ctx.profile, now: 0 });
      if (!r.ok) throw new AnalysisScriptFailure(r.error);
      return r.value === true;
    };
  };
}

export const predicateTokenFilterFactory: TokenFilterFactory = (p, ctx) => {
  const spec = analysisScript(p, ctx);
  if (isEsError(spec)) return spec;
  const accepts = predicate(spec, ctx);
  return { name: ctx.name, apply: (s) => filterTokens(s, accepts()) };
};

export const conditionFactory: TokenFilterFactory = (p, ctx) => {
  const spec = analysisScript(p, ctx);
  if (isEsError(spec)) return spec;
  const names = (Array.isArray(p.filter) ? p.filter : list(p, 'filter')) ?? [];
  if (names.length === 0) return badAnalysisSetting(`Empty list of filters provided to tokenfilter [${ctx.name}]`);
  const filters: TokenFilter[] = [];
  for (const name of names) {
    const f = ctx.filterOf?.(name);
    if (f === undefined) return badAnalysisSetting(`ScriptedConditionTokenFilter [${ctx.name}] refers to undefined token filter [${name}]`);
    if (isEsError(f)) return f;
    filters.push(f);
  }
  const accepts = predicate(spec, ctx);
  return { name: ctx.name, apply: (s) => conditional(s, accepts(), filters) };
};

/**
 * ConditionalTokenFilter: each run of tokens the condition accepts goes through the filters as a stream of its
 * own; what that stream's end() reports (increments of tokens it dropped at its end) goes onto the next token.
 */
function conditional(s: Stream, accepts: (t: Tok) => boolean, filters: readonly TokenFilter[]): Stream {
  const out: Tok[] = [];
  let carry = 0;
  let run: Tok[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    let sub: Stream = { tokens: run, endOffset: s.endOffset, endPosInc: 0 };
    for (const f of filters) sub = f.apply(sub);
    for (const t of sub.tokens) out.push(t);
    carry = sub.endPosInc;
    run = [];
  };
  for (const t of s.tokens) {
    const accepted = accepts(t);
    if (!accepted) flush();
    const tok = carry ? { ...t, posInc: t.posInc + carry } : t;
    carry = 0;
    if (accepted) run.push(tok);
    else out.push(tok);
  }
  flush();
  return { tokens: out, endOffset: s.endOffset, endPosInc: s.endPosInc + carry };
}
