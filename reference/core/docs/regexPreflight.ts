/**
 * A document's text analysed before it is written, where the index's analysis uses a regular expression
 * (pattern tokenizer and analyzer, pattern_replace and pattern_capture filters, the pattern_replace char
 * filter, simple_pattern tokenizers, keyword_marker's keywords_pattern): the search engine analyses a
 * document only once it is stored (search/engine), so a pattern whose work runs out of its budget
 * (core/regex/bounded.ts) must be met here, where refusing the document still changes nothing. Elasticsearch
 * sets no bound on these patterns (java.util.regex, Lucene's analysis chain): the refusal is the
 * simulator's own (errors/regex.ts). Indices without such a component are not analysed twice.
 */
import type { Json, JsonObject } from '../json.ts';
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { regexBudgetExceeded, type EsError } from '../errors/index.ts';
import { fieldAnalyzer } from '../search/engine/analysis.ts';
import { RegexBudgetExceeded } from '../regex/bounded.ts';

const REGEX_TYPES = new Set(['pattern', 'simple_pattern', 'simple_pattern_split', 'pattern_replace', 'pattern_capture']);
const TEXT_TYPES = new Set(['text', 'match_only_text', 'search_as_you_type']);

/** Whether an index's analysis settings hold a component built on a user's regular expression. */
export function analysisUsesRegex(settings: Record<string, Json>): boolean {
  // Asked on every write: the keys walked without an entries array (Object.entries made about 450 bytes a
  // document of a bulk load, and 2.5% of its time).
  for (const k in settings) {
    // `index.analysis.` has an `a` after `index.`: the other usual keys (creation_date, number_of_shards, uuid,
    // version.created, provided_name) are passed over on one character.
    if (k.charCodeAt(6) !== 97 || !k.startsWith('index.analysis.')) continue;
    const v = settings[k];
    if (k.endsWith('.type') && typeof v === 'string' && REGEX_TYPES.has(v)) return true;
    if (k.endsWith('.keywords_pattern')) return true;
  }
  return false;
}

/** The refusal of a document whose text a regular expression of its index cannot analyse within budget. */
export function regexPreflight(index: IndexState, profile: Profile, mapping: FieldDef, source: JsonObject, usesRegex = analysisUsesRegex(index.settings as Record<string, Json>)): EsError | undefined {
  if (!usesRegex) return undefined;
  try {
    analyseTexts(index, profile, mapping.properties ?? {}, source);
  } catch (e) {
    if (e instanceof RegexBudgetExceeded) return regexBudgetExceeded(e.pattern, e.inputLength, e.steps);
    throw e;
  }
  return undefined;
}

function analyseTexts(index: IndexState, profile: Profile, props: Record<string, FieldDef>, source: Json | undefined): void {
  if (source === null || source === undefined) return;
  if (Array.isArray(source)) {
    for (const s of source) analyseTexts(index, profile, props, s);
    return;
  }
  if (typeof source !== 'object') return;
  for (const [name, def] of Object.entries(props)) {
    const value = (source as JsonObject)[name] as Json | undefined;
    if (value === undefined) continue;
    if (def.properties) analyseTexts(index, profile, def.properties, value);
    for (const d of [def, ...Object.values(def.fields ?? {})]) {
      if (!TEXT_TYPES.has(d.type ?? '')) continue;
      const analyzer = fieldAnalyzer(index, profile, d, 'index');
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') analyzer.forEachToken(v, () => {});
    }
  }
}
