/**
 * OpenSearch's multi_terms keys: its 370_multi_terms.yml ("Boolean test", "Date test", "multiple multi_terms
 * bucket") expects [ "a", true ] and [ "a", "2022-03-23T00:00:00.000Z" ]; ES keeps the raw values.
 */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, type Body } from './testkit.ts';

const st = fixture({ str: { type: 'keyword' }, boolean: { type: 'boolean' }, date: { type: 'date' }, integer: { type: 'long' } }, [
  { str: 'a', boolean: true, date: '2022-03-23', integer: 1 },
  { str: 'a', boolean: true, date: '2022-03-23', integer: 1 },
  { str: 'b', boolean: false, date: '2022-03-25', integer: 2 },
]);
const req = { m: { multi_terms: { terms: [{ field: 'str' }, { field: 'boolean' }, { field: 'date' }, { field: 'integer' }] } } };
const keys = (r: Body) => r.m.buckets.map((b: Body) => [b.key, b.key_as_string]);

describe('multi_terms bucket keys', () => {
  it('OpenSearch formats each term of the key (formatObject)', () => {
    expect(keys(aggs(st, req, {}, 'opensearch@2.19.0'))).toEqual([
      [['a', true, '2022-03-23T00:00:00.000Z', 1], 'a|true|2022-03-23T00:00:00.000Z|1'],
      [['b', false, '2022-03-25T00:00:00.000Z', 2], 'b|false|2022-03-25T00:00:00.000Z|2'],
    ]);
  });
  it('ES keeps the raw values in key, formatted only in key_as_string', () => {
    expect(keys(aggs(st, req, {}, 'es8'))[0]).toEqual([['a', 1, 1647993600000, 1], 'a|true|2022-03-23T00:00:00.000Z|1']);
  });
});
