/** Tests of GET /_tasks. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName = 'es8') {
  const sim = testSimulator({ profile });
  return (p: string, headers: Record<string, string> = {}) => call(sim, 'GET', p, undefined, headers);
}

describe('GET /_tasks', () => {
  it('by node: the node as _nodes names it, holding the list task and its node-level child', () => {
    const c = setup();
    const node = Object.keys(c('/_nodes').body.nodes)[0];
    const r = c('/_tasks', { 'x-opaque-id': 'me' }).body;
    expect(Object.keys(r.nodes)).toEqual([node]);
    const tasks = r.nodes[node].tasks;
    const [p, ch] = Object.keys(tasks);
    expect(tasks[p]).toMatchObject({ node, type: 'transport', action: 'cluster:monitor/tasks/lists', cancellable: false, headers: { 'X-Opaque-Id': 'me' } });
    expect(tasks[ch]).toMatchObject({ node, type: 'direct', action: 'cluster:monitor/tasks/lists[n]', parent_task_id: p });
    expect(p).toBe(`${node}:${tasks[p].id}`);
    expect('description' in tasks[p]).toBe(false);
    expect(r.nodes[node]).toMatchObject({ name: 'simulator', host: '127.0.0.1', ip: '127.0.0.1:9300' });
  });
  it('filters: actions, parent_task_id, nodes; nothing matching is an empty node map', () => {
    const c = setup();
    expect(c('/_tasks?actions=*reindex').body).toEqual({ nodes: {} });
    expect(c('/_tasks?nodes=elsewhere').body).toEqual({ nodes: {} });
    const only = c('/_tasks?actions=*lists&detailed=true').body;
    const tasks = Object.values(only.nodes[Object.keys(only.nodes)[0]].tasks) as Array<Record<string, unknown>>;
    expect(tasks.map((t) => [t.action, t.description])).toEqual([['cluster:monitor/tasks/lists', '']]);
    const none = c('/_tasks?parent_task_id=x:1&group_by=none').body;
    expect(none).toEqual({ tasks: [] });
  });
  it('group_by parents nests the child; none is a flat list; ES 5 knows no none', () => {
    const c = setup();
    const parents = c('/_tasks?group_by=parents').body.tasks;
    const [root] = Object.values(parents) as Array<{ action: string; children: Array<{ action: string }> }>;
    expect(Object.keys(parents)).toHaveLength(1);
    expect([root.action, root.children.map((ch) => ch.action)]).toEqual(['cluster:monitor/tasks/lists', ['cluster:monitor/tasks/lists[n]']]);
    expect(c('/_tasks?group_by=none').body.tasks).toHaveLength(2);
    expect(c('/_tasks?group_by=flat').body.error.reason).toBe('[group_by] must be one of [nodes], [parents] or [none] but was [flat]');
    expect(setup('es5')('/_tasks?group_by=none').body.error.reason).toBe('[group_by] must be one of [nodes] or [parents] but was [none]');
  });
  it('task numbers count on across lists and jobs', () => {
    const sim = testSimulator({ profile: 'es8' });
    call(sim, 'PUT', '/a/_doc/1', { n: 1 });
    const first = call(sim, 'GET', '/_tasks?group_by=none').body.tasks.map((t: { id: number }) => t.id);
    const job = call(sim, 'POST', '/_reindex?wait_for_completion=false', { source: { index: 'a' }, dest: { index: 'b' } }).body.task;
    const second = call(sim, 'GET', '/_tasks?group_by=none').body.tasks.map((t: { id: number }) => t.id);
    expect(Number(job.split(':')[1])).toBeGreaterThan(Math.max(...first));
    expect(Math.min(...second)).toBeGreaterThan(Number(job.split(':')[1]));
  });
});
