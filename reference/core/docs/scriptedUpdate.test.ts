/**
 * Scripted updates through the update API and bulk: the official painless YAML tests 15_update.yml,
 * 25_script_upsert.yml and 17_update_error.yml (elastic/elasticsearch modules/lang-painless), and the
 * update API docs' examples (counter, tags, ctx.op delete/none).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function sim(profile: ProfileName = 'es8') {
  const s = testSimulator({ profile });
  return (method: string, path: string, body?: unknown) => call(s, method, path, body);
}

describe('update with a script', () => {
  it('runs 15_update.yml: params, a literal, ?. on a missing field and on a present one', () => {
    const c = sim();
    c('PUT', '/test_1/_doc/1', { foo: 'bar', count: 1 });
    let r = c('POST', '/test_1/_update/1', { script: { lang: 'painless', source: 'ctx._source.foo = params.bar', params: { bar: 'xxx' } } });
    expect(r.status).toBe(200);
    expect(r.body._version).toBe(2);
    expect(c('GET', '/test_1/_doc/1').body._source).toEqual({ foo: 'xxx', count: 1 });
    c('POST', '/test_1/_update/1', { script: { lang: 'painless', source: "ctx._source.foo = 'yyy'" } });
    r = c('POST', '/test_1/_update/1', { script: { source: 'ctx._source.missing_length = ctx._source.missing?.length()' } });
    expect(r.body._version).toBe(4);
    c('POST', '/test_1/_update/1', { script: { source: 'ctx._source.foo_length = ctx._source.foo?.length()' } });
    expect(c('GET', '/test_1/_doc/1').body._source).toEqual({ foo: 'yyy', count: 1, missing_length: null, foo_length: 3 });
  });

  it('answers the self-reference error of 15_update.yml unwrapped, and changes nothing', () => {
    const c = sim();
    c('PUT', '/test_1/_doc/2', { foo: 'bar', count: 1 });
    const r = c('POST', '/test_1/_update/2', { script: { lang: 'painless', source: 'ctx._source.ctx = ctx', params: { bar: 'xxx' } } });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('illegal_argument_exception');
    expect(r.body.error.root_cause[0].type).toBe('illegal_argument_exception');
    expect(r.body.error.reason).toBe('Iterable object is self-referencing itself');
    expect(c('GET', '/test_1/_doc/2').body._version).toBe(1);
  });

  it('keeps a double a double: 1.0 + 1 is written 2.0 (XContent prints Double.toString)', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', '{"n":1.0,"k":1}');
    c('POST', '/i/_update/1', { script: 'ctx._source.n += 1; ctx._source.k += 1; ctx._source.big = 1e10' });
    expect(c('GET', '/i/_doc/1').text).toContain('"_source":{"n":2.0,"k":2,"big":1.0E10}');
  });

  it('reads params with their number spellings: 1.0 is a Double, so 3 * 1.0 is written 3.0', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { n: 3 });
    c('POST', '/i/_update/1', '{"script":{"source":"ctx._source.n *= params.f; ctx._source.q = 1 / params.t","params":{"f":1.0,"t":4.0}}}');
    expect(c('GET', '/i/_doc/1').text).toContain('"_source":{"n":3.0,"q":0.25}');
    c('POST', '/_bulk', '{"update":{"_index":"i","_id":"1"}}\n{"script":{"source":"ctx._source.n += params.d","params":{"d":2.0}}}\n');
    expect(c('GET', '/i/_doc/1').body._source.n).toBe(5);
    expect(c('GET', '/i/_doc/1').text).toContain('"n":5.0');
  });

  it('wraps a runtime error as failed to execute script, with the script_exception as root cause', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { a: 1 });
    const r = c('POST', '/i/_update/1', { script: 'ctx._source.x.y = 1' });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('illegal_argument_exception');
    expect(r.body.error.reason).toBe('failed to execute script');
    const se = r.body.error.caused_by;
    expect(se).toMatchObject({ type: 'script_exception', reason: 'runtime error', script: 'ctx._source.x.y = 1', lang: 'painless', position: { offset: 13, start: 0, end: 19 } });
    expect(se.script_stack).toEqual(['ctx._source.x.y = 1', '             ^---- HERE']);
    expect(se.caused_by).toEqual({ type: 'null_pointer_exception', reason: 'cannot access method/field [y] from a null def reference' });
    expect(r.body.error.root_cause[0].type).toBe('script_exception');
    expect(c('GET', '/i/_doc/1').body._version).toBe(1);
  });

  it('places a compile error as 17_update_error.yml does (offset 13, start 0, end 38)', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { a: 1 });
    const r = c('POST', '/i/_update/1', { script: { lang: 'painless', source: "_score * foo bar + doc['myParent.weight'].value" } });
    expect(r.body.error.caused_by.reason).toBe('compile error');
    expect(r.body.error.caused_by.position).toEqual({ offset: 13, start: 0, end: 38 });
  });

  it('has no position before 7.7', () => {
    const c = sim('es6');
    c('PUT', '/i/_doc/1', { a: 1 });
    const r = c('POST', '/i/_doc/1/_update', { script: { inline: 'ctx._source.x.y = 1' } });
    expect(r.body.error.caused_by.type).toBe('script_exception');
    expect(r.body.error.caused_by.position).toBeUndefined();
  });

  it('deletes with ctx.op = delete and does nothing with ctx.op = none', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { a: 1 });
    let r = c('POST', '/i/_update/1', { script: "ctx.op = 'none'" });
    expect(r.body.result).toBe('noop');
    expect(r.body._version).toBe(1);
    r = c('POST', '/i/_update/1', { script: "if (ctx._source.a == 1) { ctx.op = 'delete' }" });
    expect(r.body.result).toBe('deleted');
    expect(c('GET', '/i/_doc/1').status).toBe(404);
  });

  it('runs 25_script_upsert.yml: the upsert doc when missing, the script on an existing one, scripted_upsert runs it on the upsert', () => {
    const c = sim();
    let r = c('POST', '/test_1/_update/1', { script: { source: 'ctx._source.foo = params.bar', params: { bar: 'xxx' } }, upsert: { foo: 'baz' } });
    expect(c('GET', '/test_1/_doc/1').body._source).toEqual({ foo: 'baz' });
    r = c('POST', '/test_1/_update/1', { script: { source: 'ctx._source.foo = params.bar', params: { bar: 'xxx' } }, upsert: { foo: 'baz' } });
    expect(c('GET', '/test_1/_doc/1').body._source).toEqual({ foo: 'xxx' });
    r = c('POST', '/test_1/_update/2', { script: { source: 'ctx._source.foo = params.bar', params: { bar: 'xxx' } }, upsert: { foo: 'baz' }, scripted_upsert: true });
    expect(r.body.result).toBe('created');
    expect(c('GET', '/test_1/_doc/2').body._source).toEqual({ foo: 'xxx' });
  });

  it('sees ctx._now, ctx._index, ctx._id and ctx._version', () => {
    const c = sim();
    c('PUT', '/i/_doc/7', { a: 1 });
    c('POST', '/i/_update/7', { script: 'ctx._source.meta = ctx._index + "/" + ctx._id + "@" + ctx._version; ctx._source.t = ctx._now > 0' });
    expect(c('GET', '/i/_doc/7').body._source).toMatchObject({ meta: 'i/7@1', t: true });
  });

  it('runs update scripts inside _bulk, a failing item failing alone', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { n: 1 });
    const r = c('POST', '/_bulk', [
      { update: { _index: 'i', _id: '1' } },
      { script: { source: 'ctx._source.n += params.d', params: { d: 5 } } },
      { update: { _index: 'i', _id: '1' } },
      { script: 'ctx._source.n.x.y = 1' },
    ]);
    expect(r.body.errors).toBe(true);
    expect(r.body.items[0].update.result).toBe('updated');
    expect(r.body.items[1].update.error.type).toBe('illegal_argument_exception');
    expect(c('GET', '/i/_doc/1').body._source).toEqual({ n: 6 });
  });

  it('refuses a script together with a doc', () => {
    const c = sim();
    c('PUT', '/i/_doc/1', { n: 1 });
    const r = c('POST', '/i/_update/1', { script: 'ctx._source.n = 2', doc: { n: 3 } });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('action_request_validation_exception');
  });
});

describe('a failing scripted update changes nothing', () => {
  it('holds for scripts that fail part-way, after changing ctx._source (property)', async () => {
    const fc = (await import('fast-check')).default;
    const step = fc.constantFrom(
      'ctx._source.n += 1;',
      "ctx._source.tags.add('x');",
      'ctx._source.remove(\'n\');',
      "ctx._source.s = ctx._source.s + 'y';",
      'ctx._source.missing.x = 1;',
      'ctx._source.n = ctx._source.n / 0;',
      "ctx.op = 'delete';",
      "ctx.op = 'none';",
      'ctx._source.tags.get(9);',
      'while (true) { ctx._source.n++ }',
      'nope = 1;',
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), (steps) => {
        const s = testSimulator({ profile: 'es8' });
        const c = (method: string, path: string, body?: unknown) => call(s, method, path, body);
        c('PUT', '/i/_doc/1', { n: 1, s: 'a', tags: [] });
        const before = c('GET', '/i/_doc/1').text;
        const r = c('POST', '/i/_update/1', { script: steps.join(' ') });
        // Whether the script must fail: a step that always throws, or `n` read after its removal.
        let removed = false;
        const fails = steps.some((st) => {
          if (/missing|\/ 0|get\(9\)|while|nope/.test(st)) return true;
          if (st.includes('remove')) removed = true;
          else if (st.includes('_source.n') && removed) return true;
          return false;
        });
        expect(r.status >= 400, JSON.stringify(r.body)).toBe(fails);
        if (fails) expect(c('GET', '/i/_doc/1').text).toBe(before);
        else expect(['updated', 'noop', 'deleted']).toContain(r.body.result);
      }),
      { numRuns: 60 },
    );
  });
});
