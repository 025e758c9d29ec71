/**
 * A search's `suggest` section (SuggestBuilder.fromXContent, then each SuggestionBuilder): a global
 * `text`, and named suggestions with their own `text` and one suggester. The `term` suggester runs
 * (termSuggester.ts), the `phrase` suggester (phraseSuggester.ts) and the `completion` suggester. The answer is
 * `suggest: {name: [entries]}` (`term#name` with `typed_keys`).
 */
import { isObject, markJava, type Json, type JsonObject } from '../../json.ts';
import { isEsError, notSupportedBySimulator, shardArgumentFailure, suggestFieldMissing, suggestIllegalValue, suggestTextMissing, suggestUnknownOption, suggestUnknownType, suggestUnsupportedKey, type EsError } from '../../errors/index.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { floatForJson } from '../engine/float32.ts';
import { termSuggestion, type TermSettings } from './termSuggester.ts';
import { completionSuggestion, type CompletionSettings, type FuzzySettings } from './completionSuggester.ts';
import { compileRegexp, isRegexpFailure, parseRegexpFlags, REGEXP_FLAGS } from '../regexp.ts';
import { parsePhrase, type PhraseSettings } from './phraseParse.ts';
import { phraseSuggestion, renderPhraseOption } from './phraseSuggester.ts';
import { applySourceFilter, ALL_SOURCE, type SourceFilter } from '../../source.ts';
import { typeLabel } from '../../docs/render.ts';

/** One named suggestion, parsed. */
export type SuggestionSpec =
  | { name: string; text: string | undefined; type: 'term'; settings: TermSettings }
  | { name: string; text: string | undefined; type: 'completion'; settings: CompletionSettings }
  | { name: string; text: string | undefined; type: 'phrase'; settings: PhraseSettings };

/** A parsed `suggest` section. */
export interface SuggestSpec {
  suggestions: SuggestionSpec[];
}

const TERM_DEFAULTS: Omit<TermSettings, 'field'> = {
  size: 5, shardSize: 5, suggestMode: 'missing', accuracy: 0.5, sort: 'score', stringDistance: 'internal',
  maxEdits: 2, maxInspections: 5, maxTermFreq: 0.01, prefixLength: 1, minWordLength: 4, minDocFreq: 0,
};

function num(v: Json): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** TermSuggestionBuilder.fromXContent and its setters' checks. */
function parseTerm(body: JsonObject): TermSettings | EsError {
  const s: Partial<TermSettings> = {};
  let shardSize: number | undefined;
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    const n = num(v);
    switch (k) {
      case 'field':
        s.field = String(v);
        break;
      case 'analyzer':
        s.analyzer = String(v);
        break;
      case 'size':
      case 'shard_size':
      case 'max_edits':
      case 'max_inspections':
      case 'prefix_length':
      case 'prefix_len':
      case 'min_word_length':
      case 'min_word_len':
      case 'accuracy':
      case 'max_term_freq':
      case 'min_doc_freq': {
        if (n === undefined) return suggestIllegalValue(k, String(v));
        if (k === 'size') {
          if (n <= 0) return suggestIllegalValue('size', String(v), 'size must be positive');
          s.size = Math.trunc(n);
        } else if (k === 'shard_size') shardSize = Math.trunc(n);
        else if (k === 'max_edits') {
          if (n < 1 || n > 2) return suggestIllegalValue('max_edits', String(v), 'Illegal max_edits value');
          s.maxEdits = Math.trunc(n);
        } else if (k === 'max_inspections') s.maxInspections = Math.trunc(n);
        else if (k === 'prefix_length' || k === 'prefix_len') s.prefixLength = Math.trunc(n);
        else if (k === 'min_word_length' || k === 'min_word_len') s.minWordLength = Math.trunc(n);
        else if (k === 'accuracy') s.accuracy = Math.fround(n);
        else if (k === 'max_term_freq') s.maxTermFreq = Math.fround(n);
        else s.minDocFreq = Math.fround(n);
        break;
      }
      case 'suggest_mode': {
        const m = String(v).toLowerCase();
        if (m !== 'missing' && m !== 'popular' && m !== 'always') return suggestIllegalValue(k, String(v), `Illegal suggest mode ${String(v)}`);
        s.suggestMode = m;
        break;
      }
      case 'sort': {
        const m = String(v).toLowerCase();
        if (m !== 'score' && m !== 'frequency') return suggestIllegalValue(k, String(v), `Illegal suggest sort ${String(v)}`);
        s.sort = m;
        break;
      }
      case 'string_distance': {
        const m = String(v).toLowerCase();
        if (m !== 'internal' && m !== 'damerau_levenshtein' && m !== 'levenshtein' && m !== 'jaro_winkler' && m !== 'ngram') return suggestIllegalValue(k, String(v), `Illegal distance option ${String(v)}`);
        s.stringDistance = m;
        break;
      }
      case 'lowercase_terms':
        break;
      default:
        return suggestUnknownOption('term', k);
    }
  }
  if (s.field === undefined) return suggestFieldMissing();
  const size = s.size ?? TERM_DEFAULTS.size;
  // SuggestionBuilder: without a shard_size, each shard returns max(size, 5) options.
  return { ...TERM_DEFAULTS, ...s, field: s.field, size, shardSize: shardSize ?? Math.max(size, 5) } as TermSettings;
}

