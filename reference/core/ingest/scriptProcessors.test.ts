/**
 * The ingest context's `Processors` class and the script processor's self-reference check, as OpenSearch's
 * ingest/190_script_processor.yml (and Elasticsearch's of the same name) expect them.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from '../script/runScript.ts';
import { getProfile } from '../../profiles.ts';
import './scriptProcessors.ts';

const env = { profile: getProfile('opensearch@2.19.0'), now: 0 };

function ingest(source: string, source0: Record<string, unknown>) {
  const ctx = { ...source0 };
  return { r: runScript({ source }, 'ingest', { ctx }, env), ctx };
}

describe('Processors in ingest scripts', () => {
  it.each([
    ['ctx.t = Processors.bytes(ctx.s)', '1kb', 1024],
    ['ctx.t = Processors.lowercase(ctx.s)', 'FooBar', 'foobar'],
    ['ctx.t = Processors.uppercase(ctx.s)', 'FooBar', 'FOOBAR'],
    ['ctx.t = Processors.urlDecode(ctx.s)', 'foo%20bar', 'foo bar'],
    ['ctx.t = Processors.json(ctx.s)', '{"foo":"bar"}', { foo: 'bar' }],
  ])('%s', (source, input, expected) => {
    const { r, ctx } = ingest(source, { s: input });
    expect(r.ok).toBe(true);
    expect(ctx).toMatchObject({ t: expected });
  });
  it('communityId and uriParts as their processors compute them (ES ingest/190_script_processor.yml)', () => {
    const flow = "'128.232.110.120', '66.35.250.204', null, 'TCP', 34855, 80, null, null";
    const { r, ctx } = ingest(`ctx.a = Processors.communityId(${flow}, 123); ctx.b = Processors.communityId(${flow}); ctx.u = Processors.uriParts(ctx.s)`, { s: 'http://www.example.com/index.html' });
    expect(r.ok).toBe(true);
    expect(ctx).toMatchObject({ a: '1:hTSGlFQnR58UCk+NfKRZzA32dPg=', b: '1:LQU9qZlK+B5F3KDmev6m5PMibrg=', u: { scheme: 'http', domain: 'www.example.com', path: '/index.html', extension: 'html' } });
    expect((ctx.u as Record<string, unknown>).original).toBeUndefined();
  });
  it('a flow or URI that does not parse is a runtime error', () => {
    expect(ingest("ctx.a = Processors.communityId('1.2.3.4', null, null, 'TCP', 1, 2, null, null)", {}).r.ok).toBe(false);
    const bad = ingest("ctx.u = Processors.uriParts('no uri')", {}).r;
    expect(bad.ok).toBe(false);
    expect(JSON.stringify(bad)).toContain('unable to parse URI [no uri]');
  });
  it('json(ctx, field) adds the parsed map to the root', () => {
    const { r, ctx } = ingest("Processors.json(ctx, 's')", { s: '{"foo":"bar"}' });
    expect(r.ok).toBe(true);
    expect(ctx).toMatchObject({ foo: 'bar', s: '{"foo":"bar"}' });
  });
  it('a bad byte size is a runtime error', () => {
    const { r } = ingest('ctx.t = Processors.bytes(ctx.s)', { s: 'lots' });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('illegal_argument_exception');
  });
  it('other contexts do not resolve Processors', () => {
    const r = runScript({ source: "ctx._source.t = Processors.lowercase('A')" }, 'update', { ctx: { _source: {} } }, env);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('cannot resolve symbol [Processors]');
  });
});

describe('a script that makes the document contain itself', () => {
  it('fails with the hint and leaves the document as it was', () => {
    const { r, ctx } = ingest("ctx.foo['foo'] = ctx.foo; ctx['test-field'] = 'test-value'", { foo: { foo: 'bar' } });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('Iterable object is self-referencing itself (ingest script)');
    expect(ctx).toEqual({ foo: { foo: 'bar' } });
  });
});
