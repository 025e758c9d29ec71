/**
 * `metadata()` in update scripts (ES 8.4; lang-painless's 25_script_upsert.yml "Script Upsert Metadata"):
 * index and op on insert and update, routing unavailable on insert, `op` written through to the update's
 * decision (noop leaves no document); none before 8.4.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const upsert = (source: string) => ({ script: { source, lang: 'painless' }, upsert: {}, scripted_upsert: true });

describe('metadata() of the update context', () => {
  it('reads the index and op, and its op decides', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'POST', '/books/_update/1', upsert("ctx._source.where = metadata().index + '/' + metadata().id + '/' + metadata().op"));
    expect(call(sim, 'GET', '/books/_doc/1').body._source).toEqual({ where: 'books/1/create' });
    call(sim, 'POST', '/books/_update/1', upsert("ctx._source.where = metadata().op + '/' + metadata().routing"));
    expect(call(sim, 'GET', '/books/_doc/1').body._source).toEqual({ where: 'index/null' });
    call(sim, 'POST', '/books/_update/2', upsert("metadata().op = 'noop'; ctx._source.x = 1"));
    expect(call(sim, 'GET', '/books/_doc/2').status).toBe(404);
  });

  it('has no routing on insert', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'POST', '/books/_update/1', upsert('ctx._source.r = metadata().routing'));
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('routing is unavailable for insert');
    expect(call(sim, 'GET', '/books/_doc/1').status).toBe(404);
  });

  it('does not exist before 8.4', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.3.3' });
    const r = call(sim, 'POST', '/books/_update/1', upsert('ctx._source.i = metadata().index'));
    expect(JSON.stringify(r.body)).toContain('compile error');
  });
});
