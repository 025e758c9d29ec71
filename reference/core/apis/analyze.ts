/**
 * GET|POST /_analyze and /{index}/_analyze (RestAnalyzeAction, AnalyzeAction.Request, TransportAnalyzeAction):
 * the body is parsed as ES's `analyze_request` parser reads it and validated; the chain is the request's
 * own components, a named analyzer or normalizer, a field's analyzer, or the default one; the answer is
 * its tokens, or every stage with `explain`.
 */
import {
  analyzeBodyRequired, analyzeFieldNeedsIndex, analyzeFieldNotTokenized, analyzeRequestInvalid, analyzerNotFound, isEsError,
  indexClosed, normalizerNotFound, unknownField, valueTypeUnsupported, type EsError,
} from '../errors/index.ts';
import { isObject, type Json, type JsonObject, xContentToken } from '../json.ts';
import { ok, type Handler } from '../handler.ts';
import { resolveIndices, resolveOptionsFrom } from '../resolve.ts';
import { keyAt, valueAt } from '../byScroll/bodyPosition.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { intSetting } from '../settings.ts';
import { resolveField } from '../search/fields.ts';
import { globalAnalysis, indexAnalysis, type IndexAnalysis } from '../analysis/registry.ts';
import { requestChain, type NameOrDefinition } from '../analysis/requestChain.ts';
import { analyzeTexts, DEFAULT_MAX_TOKEN_COUNT } from '../analysis/analyzeText.ts';
import type { Chain } from '../analysis/chain.ts';

interface AnalyzeBody {
  text: string[];
  analyzer?: string;
  field?: string;
  tokenizer?: NameOrDefinition;
  filter: NameOrDefinition[];
  char_filter: NameOrDefinition[];
  normalizer?: string;
  explain: boolean;
  attributes?: string[];
}

/** The JSON token name of a value, as XContentParser reports it. */

/** Parses the body as ObjectParser("analyze_request") declares its fields. */
function parseBody(profile: Profile, raw: string | undefined, body: JsonObject): AnalyzeBody | EsError {
  const out: AnalyzeBody = { text: [], filter: [], char_filter: [], explain: false };
  const wrong = (k: string, v: Json): EsError => valueTypeUnsupported(profile, 'analyze_request', k, xContentToken(v), valueAt(raw, [k]));
  const strings = (k: string, v: Json): string[] | EsError => {
    if (typeof v === 'string') return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
    return wrong(k, v);
  };
  const nods = (k: string, v: Json): NameOrDefinition[] | EsError => {
    const items = Array.isArray(v) ? v : [v];
    const res: NameOrDefinition[] = [];
    for (const x of items) {
      if (typeof x === 'string') res.push(x);
      else if (isObject(x)) res.push(x as Record<string, Json>);
      else return wrong(k, x);
    }
    return res;
  };
  for (const [k, raw0] of Object.entries(body)) {
    const v = raw0 as Json;
    switch (k) {
      case 'text': {
        const t = strings(k, v);
        if (isEsError(t)) return t;
        out.text = t;
        break;
      }
      case 'analyzer':
      case 'field':
      case 'normalizer':
        if (typeof v !== 'string') return wrong(k, v);
        out[k] = v;
        break;
      case 'tokenizer':
        if (typeof v === 'string' || isObject(v)) out.tokenizer = v as NameOrDefinition;
        else return wrong(k, v);
        break;
      case 'filter':
      case 'token_filter':
      case 'char_filter': {
        const n = nods(k, v);
        if (isEsError(n)) return n;
        if (k === 'char_filter') out.char_filter = n;
        else out.filter = n;
        break;
      }
      case 'explain':
        if (typeof v !== 'boolean' && v !== 'true' && v !== 'false') return wrong(k, v);
        out.explain = v === true || v === 'true';
        break;
      case 'attributes': {
        const a = strings(k, v);
        if (isEsError(a)) return a;
        out.attributes = a;
        break;
      }
      default:
        return unknownField(profile, 'analyze_request', k, keyAt(raw, [k]));
    }
  }
  return out;
}

