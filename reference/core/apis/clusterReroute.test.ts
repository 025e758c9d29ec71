/**
 * Tests of `POST /_cluster/reroute` (clusterReroute.ts): RestClusterRerouteAction's parameters and body,
 * ClusterRerouteResponse's state per version (elastic/elasticsearch#90399 deprecated it in 8.6, #114231 dropped it
 * in 9.0), and `retry_failed` starting primaries that failed to start (the official synonyms/110_synonyms_invalid.yml
 * "Load index with non existent synonyms set and lenient set to false").
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles/names.ts';
import { REROUTE_STATE_FIELD } from '../deprecations.ts';

/** An index whose strict synonym filter names set `missing_set`, which does not exist yet. */
function failedIndex(profile: ProfileName = 'elasticsearch@8.19.0') {
  const sim = testSimulator({ profile });
  const created = call(sim, 'PUT', '/books', {
    settings: {
      index: { number_of_shards: 1, number_of_replicas: 0 },
      analysis: {
        filter: { syn: { type: 'synonym', synonyms_set: 'missing_set', updateable: true, lenient: false } },
        analyzer: { a: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase', 'syn'] } },
      },
    },
    mappings: { properties: { title: { type: 'text', search_analyzer: 'a' } } },
  });
  expect(created.body.shards_acknowledged).toBe(false);
  return sim;
}

const health = (sim: ReturnType<typeof testSimulator>) => call(sim, 'GET', '/_cluster/health/books').body.status;

describe('cluster reroute', () => {
  it('8.6 - 8.x: the state without metadata, under the deprecation warning; none with metric=none', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/books');
    const r = call(sim, 'POST', '/_cluster/reroute', {});
    expect(r.status).toBe(200);
    expect(r.body.acknowledged).toBe(true);
    expect(Object.keys(r.body.state)).toEqual(expect.arrayContaining(['cluster_uuid', 'version', 'master_node', 'blocks', 'nodes', 'routing_table', 'routing_nodes']));
    expect(r.body.state.metadata).toBeUndefined();
    expect(r.body.state.routing_table.indices.books).toBeDefined();
    expect(r.headers.warning).toContain(REROUTE_STATE_FIELD);
    const none = call(sim, 'POST', '/_cluster/reroute?metric=none');
    expect(none.body).toEqual({ acknowledged: true });
    expect(none.headers.warning).toBeUndefined();
    // metric picks the state's parts as GET /_cluster/state/{metric} does.
    // ClusterState.toXContent: cluster_uuid first, no cluster_name (RestClusterStateAction's own field).
    expect(Object.keys(call(sim, 'POST', '/_cluster/reroute?metric=metadata').body.state)).toEqual(['cluster_uuid', 'metadata']);
  });

  it('prints the state without a warning before 8.6 and on OpenSearch, and no state from 9.0', () => {
    for (const p of ['elasticsearch@7.17.3', 'opensearch@2.19.0'] as const) {
      const r = call(testSimulator({ profile: p }), 'POST', '/_cluster/reroute');
      expect(r.body.state.routing_table, p).toBeDefined();
      expect(r.headers.warning, p).toBeUndefined();
      // Before #90399 `none` is no metric of ClusterState.Metric: ignored, so the state has its uuid only.
      expect(call(testSimulator({ profile: p }), 'POST', '/_cluster/reroute?metric=none').body, p).toEqual({ acknowledged: true, state: { cluster_uuid: expect.any(String) } });
    }
    const r9 = call(testSimulator({ profile: 'elasticsearch@9.1.0' }), 'POST', '/_cluster/reroute?explain=true');
    expect(r9.body).toEqual({ acknowledged: true, explanations: [] });
    expect(r9.headers.warning).toBeUndefined();
  });

  it('retry_failed starts a primary that failed to start once its synonyms set exists; a plain or dry run does not', () => {
    const sim = failedIndex();
    call(sim, 'PUT', '/_synonyms/missing_set', { synonyms_set: { synonyms: 'foo => bar, baz' } });
    expect(health(sim)).toBe('red');
    call(sim, 'POST', '/_cluster/reroute?metric=none');
    expect(health(sim)).toBe('red');
    call(sim, 'POST', '/_cluster/reroute?metric=none&retry_failed=true&dry_run=true');
    expect(health(sim)).toBe('red');
    call(sim, 'POST', '/_cluster/reroute?metric=none&retry_failed=true', { dry_run: true });
    expect(health(sim)).toBe('red');
    expect(call(sim, 'POST', '/_cluster/reroute?metric=none&retry_failed=true').status).toBe(200);
    expect(health(sim)).toBe('green');
    expect(call(sim, 'POST', '/books/_analyze', { analyzer: 'a', text: 'foo' }).body.tokens.map((t: { token: string }) => t.token)).toEqual(['bar', 'baz']);
  });

  it('a retry whose set is still missing leaves the shards failed', () => {
    const sim = failedIndex();
    call(sim, 'POST', '/_cluster/reroute?metric=none&retry_failed=true');
    expect(health(sim)).toBe('red');
  });

  it('refuses what ObjectParser "cluster_reroute" refuses, allocation commands as not simulated, and bad booleans, changing nothing', () => {
    const sim = failedIndex();
    call(sim, 'PUT', '/_synonyms/missing_set', { synonyms_set: { synonyms: 'foo => bar' } });
    const unknown = call(sim, 'POST', '/_cluster/reroute?retry_failed=true', { comands: [] });
    expect([unknown.status, unknown.body.error.type, unknown.body.error.reason]).toEqual([400, 'x_content_parse_exception', '[1:2] [cluster_reroute] unknown field [comands]']);
    const commands = call(sim, 'POST', '/_cluster/reroute?retry_failed=true', { commands: [{ move: { index: 'books', shard: 0, from_node: 'a', to_node: 'b' } }] });
    expect([commands.status, commands.body.error.type]).toEqual([400, 'illegal_argument_exception']);
    expect(commands.body.error.reason).toContain('not supported by this simulator');
    const dryRun = call(sim, 'POST', '/_cluster/reroute?retry_failed=true', { dry_run: 1 });
    expect(dryRun.body.error.reason).toBe('[1:12] [cluster_reroute] dry_run doesn\'t support values of type: VALUE_NUMBER');
    expect(call(sim, 'POST', '/_cluster/reroute?retry_failed=yes').status).toBe(400);
    expect(health(sim)).toBe('red');
    // An empty commands array is no command.
    expect(call(sim, 'POST', '/_cluster/reroute?retry_failed=true&metric=none', { commands: [] }).status).toBe(200);
    expect(health(sim)).toBe('green');
  });
});
