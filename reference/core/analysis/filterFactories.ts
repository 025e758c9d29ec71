/** Token filter types by name (ES's token filter factories the simulator holds). */
import type { TokenFilterFactory } from './components.ts';
import * as b from './filters/basic.ts';
import * as st from './filters/stemmers.ts';
import * as g from './filters/grams.ts';
import * as m from './filters/more.ts';
import { dictionaryDecompounderFactory, hyphenationDecompounderFactory } from './filters/compound.ts';
import { minHashFactory } from './filters/minHash.ts';
import * as ng from './filters/nordicGerman.ts';
import { conditionFactory, predicateTokenFilterFactory } from './filters/scripted.ts';
import { delimitedTermFreqFactory } from './filters/delimitedTermFreq.ts';
import { arabicNormalizationFactory, persianNormalizationFactory } from './filters/arabicScript.ts';
import { LANGUAGE_TOKEN_FILTERS } from './filters/languageFilters.ts';
import { synonymFlatFactory, synonymGraphFactory } from './filters/synonyms.ts';
import { wordDelimiterFactory, wordDelimiterGraphFactory } from './filters/wordDelimiter.ts';
import { hunspellFactory } from './filters/hunspell.ts';

export const TOKEN_FILTERS: Record<string, TokenFilterFactory> = {
  lowercase: b.lowercaseFactory,
  uppercase: b.uppercaseFactory,
  asciifolding: b.asciifoldingFactory,
  trim: b.trimFactory,
  truncate: b.truncateFactory,
  reverse: b.reverseFactory,
  unique: b.uniqueFactory,
  remove_duplicates: b.removeDuplicatesFactory,
  length: b.lengthFactory,
  limit: b.limitFactory,
  elision: b.elisionFactory,
  apostrophe: b.apostropheFactory,
  decimal_digit: b.decimalDigitFactory,
  keyword_marker: b.keywordMarkerFactory,
  stop: b.stopFactory,
  pattern_replace: b.patternReplaceFilterFactory,
  porter_stem: st.porterStemFactory,
  stemmer: st.stemmerFactory,
  snowball: st.snowballFactory,
  dutch_stem: st.snowballStemFactory('Dutch', true),
  french_stem: st.snowballStemFactory('French', true),
  russian_stem: st.snowballStemFactory('Russian', false),
  ngram: g.ngramFilterFactory,
  edge_ngram: g.edgeNgramFilterFactory,
  shingle: g.shingleFactory,
  fingerprint: b.fingerprintFactory,
  classic: b.classicFilterFactory,
  keyword_repeat: b.keywordRepeatFactory,
  kstem: st.kstemFactory,
  keep: m.keepFactory,
  keep_types: m.keepTypesFactory,
  stemmer_override: m.stemmerOverrideFactory,
  pattern_capture: m.patternCaptureFactory,
  delimited_payload: m.delimitedPayloadFactory,
  delimited_termfreq: delimitedTermFreqFactory,
  type_as_payload: m.typeAsPayloadFactory,
  common_grams: m.commonGramsFactory,
  cjk_width: m.cjkWidthFactory,
  cjk_bigram: m.cjkBigramFactory,
  scandinavian_folding: ng.scandinavianFoldingFactory,
  scandinavian_normalization: ng.scandinavianNormalizationFactory,
  german_normalization: ng.germanNormalizationFactory,
  serbian_normalization: m.serbianNormalizationFactory,
  multiplexer: m.multiplexerFactory,
  dictionary_decompounder: dictionaryDecompounderFactory,
  hyphenation_decompounder: hyphenationDecompounderFactory,
  arabic_normalization: arabicNormalizationFactory,
  persian_normalization: persianNormalizationFactory,
  flatten_graph: m.flattenGraphFactory,
  min_hash: minHashFactory,
  condition: conditionFactory,
  predicate_token_filter: predicateTokenFilterFactory,
  synonym: synonymFlatFactory,
  synonym_graph: synonymGraphFactory,
  word_delimiter_graph: wordDelimiterGraphFactory,
  word_delimiter: wordDelimiterFactory,
  hunspell: hunspellFactory,
  ...LANGUAGE_TOKEN_FILTERS,
};
