/**
 * The update API's body is read by UpdateRequest's ObjectParser: an unknown field is a 400 with suggestions
 * and writes nothing (official rest-api-spec update/90_error.yml, ES 7.6+); ES 6 skipped it.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('update body fields', () => {
  it('refuses a misspelled field with the close declared name, and writes nothing', () => {
    const s = testSimulator({ profile: 'es8' });
    const r = call(s, 'POST', '/test/_update/1', { dac: { foo: 'baz' }, upsert: { foo: 'bar' } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('[UpdateRequest] unknown field [dac] did you mean [doc]?');
    expect(call(s, 'HEAD', '/test').status).toBe(404);
  });

  it('names no suggestion when nothing is close, and accepts every declared field', () => {
    const s = testSimulator({ profile: 'es8' });
    const r = call(s, 'POST', '/test/_update/1', { doc: { a: 1 }, doc_as_upsert: true, zzzzzz: 1 });
    expect(JSON.stringify(r.body)).toMatch(/unknown field \[zzzzzz\]"/);
    expect(call(s, 'POST', '/test/_update/1', { doc: { a: 1 }, doc_as_upsert: true, detect_noop: false, _source: true }).status).toBe(201);
  });

  it('ES 6 skipped an unknown field (before the parser of 7.6)', () => {
    const s = testSimulator({ profile: 'es6' });
    expect(call(s, 'POST', '/test/_doc/1/_update', { doc: { a: 1 }, doc_as_upsert: true, dac: 1 }).status).toBe(201);
  });
});

describe('update body flags', () => {
  // UpdateRequest.PARSER declares doc_as_upsert, scripted_upsert and detect_noop with declareBoolean
  // (ValueType.BOOLEAN: a JSON boolean or a string, read by Booleans.parseBoolean). Perl's Search::Elasticsearch
  // bulk and update helpers send Perl's truth as they were given it: `"true"` or `1`.
  it('takes "true" and "false" as the booleans', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    expect(call(s, 'POST', '/t/_update/1', { doc: { a: 1 }, doc_as_upsert: 'true' }).status).toBe(201);
    expect(call(s, 'GET', '/t/_doc/1').body._source).toEqual({ a: 1 });
    expect(call(s, 'POST', '/t/_update/1', { doc: { a: 1 }, detect_noop: 'false' }).body.result).toBe('updated');
    expect(call(s, 'POST', '/t/_update/2', { script: { source: 'ctx._source.n = 5' }, upsert: {}, scripted_upsert: 'true' }).status).toBe(201);
    expect(call(s, 'GET', '/t/_doc/2').body._source).toEqual({ n: 5 });
  });

  it('refuses a number or another string, as the parser does, and writes nothing', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const n = call(s, 'POST', '/t/_update/1', { doc: { a: 1 }, doc_as_upsert: 1 });
    expect(n.status).toBe(400);
    expect(n.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: "[1:32] [UpdateRequest] doc_as_upsert doesn't support values of type: VALUE_NUMBER" });
    const y = call(s, 'POST', '/t/_update/1', { doc: { a: 1 }, doc_as_upsert: 'yes' });
    expect(y.body.error).toMatchObject({ type: 'x_content_parse_exception', reason: '[1:32] [UpdateRequest] failed to parse field [doc_as_upsert]' });
    expect(y.body.error.caused_by.reason).toBe('Failed to parse value [yes] as only [true] or [false] are allowed.');
    expect(call(s, 'HEAD', '/t').status).toBe(404);
  });
});
