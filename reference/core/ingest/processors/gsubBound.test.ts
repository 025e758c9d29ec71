/**
 * gsub over a catastrophic pattern: GsubProcessor runs java.util.regex's replaceAll with no bound, so a
 * real node's write thread keeps running; the simulator stops the match at its step budget and fails the
 * document with its own error naming the pattern (a documented departure, errors/regex.ts).
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../../testkit.ts';

const LINE = `${'a'.repeat(40)}!`;
const gsub = { gsub: { field: 'm', pattern: '(a|aa)+$', replacement: '' } };

describe('gsub under a step budget', () => {
  it('_simulate: the document fails with the refusal, the next one is processed', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const r = call(sim, 'POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [gsub] }, docs: [{ _source: { m: LINE } }, { _source: { m: 'xaaa' } }] });
    expect(r.body.docs[0].error).toMatchObject({ type: 'illegal_argument_exception' });
    expect(r.body.docs[0].error.reason).toMatch(/^the regular expression \[\(a\|aa\)\+\$\] was stopped after \[\d+\] backtracking steps on an input of \[41\] characters/);
    expect(r.body.docs[1].doc._source).toEqual({ m: 'x' });
  });

  it('indexing through the pipeline: 400, nothing written', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/_ingest/pipeline/clean', { processors: [gsub] });
    call(sim, 'PUT', '/notes', {});
    const before = stateDump(sim);
    const r = call(sim, 'PUT', '/notes/_doc/1?pipeline=clean', { m: LINE });
    expect(r.status).toBe(400);
    expect(stateDump(sim)).toBe(before);
  });
});
