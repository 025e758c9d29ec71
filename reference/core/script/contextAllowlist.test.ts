/**
 * What a context's allowlist and variables add to a script: String's digests (the ingest allowlist;
 * OpenSearch 2.19's update allowlist) and `params` as Script keeps it, Collections.unmodifiableMap.
 */
import { describe, expect, it } from 'vitest';
import { runScript } from './runScript.ts';
import { getProfile } from '../../profiles.ts';

const os219 = { profile: getProfile('opensearch@2.19.0'), now: 0 };
const os218 = { profile: getProfile('opensearch@2.18.0'), now: 0 };
const es8 = { profile: getProfile('elasticsearch@8.19.0'), now: 0 };

function run(source: string, context: 'update' | 'ingest' | 'score', env = os219, params: Record<string, unknown> = {}) {
  const ctx = { _source: { foo: 'bar' } };
  const r = runScript({ source, params: params as never }, context, { ctx }, env);
  return { r, ctx };
}

describe('String digests', () => {
  // OpenSearch's painless/15_update.yml "Update script supports sha1() and sha256() method for strings" (2.19+).
  it('update scripts hash on OpenSearch 2.19', () => {
    const { r, ctx } = run('ctx._source.a = ctx._source.foo.sha1(); ctx._source.b = ctx._source.foo.sha256()', 'update');
    expect(r.ok).toBe(true);
    expect(ctx._source).toMatchObject({ a: '62cdb7020ff920e5aa642c3d4066950dd1f01f4d', b: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9' });
  });
  it('update scripts before 2.19 and on Elasticsearch have no sha1()', () => {
    for (const env of [os218, es8]) {
      const { r } = run('ctx._source.a = ctx._source.foo.sha1()', 'update', env);
      expect(r.ok).toBe(false);
      expect(JSON.stringify(r)).toContain('dynamic method [java.lang.String, sha1/0] not found');
    }
  });
  it('ingest scripts hash everywhere', () => {
    const { r, ctx } = run('ctx._source.a = ctx._source.foo.sha256()', 'ingest', es8);
    expect(r.ok).toBe(true);
    expect(ctx._source).toMatchObject({ a: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9' });
  });
});

describe('params is unmodifiable in the write contexts', () => {
  // OpenSearch's painless/17_update_error.yml: `params.that = 3` fails with unsupported_operation_exception at offset 6.
  it('a field store on params fails at the field', () => {
    const { r } = run('params.that = 3', 'update', os219, { this: 2 });
    expect(r.ok).toBe(false);
    const err = JSON.stringify(r);
    expect(err).toContain('"type":"unsupported_operation_exception"');
    expect(err).toContain('"offset":6');
  });
  it("Map's mutators fail even when they would change nothing", () => {
    for (const src of ['params.clear()', "params.remove('nope')", "params.put('a', 1)", "params['a'] = 1"]) {
      expect(run(src, 'update', es8).r.ok, src).toBe(false);
    }
  });
  it('reading params and changing a nested value still work', () => {
    const { r, ctx } = run('params.list.add(2); ctx._source.n = params.list.size() + params.size()', 'update', es8, { list: [1] });
    expect(r.ok).toBe(true);
    expect(ctx._source).toMatchObject({ n: 3 });
  });
});
