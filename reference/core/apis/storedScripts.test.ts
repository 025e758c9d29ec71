/**
 * Stored scripts: the official 120_stored_scripts.yml / 17_update_error.yml (modules/lang-painless) and the
 * docs' "Store and retrieve scripts" (PUT, GET with found, DELETE, `id` in an update).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('stored scripts', () => {
  it('stores, reads, uses by id and deletes a script', () => {
    const s = testSimulator({ profile: 'es8' });
    const c = (m: string, p: string, b?: unknown) => call(s, m, p, b);
    expect(c('PUT', '/_scripts/add', { script: { lang: 'painless', source: 'ctx._source.n += params.d' } }).body).toEqual({ acknowledged: true });
    expect(c('GET', '/_scripts/add').body).toEqual({ _id: 'add', found: true, script: { lang: 'painless', source: 'ctx._source.n += params.d' } });
    c('PUT', '/i/_doc/1', { n: 1 });
    const u = c('POST', '/i/_update/1', { script: { id: 'add', params: { d: 2 } } });
    expect(u.body.result).toBe('updated');
    expect(c('GET', '/i/_doc/1').body._source).toEqual({ n: 3 });
    expect(c('DELETE', '/_scripts/add').body).toEqual({ acknowledged: true });
    const gone = c('GET', '/_scripts/add');
    expect([gone.status, gone.body]).toEqual([404, { _id: 'add', found: false }]);
    expect(c('DELETE', '/_scripts/add').body.error.type).toBe('resource_not_found_exception');
    const missing = c('POST', '/i/_update/1', { script: { id: 'add' } });
    expect([missing.status, missing.body.error.reason]).toEqual([400, 'failed to execute script']);
    expect(missing.body.error.caused_by.reason).toBe('unable to find script [add] in cluster state');
  });

  it('refuses the runtime field contexts before compiling, stores a score script (120_stored_scripts.yml)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(s, 'PUT', '/_scripts/k/long_field', { script: { lang: 'painless', source: "'not compiled''" } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0].type).toBe('illegal_argument_exception');
    expect(r.body.error.reason).toBe('failed to parse/compile stored script [k]');
    expect(r.body.error.caused_by).toEqual({ type: 'illegal_argument_exception', reason: 'cannot store a script for context [long_field]' });
    expect(call(s, 'GET', '/_scripts/k').status).toBe(404);
    expect(call(s, 'PUT', '/_scripts/sc/score', { script: { lang: 'painless', source: "Math.log(doc['f']) + 1" } }).body).toEqual({ acknowledged: true });
  });

  it('refuses a script that does not compile, with its position (17_update_error.yml)', () => {
    const s = testSimulator({ profile: 'es8' });
    const r = call(s, 'PUT', '/_scripts/1/score', { script: { lang: 'painless', source: "_score * foo bar + doc['myParent.weight'].value" } });
    expect(r.status).toBe(400);
    expect(r.body.error.root_cause[0]).toMatchObject({ type: 'script_exception', reason: 'compile error', position: { offset: 13, start: 0, end: 38 } });
    expect(call(s, 'GET', '/_scripts/1').body.found).toBe(false);
  });

  it('refuses scripts over script.max_size_in_bytes (65535)', () => {
    const s = testSimulator({ profile: 'es8' });
    const big = 'def x = 1; '.repeat(6000) + 'x';
    expect(call(s, 'PUT', '/_scripts/big', { script: { lang: 'painless', source: big } }).body.error.reason).toBe(`exceeded max allowed stored script size in bytes [65535] with size [${big.length}] for script [big]`);
    call(s, 'PUT', '/i/_doc/1', { a: 1 });
    expect(call(s, 'POST', '/i/_update/1', { script: big }).body.error.caused_by.reason).toContain('exceeded max allowed inline script size in bytes [65535]');
  });

  it('refuses a script without lang or source, and a lang without engine', () => {
    const s = testSimulator({ profile: 'es8' });
    expect(call(s, 'PUT', '/_scripts/x', { script: { source: '1' } }).body.error.reason).toBe('must specify lang for stored script');
    expect(call(s, 'PUT', '/_scripts/x', { script: { lang: 'painless' } }).body.error.reason).toBe('must specify source for stored script');
    expect(call(s, 'PUT', '/_scripts/x', { script: { lang: 'groovy', source: '1' } }).body.error.reason).toBe('unable to put stored script with unsupported lang [groovy]');
  });
});

describe('the painless execute API', () => {
  it('answers String.valueOf of the value (clients-tests script/10_basic.yml: 100.0 / 1000.0 → "0.1")', () => {
    const s = testSimulator({ profile: 'es8' });
    // Sent as text: JSON.stringify would write 100.0 as 100, an Integer to Painless (and 100 / 1000 is 0).
    const r = call(s, 'POST', '/_scripts/painless/_execute', '{"script":{"source":"params.count / params.total","params":{"count":100.0,"total":1000.0}}}');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ result: '0.1' });
    const ints = call(s, 'POST', '/_scripts/painless/_execute', '{"script":{"source":"params.count / params.total","params":{"count":100,"total":1000}}}');
    expect(ints.body).toEqual({ result: '0' });
  });
});
