/** Tests of the scenario helpers: Java regexes, version ranges, Warning headers, catch values. */
import { describe, expect, it } from 'vitest';
import { checkCatch } from './catchValue.ts';
import { compileJavaRegex } from './regex.ts';
import { inVersionRange } from './version.ts';
import { warningTexts } from './warnings.ts';

describe('regex (Java COMMENTS mode)', () => {
  it('drops whitespace and comments, keeps escaped spaces', () => {
    expect(compileJavaRegex('/^a b # comment\n c$/', true).test('abc')).toBe(true);
    expect(compileJavaRegex('/^x\\ y$/', true).test('x y')).toBe(true);
    expect(compileJavaRegex('/ \\d+ \\s .*/', true).test('12 abc')).toBe(true);
    expect(compileJavaRegex('/(?i)ABC/', true).test('xabcx')).toBe(true);
  });
});

describe('version ranges', () => {
  it('handles open bounds, all, and multiple ranges', () => {
    expect(inVersionRange(' - 6.6.99', '6.8.13')).toBe(false);
    expect(inVersionRange(' - 6.99.99', '6.8.13')).toBe(true);
    expect(inVersionRange('5.99.99 - ', '6.8.13')).toBe(true);
    expect(inVersionRange('5.99.99 - ', '5.6.0')).toBe(false);
    expect(inVersionRange('all', '1.0.0')).toBe(true);
    expect(inVersionRange('1.0.0.Beta1 - ', '6.8.13')).toBe(true);
    expect(inVersionRange(' - 7.0.0, 8.0.0 - 8.1.0', '8.0.5')).toBe(true);
    expect(inVersionRange(' - 7.99.99', '8.15.0-SNAPSHOT')).toBe(false);
  });
});

describe('Warning headers', () => {
  it('extracts and unescapes texts from combined headers', () => {
    const h = '299 Elasticsearch-6.8.13-be13c69 "[types removal] use \\"_doc\\"" "Mon, 01 Jan 2024 00:00:00 GMT", 299 OpenSearch-2.0.0-abc "second"';
    expect(warningTexts(h)).toEqual(['[types removal] use "_doc"', 'second']);
    expect(warningTexts(undefined)).toEqual([]);
  });
});

describe('catch values', () => {
  it('maps names to statuses', () => {
    expect(checkCatch('missing', 404, {})).toBeUndefined();
    expect(checkCatch('missing', 400, {})).toMatch(/missing/);
    expect(checkCatch('conflict', 409, {})).toBeUndefined();
    // Elasticsearch's DoSection CATCHES (test/yaml-rest-runner, commit 040c17bb): gone is 410.
    expect(checkCatch('gone', 410, {})).toBeUndefined();
    expect(checkCatch('gone', 404, {})).toMatch(/gone/);
    expect(checkCatch('request', 500, {})).toBeUndefined();
    expect(checkCatch('request', 404, {})).toBeDefined();
    expect(checkCatch('bad_request', 200, {})).toMatch(/expected an error/);
  });
  it('request leaves out 410 where the runner has gone (ES 8.11+, elastic/elasticsearch#98752), not before nor on OpenSearch', () => {
    // DoSection CATCHES at 026294cb: request is allOf(>= 400, not 400, 401, 403, 404, 408, 409, 410).
    expect(checkCatch('request', 410, {})).toBeDefined();
    expect(checkCatch('request', 410, {}, { distribution: 'elasticsearch', version: '8.19.0' })).toBeDefined();
    expect(checkCatch('request', 410, {}, { distribution: 'elasticsearch', version: '8.10.4' })).toBeUndefined();
    expect(checkCatch('request', 410, {}, { distribution: 'opensearch', version: '2.19.0' })).toBeUndefined();
    expect(checkCatch('request', 400, {}, { distribution: 'opensearch', version: '2.19.0' })).toBeDefined();
    expect(checkCatch('gone', 410, {}, { distribution: 'opensearch', version: '2.19.0' })).toMatch(/not supported/);
    expect(checkCatch('gone', 410, {}, { distribution: 'elasticsearch', version: '8.19.0' })).toBeUndefined();
  });
  it('matches /regex/ against the error value', () => {
    const body = { error: { type: 'index_not_found_exception', reason: 'no such index [x]' } };
    expect(checkCatch('/index_not_found_exception/', 404, body)).toBeUndefined();
    expect(checkCatch('/type=index_not_found_exception/', 404, body)).toBeUndefined();
    expect(checkCatch('/conflict/', 404, body)).toBeDefined();
    expect(checkCatch('/x/', 404, { notError: 1 })).toMatch(/no \[error\]/);
  });
});
