/**
 * The ILM API: policies stored and validated as LifecyclePolicy / TimeseriesLifecycleType do (x-pack ILM's
 * yamlRestTest ilm/10_basic.yml, 20_move_to_step.yml, 30_retry.yml, 40_explain_lifecycle.yml pin the texts),
 * the built-in policies of a fresh node, and the versions and distributions that have none.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { emptyState } from '../state.ts';
import { SnapshotReader, SnapshotSource } from '../../server/snapshot.ts';

const NOW = 1_700_000_000_000;
const policy = (phases: object) => ({ policy: { phases } });
const warmDelete = policy({ warm: { min_age: '10s', actions: { forcemerge: { max_num_segments: 10000 } } }, delete: { min_age: '30s', actions: { delete: {} } } });

describe('lifecycle policies', () => {
  it('creates version 1, bumps the version on a change only, and prints min_age as TimeValue.getStringRep', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', now: () => NOW });
    expect(call(s, 'PUT', '/_ilm/policy/p', warmDelete).body).toEqual({ acknowledged: true });
    call(s, 'PUT', '/_ilm/policy/p', warmDelete);
    const got = call(s, 'GET', '/_ilm/policy/p').body.p;
    expect([got.version, got.modified_date]).toEqual([1, '2023-11-14T22:13:20.000Z']);
    expect(got.policy.phases.warm).toEqual({ min_age: '10s', actions: { forcemerge: { max_num_segments: 10000 } } });
    call(s, 'PUT', '/_ilm/policy/p', policy({ hot: { actions: { rollover: { max_docs: 5 } } } }));
    expect(call(s, 'GET', '/_ilm/policy/p').body.p.version).toBe(2);
    expect(call(s, 'GET', '/_ilm/policy/p').body.p.policy.phases.hot.min_age).toBe('0ms');
  });

  it('refuses what TimeseriesLifecycleType refuses, with its wording, and stores nothing', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const reason = (b: object) => call(s, 'PUT', '/_ilm/policy/bad', b).body.error.reason;
    expect(reason(policy({ hot: { actions: { shrink: { number_of_shards: 1 } } } }))).toBe('the [shrink] action(s) may not be used in the [hot] phase without an accompanying [rollover] action');
    expect(reason(policy({ delete: { actions: { forcemerge: { max_num_segments: 1 } } } }))).toBe('invalid action [forcemerge] defined in phase [delete]');
    expect(reason(policy({ lukewarm: { actions: {} } }))).toBe('Timeseries lifecycle does not support phase [lukewarm]');
    expect(reason(policy({ warm: { min_age: '10s', actions: {} }, delete: { min_age: '5s', actions: { delete: {} } } }))).toBe(
      'Your policy is configured to run the delete phase (min_age: 5s) before the warm phase (min_age: 10s). You should change the phase timing so that the phases will execute in the order of hot, warm, then cold.',
    );
    expect(reason(policy({ frozen: { actions: {} } }))).toBe('policy specifies the [frozen] phase without a corresponding [searchable_snapshot] action, but a searchable snapshot action is required in the frozen phase');
    expect(call(s, 'PUT', '/_ilm/policy/_bad', warmDelete).body.error.reason).toBe("invalid policy name [_bad]: must not start with '_'");
    expect(call(s, 'GET', '/_ilm/policy/bad').status).toBe(404);
  });

  it('finds by wildcard or list, refuses a wildcard among names, and 404s a missing name', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    for (const n of ['a1', 'a2', 'b']) call(s, 'PUT', `/_ilm/policy/${n}`, warmDelete);
    expect(Object.keys(call(s, 'GET', '/_ilm/policy/a*').body)).toEqual(['a1', 'a2']);
    expect(Object.keys(call(s, 'GET', '/_ilm/policy/b,a1').body)).toEqual(['a1', 'b']);
    expect(call(s, 'GET', '/_ilm/policy/a*,b').body.error.reason).toMatch(/^wildcard only supports a single value/);
    expect(call(s, 'GET', '/_ilm/policy/b,zz').body.error).toMatchObject({ type: 'resource_not_found_exception', reason: 'Lifecycle policy not found: zz' });
  });

  it('lists who uses a policy and refuses to delete it while an index names it (10_basic "Undeletable Policy In Use")', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false });
    call(s, 'PUT', '/_ilm/policy/p', warmDelete);
    call(s, 'PUT', '/_index_template/t', { index_patterns: ['ds-*'], data_stream: {}, template: { settings: { 'index.lifecycle.name': 'p' } } });
    call(s, 'PUT', '/_data_stream/ds-one');
    call(s, 'PUT', '/plain', { settings: { 'index.lifecycle.name': 'p' } });
    const used = call(s, 'GET', '/_ilm/policy/p').body.p.in_use_by;
    expect(used.data_streams).toEqual(['ds-one']);
    expect(used.composable_templates).toEqual(['t']);
    expect(used.indices).toContain('plain');
    const refused = call(s, 'DELETE', '/_ilm/policy/p');
    expect([refused.status, refused.body.error.reason.startsWith('Cannot delete policy [p]. It is in use by one or more indices: [')]).toEqual([400, true]);
    expect(call(s, 'POST', '/plain/_ilm/remove').body).toEqual({ has_failures: false, failed_indexes: [] });
    expect(call(s, 'GET', '/plain/_ilm/explain').body.indices.plain).toEqual({ index: 'plain', managed: false });
  });

  it('explains a managed index as ILM\'s first run leaves it, and a missing policy as an error', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0', now: () => NOW });
    call(s, 'PUT', '/_ilm/policy/p', warmDelete);
    call(s, 'PUT', '/m', { settings: { 'index.lifecycle.name': 'p' } });
    call(s, 'PUT', '/x', { settings: { 'index.lifecycle.name': 'nope' } });
    const m = call(s, 'GET', '/m/_ilm/explain').body.indices.m;
    expect(m).toMatchObject({ managed: true, policy: 'p', phase: 'new', action: 'complete', step: 'complete', age: '0s', phase_execution: { policy: 'p', version: 1, modified_date_in_millis: NOW } });
    expect(call(s, 'GET', '/*/_ilm/explain?only_errors=true').body.indices).toEqual({
      x: { index: 'x', managed: true, policy: 'nope', index_creation_date_millis: NOW, time_since_index_creation: '0s', step_info: { type: 'illegal_argument_exception', reason: 'policy [nope] does not exist' }, skip: false },
    });
    expect(call(s, 'POST', '/m/_ilm/retry').body.error.reason).toBe('cannot retry an action for an index [m] that has not encountered an error when running a Lifecycle Policy');
    const moved = call(s, 'POST', '/_ilm/move/m', { current_step: { phase: 'new', action: 'complete', name: 'complete' }, next_step: { phase: 'warm', action: 'forcemerge', name: 'forcemerge' } });
    expect(moved.body).toEqual({ acknowledged: true });
    expect(call(s, 'GET', '/m/_ilm/explain').body.indices.m).toMatchObject({ phase: 'warm', action: 'forcemerge', step: 'forcemerge', phase_execution: { phase_definition: { min_age: '10s' } } });
  });

  it('stops and starts', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'POST', '/_ilm/stop');
    expect(call(s, 'GET', '/_ilm/status').body).toEqual({ operation_mode: 'STOPPED' });
    call(s, 'POST', '/_ilm/start');
    expect(call(s, 'GET', '/_ilm/status').body).toEqual({ operation_mode: 'RUNNING' });
  });

  it('installs the version\'s built-in policies unless stack templates are off, and keeps them in a snapshot', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const names = Object.keys(call(s, 'GET', '/_ilm/policy').body);
    expect(names).toEqual(expect.arrayContaining(['logs', 'logs@lifecycle', '7-days-default', '365-days@lifecycle', 'ilm-history-ilm-policy']));
    expect(call(s, 'GET', '/_ilm/policy/logs@lifecycle').body['logs@lifecycle'].in_use_by.composable_templates).toEqual(['logs']);
    expect(Object.keys(call(testSimulator({ profile: 'elasticsearch@8.19.0', stackTemplates: false }), 'GET', '/_ilm/policy').body)).toEqual(['ilm-history-ilm-policy']);
    expect(Object.keys(call(testSimulator({ profile: 'elasticsearch@7.17.0' }), 'GET', '/_ilm/policy').body).sort()).toEqual(['ilm-history-ilm-policy', 'logs', 'metrics', 'synthetics']);
    call(s, 'PUT', '/_ilm/policy/mine', warmDelete);
    const src = new SnapshotSource(s.state);
    const reader = new SnapshotReader(emptyState());
    for (let r = src.next(); r; r = src.next()) reader.add(r);
    expect(reader.state.ilm?.policies.get('mine')?.def).toEqual(s.state.ilm?.policies.get('mine')?.def);
  });

  it('is no API before 6.6 nor on OpenSearch', () => {
    expect(call(testSimulator({ profile: 'opensearch@2.19.0' }), 'GET', '/_ilm/status').body.error).toMatch(/^no handler found for uri \[\/_ilm\/status\]/);
    expect(call(testSimulator({ profile: 'elasticsearch@6.8.13' }), 'GET', '/_ilm/status').body).toEqual({ operation_mode: 'RUNNING' });
  });
});
