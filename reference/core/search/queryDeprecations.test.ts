/**
 * The deprecation warnings of a search body's query. Texts: ParseField.withAllDeprecated's `Deprecated field
 * [x] used, replaced by [y]` with CommonTermsQueryBuilder's and MatchQueryBuilder's replacements (ES 7.x; the
 * match one as a 7.x cluster prints it), OpenSearch's `ordered` on interval rules (its
 * search/230_interval_query.yml allows exactly this warning).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { queryDeprecationWarnings } from './queryDeprecations.ts';

const es7 = getProfile('elasticsearch@7.17.3');
const COMMON = 'Deprecated field [common] used, replaced by [[match] query which can efficiently skip blocks of documents if the total number of hits is not tracked]';

describe('query deprecation warnings', () => {
  it('finds a common query nested in bool, once', () => {
    const body = { query: { bool: { must: [{ common: { f: 'a b' } }], should: { constant_score: { filter: { common: { g: 'c' } } } } } } };
    expect(queryDeprecationWarnings(es7, body)).toEqual([COMMON]);
  });
  it('a field named common is no query', () => {
    expect(queryDeprecationWarnings(es7, { query: { term: { common: 'x' } } })).toEqual([]);
  });
  it('cutoff_frequency on match (7.3+ only)', () => {
    const body = { query: { match: { f: { query: 'a', cutoff_frequency: 0.1 } } } };
    expect(queryDeprecationWarnings(es7, body)).toEqual(['Deprecated field [cutoff_frequency] used, replaced by [you can omit this option, the [match] query can skip block of documents efficiently if the total number of hits is not tracked]']);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@7.2.0'), body)).toEqual([]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@8.19.0'), body)).toEqual([]);
  });
  it("bool's disable_coord: deprecated in 6.x and 7.x (BoolQueryBuilder DISABLE_COORD_FIELD.withAllDeprecated), silent in 5.x", () => {
    const body = { query: { bool: { disable_coord: true, must: [{ bool: { disable_coord: false } }] } } };
    const warning = 'Deprecated field [disable_coord] used, replaced by [disable_coord has been removed]';
    expect(queryDeprecationWarnings(es7, body)).toEqual([warning]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@6.8.13'), body)).toEqual([warning]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@5.6.16'), body)).toEqual([]);
  });
  it("a script sort's nested_path/nested_filter: deprecated in 6.1-7.x (ScriptSortBuilder's PARSER logs them; FieldSortBuilder's does not)", () => {
    const body = { sort: [{ _script: { type: 'number', script: 'doc["o.p"].value', nested_path: 'o', nested_filter: { match_all: {} } } }] };
    const expected = ['[nested_path] has been deprecated in favor of the [nested] parameter', '[nested_filter] has been deprecated in favour for the [nested] parameter'];
    expect(queryDeprecationWarnings(es7, body)).toEqual(expected);
    expect(queryDeprecationWarnings(es7, { sort: [{ 'o.p': { nested_path: 'o', nested_filter: { match_all: {} } } }] })).toEqual([]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@6.8.13'), body)).toEqual(expected);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@5.6.16'), body)).toEqual([]);
  });
  it("OpenSearch's ordered on an interval rule", () => {
    const body = { query: { intervals: { t: { all_of: { intervals: [{ match: { query: 'a', ordered: true } }] } } } } };
    expect(queryDeprecationWarnings(getProfile('opensearch@2.19.0'), body)).toEqual(['Deprecated field [ordered] used, this field is unused and will be removed entirely']);
    expect(queryDeprecationWarnings(es7, body)).toEqual([]);
  });
});

// 7.x search/171_terms_query_with_types.yml: a lookup naming `type` warns (skip " - 7.7.0"); 8.x refuses the key.
describe('terms lookup type', () => {
  const body = { query: { terms: { user: { index: 'i', type: 't', id: 'u1', path: 'followers' } } } };
  it('warns on 7.17, not before 7.7.1, not on 8.x, not without type', () => {
    expect(queryDeprecationWarnings(es7, body)).toEqual(['Deprecated field [type] used, which has been removed entirely']);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@7.6.2'), body)).toEqual([]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@8.19.0'), body)).toEqual([]);
    expect(queryDeprecationWarnings(es7, { query: { terms: { user: { index: 'i', id: 'u1', path: 'followers' } } } })).toEqual([]);
  });
  // TypeQueryBuilder.doToQuery, 7.x: deprecationLogger.critical(TYPES, "type_query", TYPES_DEPRECATION_MESSAGE).
  it('the type query warns on ES 7.x and OpenSearch 1.x, nested too; not on 6.x', () => {
    const msg = '[types removal] Type queries are deprecated, prefer to filter on a field instead.';
    const body = { query: { bool: { filter: [{ type: { value: '_doc' } }] } } };
    expect(queryDeprecationWarnings(es7, body)).toEqual([msg]);
    expect(queryDeprecationWarnings(getProfile('opensearch@1.3.0'), { query: { type: { value: '_doc' } } })).toEqual([msg]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@6.8.13'), body)).toEqual([]);
    expect(queryDeprecationWarnings(es7, { query: { term: { type: 'x' } } })).toEqual([]);
  });
  // IdFieldMapper: `deprecationLogger.deprecate("id_field_data", ID_FIELD_DATA_DEPRECATION_MESSAGE)` as the field data builds.
  it('a sort on _id warns on ES 7.6–7.x and OpenSearch 1.x', () => {
    const msg = 'Loading the fielddata on the _id field is deprecated and will be removed in future versions. If you require sorting or aggregating on this field you should also include the id in the body of your documents, and map this field as a keyword field that has [doc_values] enabled';
    expect(queryDeprecationWarnings(es7, { sort: [{ n: 'asc' }, { _id: 'asc' }] })).toEqual([msg]);
    expect(queryDeprecationWarnings(es7, { sort: '_id' })).toEqual([msg]);
    expect(queryDeprecationWarnings(getProfile('opensearch@1.3.0'), { sort: ['_id'] })).toEqual([msg]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@7.5.2'), { sort: ['_id'] })).toEqual([]);
    expect(queryDeprecationWarnings(getProfile('elasticsearch@8.19.0'), { sort: ['_id'] })).toEqual([]);
    expect(queryDeprecationWarnings(es7, { sort: ['n'] })).toEqual([]);
  });
});
