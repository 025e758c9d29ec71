/** Tests of serialiseBody (request bodies as the YAML runners send them). */
import { describe, expect, it } from 'vitest';
import { serialiseBody } from './body.ts';

describe('serialiseBody', () => {
  it('sends a mapping as JSON', () => {
    expect(serialiseBody({ a: 1 })).toEqual({ text: '{"a":1}', contentType: 'application/json' });
  });
  it('sends a list as NDJSON with a trailing newline, strings verbatim', () => {
    const r = serialiseBody([{ index: { _index: 'i' } }, '{"f": 1}']);
    expect(r.text).toBe('{"index":{"_index":"i"}}\n{"f": 1}\n');
    expect(r.contentType).toBe('application/x-ndjson');
  });
  it('re-emits a multi-document string as NDJSON', () => {
    const r = serialiseBody('{"index": {}}\n  {"f": 1}\n');
    expect(r.text).toBe('{"index": {}}\n{"f": 1}\n');
    expect(r.contentType).toBe('application/x-ndjson');
  });
  it('keeps every digit of a big integer in a multi-document string, as Jackson reads it (BigInteger)', () => {
    // x-pack unsigned_long/10_basic.yml bulk-indexes 18446744073709551615 (2^64 - 1) from a `body: |` string;
    // JSON.parse rounds it to 2^64, which the field refuses as out of range.
    const r = serialiseBody('{"index": {"_id": "5"}}\n{"ul": 18446744073709551615}\n');
    expect(r.text).toBe('{"index": {"_id": "5"}}\n{"ul": 18446744073709551615}\n');
  });
  it('sends a single-document or unparseable string as given', () => {
    expect(serialiseBody('{"a": 1}')).toEqual({ text: '{"a": 1}', contentType: 'application/json' });
    expect(serialiseBody('not json')).toEqual({ text: 'not json', contentType: 'application/json' });
  });
});
