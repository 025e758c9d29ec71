/**
 * Node operations on the one simulated node: hot threads (RestNodesHotThreadsAction: `::: ` and the
 * DiscoveryNode line, then HotThreads' header indented by Strings.spaceify), secure settings reload and the
 * repositories metering API (x-pack, ES ≥ 7.10), as clients 9.4 tests/nodes/10_basic.yml calls them.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

describe('node operations', () => {
  it('hot threads: text with the node line and the report header, no thread hot', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'GET', '/_nodes/hot_threads?threads=5&ignore_idle_threads=false&interval=1s');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    const lines = r.text.split('\n');
    expect(lines[0]).toMatch(/^::: \{simulator\}\{[^}]+\}\{[^}]+\}\{127\.0\.0\.1\}\{127\.0\.0\.1:9300\}\{[a-z]+\}\{xpack\.installed=true\}$/);
    expect(lines[1]).toMatch(/^ {3}Hot threads at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z, interval=1s, busiestThreads=5, ignoreIdleThreads=false:$/);
    expect(lines.slice(2)).toEqual(['', '']);
    // A node selector that takes no node: an empty body.
    expect(call(sim, 'GET', '/_nodes/nobody/hot_threads').text).toBe('');
    expect(call(sim, 'GET', '/_nodes/hot_threads?type=disk').body.error.reason).toBe('type not supported [disk]');
    expect(call(sim, 'GET', '/_nodes/hot_threads?threads=many').body.error.reason).toBe('Failed to parse int parameter [threads] with value [many]');
  });

  it('reload_secure_settings answers each node by name; repositories metering lists no repository', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const reload = call(sim, 'POST', '/_nodes/reload_secure_settings', {});
    expect(reload.body._nodes).toEqual({ total: 1, successful: 1, failed: 0 });
    expect(Object.values(reload.body.nodes)).toEqual([{ name: 'simulator' }]);
    const id = call(sim, 'GET', '/_cat/nodes?format=json&full_id=true&h=id').body[0].id;
    expect(call(sim, 'GET', `/_nodes/${id}/_repositories_metering`).body.nodes).toEqual({ [id]: [] });
    expect(call(sim, 'DELETE', `/_nodes/${id}/_repositories_metering/1`).body.nodes).toEqual({ [id]: [] });
    expect(call(sim, 'DELETE', `/_nodes/${id}/_repositories_metering/one`).status).toBe(400);
  });

  it('the repositories metering API is the default distribution\'s, from 7.10', () => {
    expect(call(testSimulator({ profile: 'elasticsearch@7.9.3' }), 'DELETE', '/_nodes/_all/_repositories_metering/1').status).toBe(400);
    expect(call(testSimulator({ profile: 'opensearch@2.19.0' }), 'DELETE', '/_nodes/_all/_repositories_metering/1').status).toBe(400);
    expect(call(testSimulator({ profile: 'elasticsearch@7.10.2' }), 'DELETE', '/_nodes/_all/_repositories_metering/1').status).toBe(200);
  });
});