/** FuzzyOptions.parse: `fuzzy: true` or an object of options. */
function parseFuzzy(v: Json): FuzzySettings | EsError {
  const f: FuzzySettings = { edits: 1, transpositions: true, minLength: 3, prefixLength: 1, unicodeAware: false };
  if (v === true || v === 'true') return f;
  if (!isObject(v)) return suggestUnknownOption('completion', 'fuzzy');
  for (const [k, x] of Object.entries(v) as [string, Json][]) {
    if (k === 'fuzziness') {
      const t = String(x).toUpperCase();
      if (t === 'AUTO' || t.startsWith('AUTO:')) {
        // Fuzziness.asDistance without a text: AUTO measures a five-letter term.
        const [lo, hi] = t.startsWith('AUTO:') ? t.slice(5).split(',').map(Number) : [3, 6];
        f.edits = 5 < lo! ? 0 : 5 < hi! ? 1 : 2;
      } else {
        const n = Number(x);
        if (!Number.isFinite(n)) return suggestIllegalValue('fuzziness', String(x), `failed to parse fuzziness [${String(x)}]`);
        f.edits = Math.min(2, Math.trunc(n));
      }
    } else if (k === 'transpositions') f.transpositions = x === true || x === 'true';
    else if (k === 'min_length') f.minLength = Number(x);
    else if (k === 'prefix_length') f.prefixLength = Number(x);
    else if (k === 'unicode_aware') f.unicodeAware = x === true || x === 'true';
    else if (k !== 'max_determinized_states') return suggestUnknownOption('fuzzy', k);
  }
  return f;
}

/** CompletionSuggestionBuilder's options (`field`, `size`, `skip_duplicates`, `fuzzy`, `regex` options, `contexts`). */
function parseCompletion(body: JsonObject, regexText: string | undefined): CompletionSettings | EsError {
  let field: string | undefined;
  let size = 5;
  let skipDuplicates = false;
  let fuzzy: FuzzySettings | undefined;
  let contexts: JsonObject | undefined;
  let flags = REGEXP_FLAGS.ALL;
  for (const [k, v] of Object.entries(body) as [string, Json][]) {
    if (k === 'field') field = String(v);
    else if (k === 'size') {
      const n = num(v);
      if (n === undefined || n <= 0) return suggestIllegalValue('size', String(v), 'size must be positive');
      size = Math.trunc(n);
    } else if (k === 'skip_duplicates') skipDuplicates = v === true || v === 'true';
    else if (k === 'fuzzy') {
      const f = parseFuzzy(v);
      if (isEsError(f)) return f;
      fuzzy = f;
    } else if (k === 'regex') {
      if (!isObject(v)) return suggestUnknownOption('completion', k);
      for (const [rk, rv] of Object.entries(v) as [string, Json][]) {
        if (rk === 'flags') {
          const f = typeof rv === 'number' ? rv : parseRegexpFlags(String(rv));
          if (f === undefined) return suggestIllegalValue('flags', String(rv), `Unknown regex flag [${String(rv)}]`);
          flags = f;
        } else if (rk !== 'max_determinized_states') return suggestUnknownOption('regex', rk);
      }
    } else if (k === 'contexts') {
      if (!isObject(v)) return suggestUnknownOption('completion', k);
      contexts = v as JsonObject;
    } else if (k !== 'analyzer' && k !== 'shard_size') return suggestUnknownOption('completion', k);
  }
  if (field === undefined) return suggestFieldMissing();
  const out: CompletionSettings = { field, size, skipDuplicates };
  if (fuzzy) out.fuzzy = fuzzy;
  if (contexts) out.contexts = contexts;
  if (regexText !== undefined) {
    const re = compileRegexp(regexText, flags);
    if (isRegexpFailure(re)) return suggestIllegalValue('regex', regexText, `failed to parse regex [${regexText}]`);
    out.regex = re;
  }
  return out;
}

