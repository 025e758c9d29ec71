/**
 * The `phrase` suggester's options as PhraseSuggestionBuilder.fromXContent reads them: the common ones
 * (`field`, `analyzer`, `size`, `shard_size`), `real_word_error_likelihood` (0.95), `confidence` (1.0),
 * `separator` (" "), `max_errors` (0.5), `gram_size` (unset: the analyzer's shingle size, else 1),
 * `force_unigrams`, `token_limit` (10), `direct_generator` (DirectCandidateGeneratorBuilder's options),
 * `smoothing` (one of `stupid_backoff`, `laplace`, `linear`), `highlight` and `collate`;
 * each refusal with the builder's own words.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { isEsError, suggestFieldMissing, suggestPhraseIllegal, suggestPhraseParsing, type EsError } from '../../errors/index.ts';

/** A direct_generator's settings (PhraseSuggestionContext.DirectCandidateGenerator over DirectSpellcheckerSettings' defaults). */
export interface GeneratorSettings {
  field: string;
  size: number;
  suggestMode: 'missing' | 'popular' | 'always';
  accuracy: number;
  sort: 'score' | 'frequency';
  stringDistance: 'internal' | 'damerau_levenshtein' | 'levenshtein' | 'jaro_winkler' | 'ngram';
  maxEdits: number;
  maxInspections: number;
  maxTermFreq: number;
  prefixLength: number;
  minWordLength: number;
  minDocFreq: number;
  preFilter?: string;
  postFilter?: string;
}

/** A smoothing model and its parameter(s). */
export type Smoothing =
  | { kind: 'stupid_backoff'; discount: number }
  | { kind: 'laplace'; alpha: number }
  | { kind: 'linear_interpolation'; trigram: number; bigram: number; unigram: number };

/** A collate query template, its params and whether to prune. */
export interface Collate {
  source: string;
  params: JsonObject;
  prune: boolean;
}

/** A phrase suggestion's settings. */
export interface PhraseSettings {
  field: string;
  analyzer?: string;
  size: number;
  shardSize?: number;
  realWordErrorLikelihood: number;
  confidence: number;
  separator: string;
  maxErrors: number;
  gramSize?: number;
  forceUnigrams: boolean;
  tokenLimit: number;
  preTag?: string;
  postTag?: string;
  collate?: Collate;
  smoothing: Smoothing;
  generators: GeneratorSettings[];
}

/** A generator with DirectSpellcheckerSettings' defaults. */
export function defaultGenerator(field: string): GeneratorSettings {
  return {
    field, size: 5, suggestMode: 'missing', accuracy: 0.5, sort: 'score', stringDistance: 'internal', maxEdits: 2,
    maxInspections: 5, maxTermFreq: Math.fround(0.01), prefixLength: 1, minWordLength: 4, minDocFreq: 0,
  };
}

const f = Math.fround;

function num(v: Json): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function bool(v: Json): boolean | undefined {
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  return undefined;
}

/** DirectCandidateGeneratorBuilder.PARSER and build()'s checks. */
function parseGenerator(body: Json): GeneratorSettings | EsError {
  if (!isObject(body)) return suggestPhraseParsing('[direct_generator] failed to parse object');
  if (typeof body.field !== 'string') return suggestPhraseIllegal('Required [field]');
  const g = defaultGenerator(body.field);
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    const n = num(v);
    const need = () => suggestPhraseParsing(`[direct_generator] failed to parse field [${k}]`);
    switch (k) {
      case 'field':
        break;
      case 'pre_filter':
        g.preFilter = String(v);
        break;
      case 'post_filter':
        g.postFilter = String(v);
        break;
      case 'suggest_mode': {
        const m = String(v).toLowerCase();
        if (m !== 'missing' && m !== 'popular' && m !== 'always') return suggestPhraseIllegal(`Illegal suggest mode ${m}`);
        g.suggestMode = m;
        break;
      }
      case 'sort': {
        const m = String(v).toLowerCase();
        if (m !== 'score' && m !== 'frequency') return suggestPhraseIllegal(`Illegal suggest sort ${String(v)}`);
        g.sort = m;
        break;
      }
      case 'string_distance': {
        const m = String(v).toLowerCase();
        if (m === 'internal' || m === 'levenshtein' || m === 'jaro_winkler' || m === 'ngram') g.stringDistance = m;
        else if (m === 'damerau_levenshtein' || m === 'dameraulevenshtein') g.stringDistance = 'damerau_levenshtein';
        else return suggestPhraseIllegal(`Illegal distance option ${m}`);
        break;
      }
      case 'size':
      case 'max_edits':
      case 'max_inspections':
      case 'prefix_length':
      case 'min_word_length':
        if (n === undefined) return need();
        if (k === 'size') {
          if (n <= 0) return suggestPhraseIllegal('Size must be positive');
          g.size = Math.trunc(n);
        }
        else if (k === 'max_edits') {
          if (n < 1 || n > 2) return suggestPhraseIllegal(`Illegal max_edits value ${Math.trunc(n)}`);
          g.maxEdits = Math.trunc(n);
        } else if (k === 'max_inspections') g.maxInspections = Math.trunc(n);
        else if (k === 'prefix_length') g.prefixLength = Math.trunc(n);
        else g.minWordLength = Math.trunc(n);
        break;
      case 'accuracy':
      case 'max_term_freq':
      case 'min_doc_freq':
        if (n === undefined) return need();
        if (k === 'accuracy') g.accuracy = f(n);
        else if (k === 'max_term_freq') g.maxTermFreq = f(n);
        else g.minDocFreq = f(n);
        break;
      default:
        return suggestPhraseParsing(`[direct_generator] unknown field [${k}]`);
    }
  }
  return g;
}