/** AnalyzeAction.Request.validate, its messages in its order. */
function validate(b: AnalyzeBody, index: string | undefined): EsError | undefined {
  const msgs: string[] = [];
  const extra = b.tokenizer !== undefined || b.char_filter.length > 0 || b.filter.length > 0;
  if (b.text.length === 0) msgs.push('text is missing');
  if (!index && b.normalizer !== undefined) msgs.push('index is required if normalizer is specified');
  if (b.normalizer !== undefined && (b.tokenizer !== undefined || b.analyzer !== undefined)) msgs.push('tokenizer/analyze should be null if normalizer is specified');
  if (b.analyzer !== undefined && extra) msgs.push('cannot define extra components on a named analyzer');
  if (b.normalizer !== undefined && extra) msgs.push('cannot define extra components on a named normalizer');
  if (b.field !== undefined && extra) msgs.push('cannot define extra components on a field-specific analyzer');
  return msgs.length ? analyzeRequestInvalid(msgs) : undefined;
}

/** The analyzer of a mapped field as `_analyze` takes it: a text field's index analyzer, a keyword's normalizer. */
function fieldChain(ia: IndexAnalysis, idx: IndexState, field: string): Chain | EsError | undefined {
  const ref = resolveField(idx, field);
  if (!ref.def) return undefined;
  const type = ref.def.type ?? 'object';
  if (type === 'keyword') {
    const n = ref.def.normalizer;
    return (typeof n === 'string' ? ia.normalizers.get(n) : undefined) ?? ia.analyzer('keyword')!;
  }
  if (type === 'text' || type === 'string' || type === 'search_as_you_type' || type === 'match_only_text') {
    const name = ref.def.analyzer;
    const chain = typeof name === 'string' ? ia.analyzerOrRefusal(name) : ia.defaultAnalyzer('index');
    if (!chain) return analyzerNotFound(String(name), false);
    if (isEsError(chain)) return chain;
    const gap = Number(ref.def.position_increment_gap ?? (chain.custom ? chain.positionIncrementGap : 100));
    return { ...chain, positionIncrementGap: gap };
  }
  return analyzeFieldNotTokenized(field);
}

/** The chain for the request (TransportAnalyzeAction.buildCustomAnalyzer, then getAnalyzer). */
function chainFor(b: AnalyzeBody, ia: IndexAnalysis, idx: IndexState | undefined, config: ClusterState['config']): Chain | EsError {
  const global = idx === undefined;
  if (b.tokenizer !== undefined || b.filter.length > 0 || b.char_filter.length > 0) return requestChain(ia, global, b.tokenizer, b.char_filter, b.filter, config);
  if (b.analyzer !== undefined) return ia.analyzerOrRefusal(b.analyzer) ?? analyzerNotFound(b.analyzer, global);
  if (b.normalizer !== undefined) return ia.normalizers.get(b.normalizer) ?? normalizerNotFound(b.normalizer);
  if (b.field !== undefined) {
    if (!idx) return analyzeFieldNeedsIndex();
    const c = fieldChain(ia, idx, b.field);
    if (c) return c;
  }
  return global ? ia.analyzer('standard')! : ia.defaultAnalyzer('index');
}

/** GET|POST /_analyze, /{index}/_analyze */
export const analyze: Handler = (state, req, env) => {
  const profile = env.profile;
  if (req.body === undefined) return analyzeBodyRequired();
  if (!isObject(req.body)) return unknownField(profile, 'analyze_request', String(req.body), keyAt(req.rawBody, []));
  const b = parseBody(profile, req.rawBody, req.body as JsonObject);
  if (isEsError(b)) return b;
  const indexExpr = req.parts.index ?? req.query.index;
  const invalid = validate(b, indexExpr);
  if (invalid) return invalid;
  let idx: IndexState | undefined;
  if (indexExpr) {
    const names = resolveIndices(state, profile, indexExpr, resolveOptionsFrom(req.query, { allowNoIndices: false }));
    if (isEsError(names)) return names;
    idx = state.indices.get(names[0]);
    // A single-shard action on a closed index: its shards are not there to run it.
    if (idx?.closed) return indexClosed(idx);
  }
  const ia = idx ? indexAnalysis(idx.settings, profile, idx.name, idx.synonymRules, idx.configFiles) : globalAnalysis(profile);
  if (isEsError(ia)) return ia;
  const chain = chainFor(b, ia, idx, state.config);
  if (isEsError(chain)) return chain;
  const max = idx ? intSetting(idx.settings, 'index.analyze.max_token_count', DEFAULT_MAX_TOKEN_COUNT) : DEFAULT_MAX_TOKEN_COUNT;
  const answer = analyzeTexts(chain, b.text, b.explain, b.attributes, max);
  if (isEsError(answer)) return answer;
  return ok(answer);
};