/** Parses the `suggest` section of a search body. */
export function parseSuggest(raw: Json | undefined): SuggestSpec | EsError | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) return suggestUnsupportedKey('suggest');
  let global: string | undefined;
  const suggestions: SuggestionSpec[] = [];
  for (const [name, v] of Object.entries(raw) as [string, Json][]) {
    if (!isObject(v)) {
      if (name === 'text') {
        global = String(v);
        continue;
      }
      return suggestUnsupportedKey(name);
    }
    let text: string | undefined;
    let regexText: string | undefined;
    let found: SuggestionSpec | undefined;
    for (const [k, x] of Object.entries(v) as [string, Json][]) {
      if (!isObject(x)) {
        if (k === 'text' || k === 'prefix') text = String(x);
        else if (k === 'regex') regexText = text = String(x);
        else return suggestUnsupportedKey(k, 'suggestion');
        continue;
      }
      if (k === 'term') {
        const t = parseTerm(x as JsonObject);
        if (isEsError(t)) return t;
        found = { name, text: undefined, type: 'term', settings: t };
      } else if (k === 'completion') {
        const c = parseCompletion(x as JsonObject, isObject(v) && typeof v.regex === 'string' ? v.regex : undefined);
        if (isEsError(c)) return c;
        found = { name, text: undefined, type: 'completion', settings: c };
      } else if (k === 'phrase') {
        const p = parsePhrase(x as JsonObject);
        if (isEsError(p)) return p;
        found = { name, text: undefined, type: 'phrase', settings: p };
      }      else return suggestUnknownType(k);
    }
    if (!found) return suggestUnknownType(undefined);
    found.text = text;
    suggestions.push(found);
  }
  for (const s of suggestions) s.text ??= global;
  return { suggestions };
}

/** Whether every suggestion has a text (SuggestionBuilder.build refuses one without). */
export function checkSuggestText(spec: SuggestSpec): EsError | undefined {
  return spec.suggestions.some((s) => s.text === undefined) ? suggestTextMissing() : undefined;
}

/** Runs the suggestions over the searched indices: the response's `suggest` object. */
/** An option's score is a Java float in every suggester's toXContent: it prints `1.0`, not `1`. */
function asFloat(option: JsonObject, key: string): JsonObject {
  markJava(option, 'float', [key]);
  return option;
}

export function runSuggest(spec: SuggestSpec, indices: IndexState[], profile: Profile, typedKeys: boolean, source: SourceFilter = ALL_SOURCE, now = 0): JsonObject | EsError {
  const out: JsonObject = {};
  for (const s of spec.suggestions) {
    if (s.type === 'phrase') {
      const e = phraseSuggestion(indices, profile, now, s.text ?? '', s.settings);
      if (isEsError(e)) return e;
      out[typedKeys ? `phrase#${s.name}` : s.name] = [{ text: e.text, offset: e.offset, length: e.length, options: e.options.map((o) => asFloat(renderPhraseOption(o, floatForJson), 'score')) }];
      continue;
    }
    if (s.type === 'completion') {
      const text = s.text ?? '';
      const found = completionSuggestion(indices, profile, text, s.settings);
      if (!Array.isArray(found)) return shardArgumentFailure(profile, found.failure, found.index);
      const options = found.map((o) => {
        const opt: JsonObject = { text: o.text, _index: o.index };
        const type = typeLabel(profile, o.doc.type);
        if (type !== undefined) opt._type = type;
        opt._id = o.doc.id;
        opt._score = floatForJson(o.score);
        const src = applySourceFilter(o.doc, source);
        if (src !== undefined) opt._source = src;
        if (o.contexts) opt.contexts = Object.fromEntries([...o.contexts].map(([k, vs]) => [k, [...vs]]));
        return asFloat(opt, '_score');
      });
      out[typedKeys ? `completion#${s.name}` : s.name] = [{ text, offset: 0, length: text.length, options }];
      continue;
    }
    const entries = termSuggestion(indices, profile, s.text ?? '', s.settings);
    out[typedKeys ? `${s.type}#${s.name}` : s.name] = entries.map((e) => ({
      text: e.text,
      offset: e.offset,
      length: e.length,
      options: e.options.map((o) => asFloat({ text: o.text, score: floatForJson(o.score), freq: o.freq }, 'score')),
    }));
  }
  return out;
}
