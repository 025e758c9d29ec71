/** Tests of POST /[{index}/]_forcemerge. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/a', { settings: { number_of_shards: 2 } });
  call(sim, 'PUT', '/b');
  call(sim, 'PUT', '/c');
  call(sim, 'POST', '/c/_close');
  return (m: string, p: string, b?: unknown) => call(sim, m, p, b);
}

describe('POST /[{index}/]_forcemerge', () => {
  it('answers the shards reached (copies counted, replicas unassigned on one node), open indices only', () => {
    const c = setup('es8');
    expect(c('POST', '/a/_forcemerge?max_num_segments=1').body).toEqual({ _shards: { total: 4, successful: 2, failed: 0 } });
    expect(c('POST', '/_forcemerge?only_expunge_deletes=true').body).toEqual({ _shards: { total: 6, successful: 3, failed: 0 } });
    expect(c('POST', '/a,b/_forcemerge?flush=false').body._shards.successful).toBe(3);
  });
  it('a missing index is 404 as the version words it; a closed one named is index_closed_exception', () => {
    const os = setup('opensearch2');
    const ot = os('POST', '/a,b/_forcemerge?wait_for_completion=false').body.task;
    expect(os('GET', `/_tasks/${ot}`).body.task.description).toBe('Force-merge indices [a, b], maxSegments[-1], onlyExpungeDeletes[false], flush[true], primaryOnly[false]');
    expect(setup('es6')('POST', '/zz/_forcemerge').body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index' });
    expect(setup('es8')('POST', '/zz/_forcemerge').body.error).toMatchObject({ type: 'index_not_found_exception', reason: 'no such index [zz]' });
    const closed = setup('es8')('POST', '/c/_forcemerge');
    expect([closed.status, closed.body.error.type]).toEqual([400, 'index_closed_exception']);
    expect(setup('es8')('POST', '/zz/_forcemerge?ignore_unavailable=true').body._shards.total).toBe(0);
  });
  it('wait_for_completion=false (ES ≥ 8.1, OpenSearch ≥ 2.7): a task id whose stored result is the answer; before, a parameter the version does not know', () => {
    const c = setup('es8');
    const t = c('POST', '/a/_forcemerge?wait_for_completion=false&max_num_segments=1');
    expect(Object.keys(t.body)).toEqual(['task']);
    const got = c('GET', `/_tasks/${t.body.task}`).body;
    expect(got.completed).toBe(true);
    expect(got.task).toMatchObject({ action: 'indices:admin/forcemerge', description: 'Force-merge indices [a], maxSegments[1], onlyExpungeDeletes[false], flush[true]' });
    expect('status' in got.task).toBe(false);
    expect(got.response).toEqual({ _shards: { total: 4, successful: 2, failed: 0 } });
    const os = setup('opensearch2');
    const ot = os('POST', '/a,b/_forcemerge?wait_for_completion=false').body.task;
    expect(os('GET', `/_tasks/${ot}`).body.task.description).toBe('Force-merge indices [a, b], maxSegments[-1], onlyExpungeDeletes[false], flush[true], primaryOnly[false]');
    // ES 6/7 document no wait_for_completion on force merge (its 6.8 and 7.17 REST API specs): refused.
    expect(setup('es6')('POST', '/a/_forcemerge?wait_for_completion=false').body.error.reason).toBe('request [/a/_forcemerge] contains unrecognized parameter: [wait_for_completion]');
  });
});
