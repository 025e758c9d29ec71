/**
 * A by-query job's script runs over a batch in several steps when its work is long (runJob.ts `runBatch`: at
 * most SLICE_WORK of script work a call), and the job ends as when each batch is scripted at once: the same
 * documents written, the same counts, and a script's failure still sends none of its batch (ES builds the
 * whole bulk before sending it, AbstractAsyncBulkByScrollAction.prepareBulkRequest).
 */
import { describe, expect, it } from 'vitest';
import { testSimulator, call } from '../../testkit.ts';
import { SLICE_WORK, workDone } from '../search/resumable/steps.ts';
import type { Simulator } from '../../simulator.ts';

const LOOP = 'long s = 0; for (int i = 0; i < 300; i++) { s += i }';

function seeded(jobs: 'driver' | 'per-request'): Simulator {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0', jobs });
  call(sim, 'PUT', '/u', { settings: { number_of_shards: 2 } });
  const lines: unknown[] = [];
  for (let i = 0; i < 400; i++) lines.push({ index: { _id: String(i) } }, { n: i });
  expect(call(sim, 'POST', '/u/_bulk?refresh=true', lines).body.errors).toBe(false);
  return sim;
}

function sources(sim: Simulator): unknown {
  return call(sim, 'POST', '/u/_search', { size: 1000, sort: [{ n: 'asc' }] }).body.hits.hits.map((h: { _id: string; _source: unknown; _version: unknown }) => [h._id, h._source]);
}

/** The job run a step at a time as the server's pump does (128 documents a call), and the most script work a step did. */
function stepped(sim: Simulator, body: unknown): { task: Record<string, unknown>; steps: number; maxWork: number } {
  const started = call(sim, 'POST', '/u/_update_by_query?wait_for_completion=false&conflicts=proceed&scroll_size=150', body);
  expect(started.status).toBe(200);
  let steps = 0;
  let maxWork = 0;
  for (;;) {
    const before = workDone();
    const r = sim.stepJobs({ maxDocs: 128 });
    maxWork = Math.max(maxWork, workDone() - before);
    steps++;
    if (r.running === 0) break;
  }
  return { task: call(sim, 'GET', `/_tasks/${started.body.task}`).body, steps, maxWork };
}

const COUNTS = ['total', 'updated', 'noops', 'batches', 'version_conflicts', 'failures'];

describe('update_by_query scripts in steps', () => {
  it('writes what the whole run writes, with the same counts, no step doing much more than SLICE_WORK', () => {
    const body = { script: { source: `${LOOP} if (ctx._source.n % 5 == 0) { ctx.op = 'noop' } else { ctx._source.m = s + ctx._source.n }` } };
    const whole = seeded('per-request');
    const answer = call(whole, 'POST', '/u/_update_by_query?conflicts=proceed&scroll_size=150', body).body;
    const split = seeded('driver');
    const run = stepped(split, body);
    const response = run.task.response as Record<string, unknown>;
    for (const k of COUNTS) expect(response[k], k).toEqual(answer[k]);
    expect(sources(split)).toEqual(sources(whole));
    // 400 documents × ~300 iterations, 150 a batch: the scripts of one batch alone are 45,000 of work.
    expect(run.maxWork).toBeLessThan(2 * SLICE_WORK);
    expect(run.steps).toBeGreaterThan(400 * 300 / SLICE_WORK);
  });

  it("a script's failure ends the job with the same error, and its batch writes nothing", () => {
    const body = { script: { source: `${LOOP} if (ctx._source.n == 200) { throw new IllegalStateException('stop at 200') } ctx._source.m = s` } };
    const whole = seeded('per-request');
    const answer = call(whole, 'POST', '/u/_update_by_query?conflicts=proceed&scroll_size=150', body);
    expect(answer.status).toBe(400);
    const split = seeded('driver');
    const run = stepped(split, body);
    // A stored task keeps the cause (causeJson), the waiting caller gets it with its root_cause.
    const { root_cause: _roots, ...cause } = answer.body.error;
    expect(run.task.error).toEqual(cause);
    expect(sources(split)).toEqual(sources(whole));
    // The first batch (150 documents) was written; the second, holding n = 200, was not.
    const written = (sources(split) as [string, { m?: number }][]).filter(([, s]) => s.m !== undefined).length;
    expect(written).toBe(150);
  });
});

/** Stop 51: one document whose script alone runs long (a single long script per document). */
describe('one long script per document, in steps', () => {
  const LONG = 'long s = 0; for (int i = 0; i < 60000; i++) { s += i % 7; s = s * 3 % 1000003 }';
  const one = (jobs: 'driver' | 'per-request'): Simulator => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', jobs });
    call(sim, 'PUT', '/o/_doc/1?refresh=true', { n: 1 });
    call(sim, 'PUT', '/o/_doc/2?refresh=true', { n: 2 });
    return sim;
  };
  const stepsOf = (sim: Simulator, path: string, body: unknown): { task: Record<string, unknown>; steps: number } => {
    const started = call(sim, 'POST', `${path}?wait_for_completion=false`, body);
    expect(started.status).toBe(200);
    let steps = 0;
    while (sim.stepJobs({ maxDocs: 128 }).running > 0) steps++;
    return { task: call(sim, 'GET', `/_tasks/${started.body.task}`).body, steps: steps + 1 };
  };
  const cases: [string, string, unknown, string][] = [
    ['update_by_query', '/o/_update_by_query', { script: { source: `${LONG} ctx._source.s = s + ctx._source.n` } }, '/o/_search'],
    ['reindex', '/_reindex', { source: { index: 'o' }, dest: { index: 'copy' }, script: { source: `${LONG} ctx._source.s = s; if (ctx._source.n == 2) { ctx.op = 'noop' }` } }, '/copy/_search'],
    ['a failing update_by_query', '/o/_update_by_query', { script: { source: `${LONG} ctx._source.s = s / 0` } }, '/o/_search'],
  ];
  for (const [name, path, body, read] of cases) {
    it(`${name}: yields inside the document's script (a whole run per document fails here), and ends as the whole run`, () => {
      const whole = one('per-request');
      const answer = call(whole, 'POST', path, body).body;
      const split = one('driver');
      const run = stepsOf(split, path, body);
      if (answer.error) {
        const { root_cause: _roots, ...cause } = answer.error;
        expect(run.task.error).toEqual(cause);
      } else {
        const response = run.task.response as Record<string, unknown>;
        for (const k of [...COUNTS, 'deleted']) expect(response[k], k).toEqual(answer[k]);
      }
      const docs = (sim: Simulator) => call(sim, 'POST', read, { sort: [{ n: 'asc' }] }).text.replace(/"took":\d+/, '');
      expect(docs(split)).toBe(docs(whole));
      // Two documents of 60,000 iterations each, a step ending after about SLICE_WORK of them (a run under way notes
      // its work when it ends, so the steps are counted rather than their work).
      expect(run.steps).toBeGreaterThan(60000 / SLICE_WORK);
    });
  }
});
