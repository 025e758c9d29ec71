/** Highlighting: how the highlighters of each version cut fragments and refuse fields. */
import { always, rule, type RulesOf } from './timeline.ts';

/** What a profile says about highlighting. */
export interface HighlightCapabilities {
  /**
   * The unified highlighter asks Lucene's Matches API (HighlightFlag.WEIGHT_MATCHES) when
   * `require_field_match` holds: a phrase is highlighted as one match (`<em>quick brown</em>`), not word by
   * word. ES 8.9 (elastic/elasticsearch#96068, approx.); OpenSearch highlights word by word.
   */
  highlightWeightMatches: boolean;
  /** `max_analyzed_offset: -1` means the index setting (ES 8.18, the `highlight_max_analyzed_offset_default` capability). */
  highlightMaxAnalyzedOffsetMinusOne: boolean;
  /**
   * The refusal of a field longer than `index.highlight.max_analyzed_offset`: ES 7.0–7.11 and OpenSearch
   * `The length of [f] field of [id] doc of [i] index has exceeded [n]…`, ES ≥ 7.12 (with the
   * `max_analyzed_offset` request option) `The length [l] of field [f] in doc[d]/index[i] exceeds…`.
   */
  highlightMaxAnalyzedOffsetWording: 'legacy' | 'query-param';
  /** `index.highlight.max_analyzed_offset` when unset: no limit in ES 6 (-1), 1,000,000 from 7.0 and in OpenSearch. */
  highlightMaxAnalyzedOffsetDefault: number;
  /**
   * Lucene 9's FieldHighlighter asks the break iterator around the middle of a match and never lets a
   * passage start before the previous one ended (`center`, `lastPassageEnd`); Lucene 8 and before asked at
   * the match's first character. ES 8.0 and OpenSearch 2.0 moved to Lucene 9 (approx.: the change came
   * with a Lucene 9 release; ES's CustomUnifiedHighlighterTests "testSentenceBoundedBreakIterator" holds it).
   */
  highlightPassageCenter: boolean;
  /**
   * The request option that caps the analysed length instead of failing: ES 7.12 `max_analyzed_offset`
   * (elastic/elasticsearch#67325), OpenSearch 2.2 `max_analyzer_offset` (its 30_max_analyzed_offset.yml);
   * before, neither is a known key.
   */
  highlightMaxOffsetOption: 'none' | 'max_analyzed_offset' | 'max_analyzer_offset';
}

/** The timelines of the highlighting capabilities. */
export const HIGHLIGHT_RULES: RulesOf<HighlightCapabilities> = {
  highlightWeightMatches: rule([['5.0.0', false], ['8.9.0', true]], always(false)),
  highlightMaxAnalyzedOffsetMinusOne: rule([['5.0.0', false], ['8.18.0', true]], always(false)),
  highlightMaxAnalyzedOffsetWording: rule([['5.0.0', 'legacy'], ['7.12.0', 'query-param']], always('legacy')),
  highlightMaxAnalyzedOffsetDefault: rule([['5.0.0', -1], ['7.0.0', 1_000_000]], always(1_000_000)),
  highlightMaxOffsetOption: rule([['5.0.0', 'none'], ['7.12.0', 'max_analyzed_offset']], [['0.0.0', 'none'], ['2.2.0', 'max_analyzer_offset']]),
  highlightPassageCenter: rule([['5.0.0', false], ['8.0.0', true]], [['0.0.0', false], ['2.0.0', true]]),
};