/**
 * SmoothingModel.fromXContent: one model object, named `stupid_backoff`, `laplace` or `linear` (LinearInterpolation.NAME;
 * no other spelling). StupidBackoff and Laplace read only their one value and pass over any other key; LinearInterpolation
 * refuses an unknown key, a negative lambda and lambdas that do not sum to 1 (its constructor).
 */
function parseSmoothing(body: JsonObject): Smoothing | EsError {
  let model: Smoothing | undefined;
  for (const [name, v] of Object.entries(body) as [string, Json][]) {
    if (!isObject(v)) return suggestPhraseParsing(`[smoothing] unknown token [${Array.isArray(v) ? 'START_ARRAY' : 'VALUE_STRING'}] after [${name}]`);
    const p = v as JsonObject;
    // Laplace/StupidBackoff.fromXContent: `token.isValue() && FIELD.match(...)`, else the key is passed over.
    const lenient = (k: string, dflt: number): number => {
      const x = p[k] as Json | undefined;
      return x === undefined || isObject(x) || Array.isArray(x) ? dflt : (num(x) ?? dflt);
    };
    if (name === 'stupid_backoff' || name === 'stupidBackoff') {
      model = { kind: 'stupid_backoff', discount: lenient('discount', 0.4) };
    } else if (name === 'laplace') {
      model = { kind: 'laplace', alpha: lenient('alpha', 0.5) };
    } else if (name === 'linear') {
      const lambda = { trigram_lambda: 0, bigram_lambda: 0, unigram_lambda: 0 };
      for (const [k, x] of Object.entries(p) as [string, Json][]) {
        if (isObject(x) || Array.isArray(x)) return suggestPhraseParsing(`[linear] unknown token [${Array.isArray(x) ? 'START_ARRAY' : 'START_OBJECT'}] after [${k}]`);
        if (!(k in lambda)) return suggestPhraseIllegal(`suggester[phrase][smoothing][linear] doesn't support field [${k}]`);
        const n = num(x);
        if (n === undefined) return suggestPhraseIllegal(`suggester[phrase][smoothing][linear] doesn't support field [${k}]`);
        if (n < 0) return suggestPhraseIllegal(`${k} must be positive`);
        lambda[k as keyof typeof lambda] = n;
      }
      const sum = lambda.trigram_lambda + lambda.bigram_lambda + lambda.unigram_lambda;
      // LinearInterpolation's constructor: the lambdas are a distribution.
      if (Math.abs(sum - 1.0) > 0.001) return suggestPhraseIllegal('linear smoothing lambdas must sum to 1');
      model = { kind: 'linear_interpolation', trigram: lambda.trigram_lambda, bigram: lambda.bigram_lambda, unigram: lambda.unigram_lambda };
    } else return suggestPhraseIllegal(`suggester[phrase] doesn't support object field [${name}]`);
  }
  return model ?? { kind: 'stupid_backoff', discount: 0.4 };
}

/** The collate section: `query` (a template: `source` string or object), `params`, `prune`. */
function parseCollate(body: JsonObject): Collate | EsError {
  let source: string | undefined;
  let params: JsonObject = {};
  let prune = false;
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    if (k === 'query') {
      if (source !== undefined) return suggestPhraseParsing(`suggester[phrase][collate] query already set, doesn't support additional [${k}]`);
      const s = isObject(v) && 'source' in v ? v.source : isObject(v) && 'inline' in v ? v.inline : v;
      source = typeof s === 'string' ? s : JSON.stringify(s);
    } else if (k === 'params') {
      if (!isObject(v)) return suggestPhraseParsing(`suggester[phrase][collate] doesn't support field [${k}]`);
      params = v as JsonObject;
    } else if (k === 'prune') {
      const b = typeof v === 'boolean' ? v : undefined;
      if (b === undefined) return suggestPhraseParsing("suggester[phrase][collate] prune must be either 'true' or 'false'");
      prune = b;
    } else return suggestPhraseParsing(`suggester[phrase][collate] doesn't support field [${k}]`);
  }
  if (source === undefined) return suggestPhraseIllegal('must specify either [source] for an inline script or [id] for a stored script');
  return { source, params, prune };
}

