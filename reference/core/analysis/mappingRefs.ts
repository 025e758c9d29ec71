/**
 * The analyzers and normalizers a mapping names must exist in the index (ES's TextParams and
 * KeywordFieldMapper look them up while parsing the mapping): the mapper_parsing_exception it answers
 * otherwise, unwrapped (the caller wraps it as its API does).
 */
import { analyzerModeNotAllowed, analyzerNotConfigured, isEsError, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import type { FieldDef } from '../mapping/types.ts';
import { indexAnalysis, type IndexAnalysis } from './registry.ts';

const ANALYZER_PARAMS = ['analyzer', 'search_analyzer', 'search_quote_analyzer'];

function checkField(ia: IndexAnalysis, name: string, def: FieldDef): EsError | undefined {
  const type = def.type;
  if (type === 'text' || type === 'search_as_you_type' || (type === 'string' && def.index !== 'not_analyzed')) {
    for (const p of ANALYZER_PARAMS) {
      const a = def[p];
      if (typeof a !== 'string') continue;
      const chain = ia.analyzerOrRefusal(a);
      if (!chain) return analyzerNotConfigured('analyzer', a);
      if (isEsError(chain)) return chain;
      // TextParams: the index analyzer must run at index time; search analyzers at search time (which all may).
      const searchOnly = p === 'analyzer' && ia.profile.analysisModes ? chain.filters.filter((f) => f.updateable).map((f) => f.name) : [];
      if (searchOnly.length > 0) return analyzerModeNotAllowed(a, searchOnly, 'index time');
    }
  }
  if (type === 'keyword' && typeof def.normalizer === 'string' && !ia.normalizers.has(def.normalizer)) {
    return analyzerNotConfigured('normalizer', def.normalizer, name);
  }
  for (const [k, sub] of Object.entries(def.fields ?? {})) {
    const err = checkField(ia, `${name}.${k}`, sub);
    if (err) return err;
  }
  for (const [k, sub] of Object.entries(def.properties ?? {})) {
    const err = checkField(ia, name ? `${name}.${k}` : k, sub);
    if (err) return err;
  }
  return undefined;
}

/** The error for the first analyzer or normalizer the mapping names that the index lacks. */
export function checkMappingAnalyzers(profile: Profile, idx: IndexState, mapping: FieldDef): EsError | undefined {
  const ia = indexAnalysis(idx.settings, profile, idx.name, idx.synonymRules, idx.configFiles);
  if (isEsError(ia)) return undefined;
  return checkField(ia, '', mapping);
}
