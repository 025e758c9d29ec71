/**
 * Value tokens the parsers take beyond the plain form: IdsQueryBuilder's ObjectParser declares `values` with
 * declareStringArray (ValueType.STRING_ARRAY: an array, or one string read as a list of one), and
 * ExistsQueryBuilder.fromXContent reads `field` with parser.text() from any value token, so a number names
 * the field of that name.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('ids values and exists field', () => {
  for (const profile of ['elasticsearch@7.17.3', 'elasticsearch@8.19.0', 'opensearch@2.19.0'] as const) {
    it(`one string as ids values, a number as exists field (${profile})`, () => {
      const s = testSimulator({ profile });
      call(s, 'PUT', '/i/_doc/1?refresh=true', { '5': 'x' });
      call(s, 'PUT', '/i/_doc/2?refresh=true', { other: 'y' });
      const ids = (q: object) => call(s, 'POST', '/i/_search', { query: q }).body.hits.hits.map((h: { _id: string }) => h._id);
      expect(ids({ ids: { values: '2' } })).toEqual(['2']);
      expect(ids({ exists: { field: 5 } })).toEqual(['1']);
      // A number is no string array: still refused.
      expect(call(s, 'POST', '/i/_search', { query: { ids: { values: 2 } } }).status).toBe(400);
    });
  }
});
