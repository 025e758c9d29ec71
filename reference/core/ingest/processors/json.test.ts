/**
 * json's strict_json_parsing (JsonProcessor.apply, ES 8.7+, #93179): one value is read; with the option off what
 * follows is ignored (ES ingest/140_json.yml, "Test JSON Processor lenient parsing": `123 foo` gives 123), with it
 * on (the default) anything after the value fails the document. Before 8.7, and in OpenSearch, the rest is dropped
 * and the option does not exist.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import { firstJsonValueEnd } from './jsonPrefix.ts';

function simulate(json: Record<string, unknown>, message: string, profile = 'elasticsearch@8.19.0') {
  const r = call(testSimulator({ profile: profile as never }), 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ json: { field: 'm', ...json } }] }, docs: [{ _index: 'i', _id: '1', _source: { m: message } }] });
  return r.body.docs[0];
}

describe('json strict_json_parsing', () => {
  it('lenient: the first value, the rest ignored', () => {
    expect(simulate({ strict_json_parsing: false }, '123 foo').doc._source.m).toBe(123);
    expect(simulate({ strict_json_parsing: false }, '{"a": "}"} {"b": 2}').doc._source.m).toEqual({ a: '}' });
    expect(simulate({ strict_json_parsing: false }, ' [1, [2]] tail').doc._source.m).toEqual([1, [2]]);
  });
  it('strict: trailing text fails, naming the input; trailing whitespace is fine', () => {
    const e = simulate({}, '123 foo').error;
    expect(e.type).toBe('illegal_argument_exception');
    expect(e.reason).toBe('The input 123 foo is not valid JSON and the strict_json_parsing parameter is true');
    expect(e.caused_by.type).toBe('json_parse_exception');
    expect(simulate({}, '123 456').error.caused_by.type).toBe('illegal_argument_exception');
    expect(simulate({}, ' {"a": 1}  ').doc._source.m).toEqual({ a: 1 });
  });
  it('before 8.7 and in OpenSearch: always lenient, and no such option', () => {
    for (const profile of ['elasticsearch@8.6.2', 'opensearch@2.19.0']) {
      expect(simulate({}, '123 foo', profile).doc._source.m).toBe(123);
      const r = call(testSimulator({ profile: profile as never }), 'PUT', '/_ingest/pipeline/p', { processors: [{ json: { field: 'm', strict_json_parsing: false } }] });
      expect(r.status).toBe(400);
    }
  });
  it('a text that does not begin with a value still fails as Jackson does', () => {
    expect(simulate({ strict_json_parsing: false }, 'foo 1').error.reason).toContain("Unrecognized token 'foo'");
  });
  it('finds the end of strings with escapes and nested containers', () => {
    expect(firstJsonValueEnd('"a\\"b" x')).toBe(6);
    expect(firstJsonValueEnd('{"k": [1, {"x": "]"}]} y')).toBe(22);
    expect(firstJsonValueEnd('-1.5e3,')).toBe(6);
    expect(firstJsonValueEnd('nope')).toBeUndefined();
    expect(firstJsonValueEnd('{"open": 1')).toBeUndefined();
  });
});
