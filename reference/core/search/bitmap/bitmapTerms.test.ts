/**
 * OpenSearch's bitmap terms filter (2.17+, opensearch-project/OpenSearch#14774). The official
 * rest-api-spec/test/search/175_terms_lookup.yml (kept in harness/testing/search-suites/opensearch-2.x) looks up
 * the stored binary field `enrolled` = "OjAAAAEAAAAAAAEAEAAAAG8A3gA=" (the bitmap {111, 222}) and matches the
 * `integer` field `student_id`; TermsQueryBuilder.fromXContent / doToQuery and NumberFieldMapper.NumberType
 * pin the refusals below.
 */
import { describe, expect, it } from 'vitest';
import { encodeJson, type Json } from '../../json.ts';
import type { ApiResult } from '../../handler.ts';
import { search } from '../../apis/search.ts';
import { cluster, env, index, request } from '../testkit.ts';
import { errorEnvelope, isEsError } from '../../errors/index.ts';
import type { ProfileName } from '../../../profiles.ts';
import { decodeRoaring } from './roaring.ts';
import { javaBase64 } from './bitmapTerms.ts';

const OFFICIAL = 'OjAAAAEAAAAAAAEAEAAAAG8A3gA=';

const st = cluster(
  index('students', { student_id: { type: 'integer' }, big: { type: 'long' }, name: { type: 'keyword' } }, [
    ['1', { name: 'Jane Doe', student_id: 111, big: 111 }],
    ['2', { name: 'Mary Major', student_id: '222', big: 222 }],
    ['3', { name: 'John Doe', student_id: 333, big: 333 }],
  ]),
  index('classes', { enrolled: { type: 'binary', store: true }, plain: { type: 'binary' }, ids: { type: 'integer', store: true } }, [
    ['101', { enrolled: OFFICIAL, plain: OFFICIAL, ids: [111, 333] }],
    ['102', { ids: 333 }],
  ]),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function run(query: Json, profile: ProfileName = 'opensearch2'): any {
  const r = search(st, request('search', { index: 'students' }, {}, { query }), env(profile));
  if (isEsError(r)) return errorEnvelope(r);
  return JSON.parse(encodeJson((r as ApiResult).body));
}
const ids = (r: { hits: { hits: { _id: string }[] } }) => r.hits.hits.map((h) => h._id).sort();
const reason = (r: { error: { reason: string; root_cause: { reason: string }[] } }) => r.error.root_cause[0]!.reason;

describe('RoaringBitmap portable format', () => {
  it('reads the official array container ({111, 222}) and the run container of the format spec', () => {
    expect([...decodeRoaring(javaBase64(OFFICIAL) as Uint8Array)!]).toEqual([111, 222]);
    // SERIAL_COOKIE 12347 with one container (size - 1 = 0 in the high half), its run bit set, key 1 and
    // cardinality 3 (stored 2), no offsets (under 4 containers), one run: start 5, length - 1 = 2 → 65541..65543.
    const run = Uint8Array.from([0x3b, 0x30, 0, 0, 1, 1, 0, 2, 0, 1, 0, 5, 0, 2, 0]);
    expect([...decodeRoaring(run)!]).toEqual([65541, 65542, 65543]);
    // A key past 0x7fff holds values past 2^31 - 1, which a Java int sees negative (0xffff0000 | 7 = -65529).
    const high = Uint8Array.from([0x3a, 0x30, 0, 0, 1, 0, 0, 0, 0xff, 0xff, 0, 0, 16, 0, 0, 0, 7, 0]);
    expect([...decodeRoaring(high)!]).toEqual([-65529]);
    expect(decodeRoaring(Uint8Array.from([1, 2, 3, 4]))).toBeUndefined();
    expect(decodeRoaring(Uint8Array.from([0x3a, 0x30, 0, 0, 1, 0, 0, 0, 0, 0, 5, 0]))).toBeUndefined();
  });

  it('decodes base64 as java.util.Base64.getDecoder() does, refusing in its words', () => {
    expect([...(javaBase64('AQID') as Uint8Array)]).toEqual([1, 2, 3]);
    expect([...(javaBase64('AQI') as Uint8Array)]).toEqual([1, 2]);
    expect([...(javaBase64('AQ==') as Uint8Array)]).toEqual([1]);
    const err = (s: string): unknown => (errorEnvelope(javaBase64(s) as never) as { error: { reason: string } }).error.reason;
    expect(err('AQ-D')).toBe('Illegal base64 character 2d');
    expect(err('AQIDB')).toBe('Last unit does not have enough valid bits');
    expect(err('AQ=D')).toBe('Input byte array has wrong 4-byte ending unit');
    expect(err('AQI=x')).toBe('Input byte array has incorrect ending byte at 4');
  });
});

describe('terms with value_type: bitmap (OpenSearch 2.17+)', () => {
  it('matches an integer field against the bitmap given directly or looked up from a stored binary field', () => {
    expect(ids(run({ terms: { student_id: [OFFICIAL], value_type: 'bitmap' } }))).toEqual(['1', '2']);
    expect(ids(run({ terms: { student_id: [OFFICIAL], value_type: 'BITMAP' } }))).toEqual(['1', '2']);
    expect(ids(run({ terms: { student_id: { index: 'classes', id: '101', path: 'enrolled', store: true }, value_type: 'bitmap' } }))).toEqual(['1', '2']);
  });

  it('a lookup whose values are not a stored binary is an ordinary terms query (the BITMAP branch wants bytes)', () => {
    expect(ids(run({ terms: { student_id: { index: 'classes', id: '102', path: 'ids', store: true }, value_type: 'bitmap' } }))).toEqual(['3']);
    // From _source the base64 text is one ordinary term, which an integer field cannot parse.
    expect(reason(run({ terms: { student_id: { index: 'classes', id: '101', path: 'plain' }, value_type: 'bitmap' } }))).toMatch(/For input string: "OjAA/);
    // TermsQueryBuilder.fetch counts the stored values first.
    expect(reason(run({ terms: { student_id: { index: 'classes', id: '101', path: 'ids', store: true }, value_type: 'bitmap' } }))).toBe('Invalid value for bitmap type: Expected a single base64 encoded serialized bitmap.');
  });

  it('refuses as TermsQueryBuilder and NumberType do', () => {
    expect(reason(run({ terms: { student_id: [OFFICIAL, OFFICIAL], value_type: 'bitmap' } }))).toBe('Invalid value for bitmap type: Expected a single-element array with a base64 encoded serialized bitmap.');
    expect(reason(run({ terms: { student_id: [111], value_type: 'bitmap' } }))).toBe('Invalid value for bitmap type: Expected a single-element array with a base64 encoded serialized bitmap.');
    expect(reason(run({ terms: { student_id: [111], value_type: 'roaring' } }))).toBe('roaring is not valid value_type');
    // doToQuery's refusals are the shard's "failed to create query".
    expect(reason(run({ terms: { big: [OFFICIAL], value_type: 'bitmap' } }))).toBe('failed to create query: Field [long] of type [long] does not support bitmap queries');
    expect(reason(run({ terms: { student_id: ['AQID'], value_type: 'bitmap' } }))).toBe('failed to create query: Failed to deserialize the bitmap.');
    // `default` is the plain terms query.
    expect(ids(run({ terms: { student_id: [111, 333], value_type: 'default' } }))).toEqual(['1', '3']);
  });

  it('is OpenSearch 2.17+ only: before, and on Elasticsearch, value_type is a second field', () => {
    expect(reason(run({ terms: { student_id: [OFFICIAL], value_type: 'bitmap' } }, 'es8'))).toMatch(/\[terms\] query doesn't support multiple fields, found \[student_id\] and \[value_type\]/);
  });
});
