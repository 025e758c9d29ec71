/** Tests of rollover, in the core and on the wire. */
import { describe, expect, it } from 'vitest';
import { errorEnvelope, isEsError } from '../errors/index.ts';
import type { Json } from '../json.ts';
import type { ProfileName } from '../../profiles.ts';
import { emptyState, type ClusterState } from '../state.ts';
import { step } from '../step.ts';
import { env, request } from '../search/testkit.ts';
import { renderAliases } from '../aliasMeta.ts';
import type { ApiResult, Env } from '../handler.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 2, 10, 12);

/** A cluster driven through `step`, as the server drives it; `at` moves the injected clock. */
function sim(profile: ProfileName = 'es8') {
  const state: ClusterState = emptyState();
  let e: Env = env(profile, T0);
  const call = (api: string, parts: Record<string, string>, body?: Json, query: Record<string, string> = {}) => {
    const r = step(state, request(api, parts, query, body), e);
    return isEsError(r) ? { status: r.status, ...errorEnvelope(r) } : { status: (r as ApiResult).status, ...((r as ApiResult).body as object) };
  };
  const at = (now: number) => {
    e = { ...e, now };
  };
  const aliases = (i: string) => renderAliases(state.indices.get(i)!);
  return { state, call, at, aliases };
}

describe('rollover', () => {
  it('without conditions: creates <name>-000002 and moves a plain alias onto it', () => {
    const s = sim();
    s.call('indices.create', { index: 'logs-1' }, { aliases: { logs: {} } });
    const r = s.call('indices.rollover', { alias: 'logs' });
    expect(r).toEqual({
      status: 200,
      acknowledged: true,
      shards_acknowledged: true,
      old_index: 'logs-1',
      new_index: 'logs-000002',
      rolled_over: true,
      dry_run: false,
      lazy: false,
      conditions: {},
    });
    expect(s.aliases('logs-1')).toEqual({});
    expect(s.aliases('logs-000002')).toEqual({ logs: {} });
  });

  it('with an explicit write index: the alias stays on the old index as a reader', () => {
    const s = sim('es6');
    s.call('indices.create', { index: 'logs-000009' }, { aliases: { logs: { is_write_index: true, routing: '1' } } });
    const r = s.call('indices.rollover', { alias: 'logs' });
    expect(r).toMatchObject({ new_index: 'logs-000010', rolled_over: true });
    expect(r).not.toHaveProperty('lazy');
    expect(s.aliases('logs-000009')).toEqual({ logs: { is_write_index: false } });
    expect(s.aliases('logs-000010')).toEqual({ logs: { is_write_index: true } });
    // The next rollover rolls the new writer, though the alias now spans two indices.
    expect(s.call('indices.rollover', { alias: 'logs' })).toMatchObject({ old_index: 'logs-000010', new_index: 'logs-000011' });
  });

  it('conditions: keyed as ES prints them; unmet leaves everything as it was; dry_run never rolls', () => {
    const s = sim();
    s.call('indices.create', { index: 'a-1' }, { aliases: { a: {} } });
    s.call('index', { index: 'a', id: '1' }, { x: 1 });
    const unmet = s.call('indices.rollover', { alias: 'a' }, { conditions: { max_docs: 2, max_age: '24h' } });
    expect(unmet).toMatchObject({ rolled_over: false, acknowledged: false, conditions: { '[max_docs: 2]': false, '[max_age: 1d]': false } });
    expect(s.state.indices.has('a-000002')).toBe(false);
    s.at(T0 + DAY);
    const dry = s.call('indices.rollover', { alias: 'a' }, { conditions: { max_docs: 2, max_age: '1d' } }, { dry_run: 'true' });
    expect(dry).toMatchObject({ rolled_over: false, dry_run: true, conditions: { '[max_age: 1d]': true } });
    expect(s.state.indices.has('a-000002')).toBe(false);
    const met = s.call('indices.rollover', { alias: 'a' }, { conditions: { max_docs: 1, max_size: '100gb' } });
    expect(met).toMatchObject({ rolled_over: true, conditions: { '[max_docs: 1]': true, '[max_size: 100gb]': false } });
  });

  it('min_* conditions (ES ≥ 8.4): all must hold, and need a max_*', () => {
    const s = sim();
    s.call('indices.create', { index: 'm-1' }, { aliases: { m: {} } });
    s.call('index', { index: 'm', id: '1' }, { x: 1 });
    expect(s.call('indices.rollover', { alias: 'm' }, { conditions: { max_docs: 1, min_docs: 2 } })).toMatchObject({ rolled_over: false });
    expect(s.call('indices.rollover', { alias: 'm' }, { conditions: { min_docs: 1 } })).toMatchObject({
      status: 400,
      error: { type: 'action_request_validation_exception', reason: 'Validation Failed: 1: at least one max_* rollover condition must be set when using min_* conditions;' },
    });
    const es6 = sim('es6');
    es6.call('indices.create', { index: 'm-1' }, { aliases: { m: {} } });
    expect(es6.call('indices.rollover', { alias: 'm' }, { conditions: { min_docs: 1 } })).toMatchObject({
      status: 400,
      error: { type: 'parsing_exception', reason: '[rollover] failed to parse field [conditions]', caused_by: { reason: '[conditions] unknown field [min_docs], parser not found' } },
    });
  });

  it('names: the given one, date math in the old provided name, and the pattern error', () => {
    const s = sim();
    s.call('indices.create', { index: '<logs-{now/d}-000001>' }, { aliases: { dm: {} } });
    expect(s.state.indices.has('logs-2024.03.10-000001')).toBe(true);
    s.at(T0 + DAY);
    expect(s.call('indices.rollover', { alias: 'dm' })).toMatchObject({ old_index: 'logs-2024.03.10-000001', new_index: 'logs-2024.03.11-000002' });
    expect(s.state.indices.get('logs-2024.03.11-000002')!.settings['index.provided_name']).toBe('<logs-{now/d}-000002>');
    s.call('indices.create', { index: 'plain' }, { aliases: { p: {} } });
    expect(s.call('indices.rollover', { alias: 'p' })).toMatchObject({
      status: 400,
      error: { type: 'illegal_argument_exception', reason: "index name [plain] does not match pattern '^.*-\\d+$'" },
    });
    expect(s.call('indices.rollover', { alias: 'p', new_index: 'plain-next' })).toMatchObject({ new_index: 'plain-next', rolled_over: true });
  });

  it('refusals name the target per version and change nothing', () => {
    for (const [profile, missing, concrete, noWriter] of [
      ['es5', 'source alias does not exist', 'source alias is a concrete index', 'source alias maps to multiple indices'],
      ['es6', 'source alias does not exist', 'source alias is a concrete index', 'source alias [two] does not point to a write index'],
      ['es8', 'rollover target [nope] does not exist', 'rollover target is a [concrete index] but one of [alias,data_stream] was expected', 'rollover target [two] does not point to a write index'],
    ] as const) {
      const s = sim(profile);
      s.call('indices.create', { index: 'x-1' }, { aliases: { two: {} } });
      s.call('indices.create', { index: 'x-2' }, { aliases: { two: {} } });
      const before = [...s.state.indices.keys()];
      expect(s.call('indices.rollover', { alias: 'nope' })).toMatchObject({ status: 400, error: { type: 'illegal_argument_exception', reason: missing } });
      expect(s.call('indices.rollover', { alias: 'x-1' })).toMatchObject({ status: 400, error: { reason: concrete } });
      expect(s.call('indices.rollover', { alias: 'two' })).toMatchObject({ status: 400, error: { reason: noWriter } });
      expect(s.call('indices.rollover', { alias: 'two', new_index: 'x-2' })).toMatchObject({ status: 400 });
      expect([...s.state.indices.keys()]).toEqual(before);
    }
  });

  it('a new index that exists: the profile exception type; bad conditions are parse errors', () => {
    for (const [profile, type] of [['es5', 'index_already_exists_exception'], ['es8', 'resource_already_exists_exception']] as const) {
      const s = sim(profile);
      s.call('indices.create', { index: 'r-1' }, { aliases: { r: {} } });
      s.call('indices.create', { index: 'r-000002' });
      expect(s.call('indices.rollover', { alias: 'r' })).toMatchObject({ status: 400, error: { type } });
      expect(s.aliases('r-1')).toEqual({ r: {} });
    }
    const s = sim();
    s.call('indices.create', { index: 'r-1' }, { aliases: { r: {} } });
    expect(s.call('indices.rollover', { alias: 'r' }, { conditions: { max_foo: 1 } })).toMatchObject({
      status: 400,
      error: { type: 'x_content_parse_exception', reason: '[1:16] [rollover] failed to parse field [conditions]' },
    });
    expect(s.call('indices.rollover', { alias: 'r' }, { conditions: { max_size: '5' } })).toMatchObject({ status: 400, error: { type: 'x_content_parse_exception' } });
    expect(s.call('indices.rollover', { alias: 'r' }, { nope: 1 })).toMatchObject({ status: 400, error: { reason: '[1:2] [rollover] unknown field [nope]' } });
    expect(s.state.indices.size).toBe(1);
  });

  it('the body configures the new index; templates apply as on any create', () => {
    const s = sim();
    s.call('indices.put_index_template', { name: 't' }, { index_patterns: ['tpl-*'], template: { settings: { number_of_replicas: 0 } } });
    s.call('indices.create', { index: 'tpl-000001' }, { aliases: { tpl: {} } });
    const r = s.call('indices.rollover', { alias: 'tpl' }, { settings: { number_of_shards: 2 }, mappings: { properties: { f: { type: 'keyword' } } }, aliases: { extra: {} } });
    expect(r).toMatchObject({ rolled_over: true });
    const idx = s.state.indices.get('tpl-000002')!;
    expect(idx.settings['index.number_of_shards']).toBe('2');
    expect(idx.settings['index.number_of_replicas']).toBe('0');
    expect(s.aliases('tpl-000002')).toEqual({ extra: {}, tpl: {} });
  });
});

describe('rollover on the wire', () => {
  it('is a write for the journal and the access check', async () => {
    const { mutatingApi } = await import('../../server/mutating.ts');
    const { getProfile } = await import('../../profiles.ts');
    expect(mutatingApi(getProfile('es8'), 'POST', '/logs/_rollover')?.api).toBe('indices.rollover');
    expect(mutatingApi(getProfile('es5'), 'POST', '/logs/_rollover/logs-2')?.parts).toEqual({ alias: 'logs', new_index: 'logs-2' });
  });
});