/** PhraseSuggestionBuilder.fromXContent with its setters' checks. */
export function parsePhrase(body: JsonObject): PhraseSettings | EsError {
  const s: Partial<PhraseSettings> = { generators: [] };
  let smoothing: Smoothing | undefined;
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    if (Array.isArray(v)) {
      if (k !== 'direct_generator') return suggestPhraseParsing(`suggester[phrase]  doesn't support array field [${k}]`);
      for (const g of v) {
        const gen = parseGenerator(g);
        if (isEsError(gen)) return gen;
        s.generators!.push(gen);
      }
      continue;
    }
    if (isObject(v)) {
      if (k === 'smoothing') {
        if (smoothing) return suggestPhraseIllegal('only one smoothing model supported');
        const m = parseSmoothing(v as JsonObject);
        if (isEsError(m)) return m;
        smoothing = m;
      } else if (k === 'highlight') {
        let pre: string | undefined;
        let post: string | undefined;
        for (const [hk, hv] of Object.entries(v) as [string, Json][]) {
          if (hk === 'pre_tag') pre = String(hv);
          else if (hk === 'post_tag') post = String(hv);
          else return suggestPhraseParsing(`suggester[phrase][highlight] doesn't support field [${hk}]`);
        }
        if ((pre === undefined) !== (post === undefined)) return suggestPhraseIllegal('Pre and post tag must both be null or both not be null.');
        s.preTag = pre;
        s.postTag = post;
      } else if (k === 'collate') {
        const c = parseCollate(v as JsonObject);
        if (isEsError(c)) return c;
        s.collate = c;
      } else return suggestPhraseParsing(`suggester[phrase]  doesn't support array field [${k}]`);
      continue;
    }
    const n = num(v);
    const numeric = (): number | EsError => (n === undefined ? suggestPhraseParsing(`suggester[phrase] doesn't support field [${k}]`) : n);
    switch (k) {
      case 'analyzer':
        s.analyzer = String(v);
        break;
      case 'field':
        s.field = String(v);
        break;
      case 'separator':
        s.separator = String(v);
        break;
      case 'force_unigrams': {
        const b = bool(v);
        if (b === undefined) return suggestPhraseParsing(`suggester[phrase] doesn't support field [${k}]`);
        s.forceUnigrams = b;
        break;
      }
      default: {
        const x = numeric();
        if (typeof x !== 'number') return x;
        if (k === 'size') {
          if (x <= 0) return suggestPhraseIllegal('size must be positive');
          s.size = Math.trunc(x);
        } else if (k === 'shard_size') {
          if (x <= 0) return suggestPhraseIllegal('shardSize must be positive');
          s.shardSize = Math.trunc(x);
        } else if (k === 'real_word_error_likelihood') {
          if (x <= 0) return suggestPhraseIllegal('real_word_error_likelihood must be > 0.0');
          s.realWordErrorLikelihood = f(x);
        } else if (k === 'confidence') {
          if (x < 0) return suggestPhraseIllegal('confidence must be >= 0.0');
          s.confidence = f(x);
        } else if (k === 'max_errors') {
          if (x <= 0) return suggestPhraseIllegal('max_error must be > 0.0');
          s.maxErrors = f(x);
        } else if (k === 'gram_size') {
          if (x < 1) return suggestPhraseIllegal('gramSize must be >= 1');
          s.gramSize = Math.trunc(x);
        } else if (k === 'token_limit') {
          if (x <= 0) return suggestPhraseIllegal('token_limit must be >= 1');
          s.tokenLimit = Math.trunc(x);
        } else return suggestPhraseParsing(`suggester[phrase] doesn't support field [${k}]`);
      }
    }
  }
  if (s.field === undefined) return suggestFieldMissing();
  return {
    field: s.field,
    ...(s.analyzer !== undefined ? { analyzer: s.analyzer } : {}),
    size: s.size ?? 5,
    ...(s.shardSize !== undefined ? { shardSize: s.shardSize } : {}),
    realWordErrorLikelihood: s.realWordErrorLikelihood ?? f(0.95),
    confidence: s.confidence ?? 1,
    separator: s.separator ?? ' ',
    maxErrors: s.maxErrors ?? f(0.5),
    ...(s.gramSize !== undefined ? { gramSize: s.gramSize } : {}),
    forceUnigrams: s.forceUnigrams ?? true,
    tokenLimit: s.tokenLimit ?? 10,
    ...(s.preTag !== undefined ? { preTag: s.preTag, postTag: s.postTag! } : {}),
    ...(s.collate ? { collate: s.collate } : {}),
    // PhraseSuggestionContext.DEFAULT_SCORER: a float 0.4 (an explicit stupid_backoff defaults to the double).
    smoothing: smoothing ?? { kind: 'stupid_backoff', discount: f(0.4) },
    generators: s.generators!,
  };
}
