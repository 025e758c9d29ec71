/** trailingToken: the token DocumentParser.validateEnd would name after a body's first complete value. */
import { describe, expect, it } from 'vitest';
import { trailingToken } from './trailingJson.ts';

describe('trailingToken', () => {
  it('names the token after a complete object, as Jackson reads it', () => {
    expect(trailingToken('{"index": {}}\n{"a": 1}\n')).toBe('START_OBJECT');
    expect(trailingToken('{"a": "}{"} [1]')).toBe('START_ARRAY');
    expect(trailingToken('{"a": 1} 42')).toBe('VALUE_NUMBER');
    expect(trailingToken('{"a": 1} true')).toBe('VALUE_BOOLEAN');
  });
  it('gives nothing for a lone value, an unclosed or broken first value, or garbage after it', () => {
    expect(trailingToken('{"a": 1}  ')).toBeUndefined();
    expect(trailingToken('{"a": 1')).toBeUndefined();
    expect(trailingToken('{"a": }{"b": 1}')).toBeUndefined();
    expect(trailingToken('{"a": 1} ;')).toBeUndefined();
    expect(trailingToken('[1] {}')).toBeUndefined();
  });
});

describe('a document with trailing data (DocumentParser.validateEnd)', () => {
  const body = '{"kind": "pump"}\n{"kind": "valve"}\n';
  it('is a bare illegal_argument_exception from 8.8, a wrapped mapper_parsing_exception before', async () => {
    const { call, testSimulator } = await import('../testkit.ts');
    const es819 = call(testSimulator({ profile: 'elasticsearch@8.19.0' }), 'PUT', '/parts/_doc/1', body, { 'content-type': 'application/x-ndjson' });
    expect(es819.status).toBe(400);
    expect(es819.body.error).toEqual({ root_cause: [{ type: 'illegal_argument_exception', reason: 'Malformed content, found extra data after parsing: START_OBJECT' }], type: 'illegal_argument_exception', reason: 'Malformed content, found extra data after parsing: START_OBJECT' });
    const es717 = call(testSimulator({ profile: 'elasticsearch@7.17.0' }), 'PUT', '/parts/_doc/1', '{"kind": "pump"} {"kind": "valve"}');
    expect(es717.body.error).toMatchObject({ type: 'mapper_parsing_exception', reason: 'failed to parse', caused_by: { type: 'illegal_argument_exception', reason: 'Malformed content, found extra data after parsing: START_OBJECT' } });
  });
});
