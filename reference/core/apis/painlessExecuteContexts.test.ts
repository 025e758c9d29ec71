/**
 * The painless execute API's document contexts, as ES's 70_execute_painless_scripts.yml pins them: filter and
 * score run on the one document of context_setup, the runtime field contexts (7.11+) answer what the script
 * emits (booleans counted false first, dates in strict_date_optional_time, ips canonical); the state is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName = 'elasticsearch@8.19.0' as ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/my-index', { mappings: { properties: { rank: { type: 'long' }, field: { type: 'keyword' }, date0: { type: 'date' }, ip: { type: 'ip' } } } });
  return sim;
}

function execute(sim: ReturnType<typeof setup>, context: string, source: string, document: object, params?: object): { status: number; body: unknown } {
  const r = call(sim, 'POST', '/_scripts/painless/_execute', { script: { source, ...(params ? { params } : {}) }, context, context_setup: { index: 'my-index', document } });
  return { status: r.status, body: r.body };
}

describe('painless execute with a document', () => {
  it('filter and score (the match_all _score is 1.0)', () => {
    const sim = setup();
    expect(execute(sim, 'filter', "doc['field'].value.length() <= params.max_length", { field: 'four' }, { max_length: 4 }).body).toEqual({ result: true });
    expect(execute(sim, 'score', "doc['rank'].value / params.max_rank", { rank: 4 }, { max_rank: 2.5 }).body).toEqual({ result: 1.6 });
    expect(execute(sim, 'score', '_score * 2', { rank: 4 }).body).toEqual({ result: 2 });
  });

  it('the runtime field contexts answer the emitted values as each field script keeps them', () => {
    const sim = setup();
    expect(execute(sim, 'long_field', "emit(doc['rank'].value * (long)params.max_rank); emit(35); emit(-90);", { rank: 4 }, { max_rank: 5.0 }).body).toEqual({ result: [20, 35, -90] });
    expect(execute(sim, 'boolean_field', 'emit(true); emit(false); emit(true); emit(false);', { rank: 4 }).body).toEqual({ result: [false, false, true, true] });
    expect(execute(sim, 'date_field', "emit(doc['date0'][0].toInstant().toEpochMilli())", { date0: '2015-01-01T12:10:30Z' }).body).toEqual({ result: ['2015-01-01T12:10:30.000Z'] });
    expect(execute(sim, 'ip_field', "emit('2001:0db8:0000:0000:0000:8a2e:0370:7333'); emit(doc['ip'].value)", { ip: '192.168.1.254' }).body).toEqual({ result: ['2001:db8::8a2e:370:7333', '192.168.1.254'] });
  });

  it('maps a field the index lacks for this run only, and changes nothing', () => {
    const sim = setup();
    const before = stateDump(sim);
    const r = execute(sim, 'filter', "doc['fresh.keyword'].value == 'x'", { fresh: 'x' });
    expect(r.body).toEqual({ result: true });
    expect(stateDump(sim)).toBe(before);
  });

  it('an unknown index is index_not_found_exception; OpenSearch has no field contexts', () => {
    const sim = setup();
    const r = call(sim, 'POST', '/_scripts/painless/_execute', { script: { source: 'true' }, context: 'filter', context_setup: { index: 'nope', document: {} } });
    expect((r.body as { error: { type: string } }).error.type).toBe('index_not_found_exception');
    const os = setup('opensearch@2.19.0' as ProfileName);
    expect(execute(os, 'filter', "doc['field'].value == 'a'", { field: 'a' }).body).toEqual({ result: true });
    expect(execute(os, 'long_field', 'emit(1L)', {}).status).toBe(400);
  });
});
