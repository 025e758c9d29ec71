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
