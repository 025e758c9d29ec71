/**
 * rank_feature and rank_features values as mapper-extras parses them (RankFeatureFieldMapper.parseCreateField,
 * RankFeaturesFieldMapper.parse, Lucene's FeatureField.setFeatureValue), and rank_feature's null_value (8.9+,
 * the validator mapper-extras' rank_feature/20_null_value.yml pins).
 */
import { describe, expect, it } from 'vitest';
import { featureOf, readFeatureFloat, rankFeatureFailure, rankFeaturesFailure } from './rankFeatureValues.ts';
import { rankFeatureNullValueProblem } from './nullValue.ts';

const reason = (f: { cause: { reason: string } } | undefined) => f?.cause.reason;

describe('rank_feature values', () => {
  it('takes one positive normal float: a number or a text Float.parseFloat reads; null without null_value is no value', () => {
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', 10)).toBeUndefined();
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', '1.5')).toBeUndefined();
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', null)).toBeUndefined();
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', '')).toEqual({ value: '', fail: { cause: { type: 'number_format_exception', reason: 'empty String' } } });
    expect(reason(rankFeatureFailure({ type: 'rank_feature' }, 'p', 'abc')?.fail)).toBe('For input string: "abc"');
  });
  it('FeatureField refuses values below Float.MIN_NORMAL and infinities (1/0 with a negative impact)', () => {
    expect(reason(rankFeatureFailure({ type: 'rank_feature' }, 'p', -1)?.fail)).toBe('featureValue must be a positive normal float, got: -1.0 for feature p on field _feature which is less than the minimum positive normal float: 1.1754944E-38');
    expect(reason(rankFeatureFailure({ type: 'rank_feature', positive_score_impact: false }, 'n', 0)?.fail)).toBe('featureValue must be finite, got: Infinity for feature n on field _feature');
  });
  it('a second value in one document is refused, the preview naming it', () => {
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', [1, 2])).toEqual({ value: 2, fail: { cause: { type: 'illegal_argument_exception', reason: '[rank_feature] fields do not support indexing multiple values for the same field [p] in the same document' } } });
    // null_value stands in for a null, and counts as a value.
    expect(rankFeatureFailure({ type: 'rank_feature', null_value: 100 }, 'p', [null, 3])?.value).toBe(3);
    expect(rankFeatureFailure({ type: 'rank_feature' }, 'p', [null, 3])).toBeUndefined();
  });
  it('a negative impact indexes 1/value in float arithmetic', () => {
    expect(featureOf(Math.fround(2.9), false)).toBe(Math.fround(1 / Math.fround(2.9)));
    expect(readFeatureFloat(true)).toMatchObject({ cause: { reason: 'Current token (VALUE_TRUE) not numeric, can not use numeric value accessors' } });
  });
});

describe('rank_features values', () => {
  it('takes objects of feature to positive float, nulls skipped; anything else refused in RankFeaturesFieldMapper words', () => {
    expect(rankFeaturesFailure({ type: 'rank_features' }, 't', { a: 3, b: '5', c: null })).toBeUndefined();
    expect(rankFeaturesFailure({ type: 'rank_features' }, 't', [])).toBeUndefined();
    expect(reason(rankFeaturesFailure({ type: 'rank_features' }, 't', 5))).toBe('[rank_features] fields must be json objects, expected a START_OBJECT but got: VALUE_NUMBER');
    expect(reason(rankFeaturesFailure({ type: 'rank_features' }, 't', { a: true }))).toBe('[rank_features] fields take hashes that map a feature to a strictly positive float, but got unexpected token VALUE_TRUE');
    expect(reason(rankFeaturesFailure({ type: 'rank_features' }, 't', [{ a: 1 }, { a: 2 }]))).toBe('[rank_features] fields do not support indexing multiple values for the same rank feature [t.a] in the same document');
    expect(reason(rankFeaturesFailure({ type: 'rank_features' }, 't', { a: -2 }))).toBe('featureValue must be a positive normal float, got: -2.0 for feature a on field t which is less than the minimum positive normal float: 1.1754944E-38');
  });
});

describe('rank_feature null_value', () => {
  it('must be a positive normal float (RankFeatureFieldMapper.Builder validator)', () => {
    expect(rankFeatureNullValueProblem({ type: 'rank_feature', null_value: 100 })).toBeUndefined();
    expect(rankFeatureNullValueProblem({ type: 'rank_feature', null_value: -3 })?.cause.reason).toBe('[null_value] must be a positive normal float for field of type [rank_feature], got -3.0 which is less than the minimum positive normal float: 1.1754944E-38');
    expect(rankFeatureNullValueProblem({ type: 'keyword', null_value: -3 })).toBeUndefined();
  });
});
