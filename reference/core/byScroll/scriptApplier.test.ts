/**
 * Scripts in _update_by_query and _reindex: the docs' examples (docs-update-by-query "Update the document
 * source", docs-reindex "Modify documents during reindexing") and the reindex module's YAML tests
 * (modules/reindex/.../update_by_query/10_script.yml, reindex/85_scripting.yml: noop, delete, changed
 * _id and _index, `Modifying [_index] not allowed`, `Operation type [junk] not allowed`).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function sim(profile = 'es8') {
  const s = testSimulator({ profile: profile as 'es8' });
  const c = (method: string, path: string, body?: unknown) => call(s, method, path, body);
  c('PUT', '/twitter/_doc/1', { user: 'kimchy', likes: 0 });
  c('PUT', '/twitter/_doc/2', { user: 'foo', likes: 3 });
  c('POST', '/twitter/_refresh');
  return c;
}

describe('update by query with a script', () => {
  it('changes every source, noops where ctx.op says so', () => {
    const c = sim();
    const r = c('POST', '/twitter/_update_by_query?refresh', { script: { source: "if (ctx._source.user == 'foo') { ctx.op = 'noop' } else { ctx._source.likes++ }" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, updated: 1, noops: 1 });
    expect(c('GET', '/twitter/_doc/1').body._source).toEqual({ user: 'kimchy', likes: 1 });
    expect(c('GET', '/twitter/_doc/2').body._version).toBe(1);
  });

  it('deletes with ctx.op = delete', () => {
    const c = sim();
    const r = c('POST', '/twitter/_update_by_query?refresh', { script: "if (ctx._source.likes > 0) { ctx.op = 'delete' }" });
    expect(r.body).toMatchObject({ total: 2, updated: 1, deleted: 1 });
    expect(c('GET', '/twitter/_doc/2').status).toBe(404);
  });

  it('refuses moving a document, an unknown op and a key of its own, writing nothing (before 8.4: 80_scripting.yml)', () => {
    const c = sim('opensearch2');
    let r = c('POST', '/twitter/_update_by_query', { script: "ctx._index = 'other'" });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Modifying [_index] not allowed' });
    r = c('POST', '/twitter/_update_by_query', { script: "ctx.op = 'junk'" });
    expect(r.body.error.reason).toBe('Operation type [junk] not allowed, only [noop, index, delete] are allowed');
    r = c('POST', '/twitter/_update_by_query', { script: "ctx.junk = 'stuff'" });
    expect(r.body.error.reason).toBe('Invalid fields added to context [junk]');
    expect(c('GET', '/twitter/_doc/1').body._version).toBe(1);
  });

  it('checks ctx as 8.5 does: `_id cannot be updated`, `[op] must be one of`, `Cannot put key`', () => {
    const c = sim('es8');
    expect(c('POST', '/twitter/_update_by_query', { script: "ctx._id = 'stuff'" }).body.error.reason).toBe('_id cannot be updated');
    expect(c('POST', '/twitter/_update_by_query', { script: "ctx.op = 'junk'" }).body.error.reason).toBe('[op] must be one of delete, index, noop, not [junk]');
    expect(c('POST', '/twitter/_update_by_query', { script: "ctx.junk = 'stuff'" }).body.error.reason).toBe('Cannot put key [junk] with value [stuff] into ctx');
  });

  it('reads ctx._version only where the search asked for versions (8.4, `Can read version`)', () => {
    const c = sim('es8');
    c('PUT', '/v/_doc/1?version=500&version_type=external', { user: 'kimchy' });
    c('POST', '/v/_refresh');
    c('POST', '/v/_update_by_query?refresh=true&version=true', { script: 'ctx._source.old_version = ctx._version' });
    expect(c('GET', '/v/_doc/1').body._source.old_version).toBe(500);
    c('POST', '/v/_update_by_query?refresh=true', { script: 'ctx._source.old_version = ctx._version' });
    expect(c('GET', '/v/_doc/1').body._source.old_version).toBe(-1);
  });

  it('compiles the script before the job: a broken script fails even where nothing matches', () => {
    const c = sim();
    const r = c('POST', '/twitter/_update_by_query', { query: { term: { user: 'nobody' } }, script: 'syntax errors are fun!' });
    expect([r.status, r.body.error.reason]).toEqual([400, 'compile error']);
    const m = c('POST', '/twitter/_update_by_query', { query: { term: { user: 'nobody' } }, script: { id: 'nope' } });
    expect(m.body.error.reason).toBe('unable to find script [nope] in cluster state');
  });

  it('answers a script error as the script_exception itself', () => {
    const c = sim();
    const r = c('POST', '/twitter/_update_by_query', { script: 'ctx._source.missing.x = 1' });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('script_exception');
    expect(r.body.error.caused_by.type).toBe('null_pointer_exception');
    expect(c('GET', '/twitter/_doc/1').body._version).toBe(1);
  });
});

describe('reindex with a script', () => {
  it('changes the copy, its id and its index', () => {
    const c = sim();
    const r = c('POST', '/_reindex?refresh', {
      source: { index: 'twitter' },
      dest: { index: 'new_twitter' },
      script: { source: "ctx._source.tag = params.t; ctx._id = 'x' + ctx._id; if (ctx._source.user == 'foo') { ctx._index = 'foo_index' }", params: { t: 'copied' } },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, created: 2 });
    expect(c('GET', '/new_twitter/_doc/x1').body._source).toEqual({ user: 'kimchy', likes: 0, tag: 'copied' });
    expect(c('GET', '/foo_index/_doc/x2').body._source).toEqual({ user: 'foo', likes: 3, tag: 'copied' });
  });

  it('skips noops', () => {
    const c = sim();
    const r = c('POST', '/_reindex?refresh', { source: { index: 'twitter' }, dest: { index: 'n' }, script: "if (ctx._source.likes == 0) ctx.op = 'noop'" });
    expect(r.body).toMatchObject({ total: 2, created: 1, noops: 1 });
  });
});
