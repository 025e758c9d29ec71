/**
 * `unmapped_type` (FieldSortBuilder.build / resolveUnmappedType: SearchExecutionContext.buildAnonymousFieldType, then
 * the ordinary field data sort): an index that does not map the field sorts every document as that type's missing
 * value, and prints it as such (Long's extremes for whole numbers and dates, ±Infinity for doubles, null for
 * keywords, Integer's extremes where integers sort as INT), not null across the board.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sorted(profile: ProfileName, type: string, order: 'asc' | 'desc') {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/mapped', { mappings: { properties: { n: { type: 'integer' } } } });
  call(sim, 'PUT', '/other', { mappings: { properties: { o: { type: 'long' } } } });
  call(sim, 'PUT', '/mapped/_doc/1?refresh=true', { n: 5 });
  call(sim, 'PUT', '/other/_doc/2?refresh=true', { o: 1 });
  const r = call(sim, 'POST', '/mapped,other/_search', { _source: false, sort: [{ n: { unmapped_type: type, order } }] });
  return { ids: r.body.hits.hits.map((h: { _id: string }) => h._id), text: r.text };
}

describe('sort with unmapped_type', () => {
  it('prints the missing value of the anonymous field type', () => {
    expect(sorted('elasticsearch@8.19.0', 'long', 'asc').text).toContain('"_id":"2","_score":null,"sort":[9223372036854775807]');
    expect(sorted('elasticsearch@8.19.0', 'long', 'desc').text).toContain('"sort":[-9223372036854775808]');
    expect(sorted('elasticsearch@8.19.0', 'date', 'asc').text).toContain('"sort":[9223372036854775807]');
    expect(sorted('elasticsearch@8.19.0', 'double', 'asc').text).toContain('"sort":["Infinity"]');
    expect(sorted('elasticsearch@8.19.0', 'keyword', 'asc').text).toContain('"_id":"2","_score":null,"sort":[null]');
    // Integers sort as INT from 8.x here (profile intSortForIntFields): Integer.MAX_VALUE, a value like any other.
    expect(sorted('elasticsearch@8.19.0', 'integer', 'asc').text).toContain('"sort":[2147483647]');
    expect(sorted('elasticsearch@7.17.3', 'integer', 'asc').text).toContain('"sort":[9223372036854775807]');
    expect(sorted('opensearch@2.19.0', 'long', 'desc').ids).toEqual(['1', '2']);
  });
});
