/**
 * The health report, feature states, REST usage and the small cluster information APIs of one node. Pinned
 * by ES's rest-api-spec health/10_stateful_smoke_test.yml (indicators and symptoms of a healthy node),
 * health/60_shards_capacity.yml and 70_data_stream_lifecycle.yml (`verbose: false` drops details; one feature
 * asked, one indicator answered), health/40_stateful_shards_availability.yml (an unavailable replica's
 * symptom and impact), cluster.remote_info/10_info.yml, cluster.pending_tasks/10_basic.yml, and the clients'
 * features/10_basic.yml (a reset answers SUCCESS per feature).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

const es8 = () => testSimulator({ profile: 'elasticsearch@8.19.0' as never });

describe('health report', () => {
  it('green on a node holding every shard; yellow with the impact of replicas no node can hold', () => {
    const sim = es8();
    const r = call(sim, 'GET', '/_health_report').body;
    expect(r.status).toBe('green');
    expect(Object.keys(r.indicators).sort()).toEqual(['data_stream_lifecycle', 'disk', 'file_settings', 'ilm', 'master_is_stable', 'repository_integrity', 'shards_availability', 'shards_capacity', 'slm']);
    expect(r.indicators.shards_availability.symptom).toBe('This cluster has all shards available.');
    call(sim, 'PUT', '/twice', { settings: { number_of_shards: 2, number_of_replicas: 1 } });
    const y = call(sim, 'GET', '/_health_report/shards_availability').body;
    expect(y.status).toBeUndefined();
    expect(y.indicators.shards_availability).toMatchObject({
      status: 'yellow', symptom: 'This cluster has 2 unavailable replica shards.', details: { unassigned_replicas: 2, started_primaries: 2 },
      impacts: [{ severity: 2, impact_areas: ['search'], description: 'Searches might be slower than usual. Fewer redundant copies of the data exist on 1 index [twice].' }],
    });
    expect(call(sim, 'GET', '/_health_report/disk?verbose=false').body.indicators.disk).toEqual({ status: 'green', symptom: 'The cluster has enough available disk space.' });
  });

  it('an unknown indicator is not found; before 8.7 there is no such API', () => {
    const r = call(es8(), 'GET', '/_health_report/nope');
    expect([r.status, r.body.error.type, r.body.error.reason]).toEqual([404, 'resource_not_found_exception', 'Did not find indicator nope']);
    expect(Object.keys(call(testSimulator({ profile: 'elasticsearch@8.7.0' as never }), 'GET', '/_health_report').body.indicators)).toHaveLength(6);
    expect(call(testSimulator({ profile: 'elasticsearch@8.6.0' as never }), 'GET', '/_health_report').status).toBe(400);
  });
});

describe('features, usage, pending tasks, remote info', () => {
  it('reset empties the stored task results and synonyms sets, reporting each feature', () => {
    const sim = es8();
    call(sim, 'PUT', '/_synonyms/colours', { synonyms_set: [{ synonyms: 'red, crimson' }] });
    expect(call(sim, 'GET', '/_features').body.features.map((f: { name: string }) => f.name)).toEqual(['async_search', 'synonyms', 'tasks']);
    expect(call(sim, 'POST', '/_features/_reset').body.features).toEqual([
      { feature_name: 'async_search', status: 'SUCCESS' }, { feature_name: 'synonyms', status: 'SUCCESS' }, { feature_name: 'tasks', status: 'SUCCESS' },
    ]);
    expect(call(sim, 'GET', '/_synonyms/colours').status).toBe(404);
  });

  it('nodes usage counts the requests each REST handler served', () => {
    const sim = es8();
    call(sim, 'PUT', '/u');
    call(sim, 'GET', '/u/_search');
    call(sim, 'GET', '/u/_search');
    const node = Object.values(call(sim, 'GET', '/_nodes/usage').body.nodes)[0] as { rest_actions: Record<string, number>; since: number; timestamp: number };
    expect(node.rest_actions).toMatchObject({ create_index_action: 1, search_action: 2, nodes_usage_action: 1 });
    expect(node.since).toBeLessThan(node.timestamp);
    expect(call(sim, 'GET', '/_nodes/usage/bogus').status).toBe(400);
  });

  it('no pending cluster task and no remote cluster', () => {
    const sim = es8();
    expect(call(sim, 'GET', '/_cluster/pending_tasks').body).toEqual({ tasks: [] });
    expect(call(sim, 'GET', '/_remote/info').body).toEqual({});
  });
});
