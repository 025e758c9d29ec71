/** The filter every stemmer runs as (Lucene's stem filters): each term stemmed unless keyword-marked. */
import { filter, type TokenFilter } from '../components.ts';
import { mapTerms } from '../token.ts';

/** A filter stemming each non-keyword term. */
export function stemFilter(name: string, stem: (t: string) => string): TokenFilter {
  return { ...filter(name, (s) => mapTerms(s, stem, true)), keywordAttr: true };
}
