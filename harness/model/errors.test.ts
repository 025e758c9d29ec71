/** The harness's error catalogue: stable, distinct codes on every error it raises and every outcome it makes up. */
import { describe, expect, it } from 'vitest';
import { HARNESS_CODES, HarnessError, transportCode } from './errors.ts';
import { RegexTranslationError } from '../scenarios/regex.ts';
import { StashError } from '../scenarios/stash.ts';
import { TooManyIdsError } from '../reindex/tooManyIdsError.ts';
import { ReindexRequestError } from '../reindex/client.ts';
import { inProcessTarget } from '../targets/inProcessTarget.ts';
import { stoppableTarget } from '../targets/stoppableTarget.ts';
import { infoText } from './outcome.ts';

describe('harness error codes', () => {
  it('are distinct and namespaced, so they never collide with a transport\'s', () => {
    const codes = Object.values(HARNESS_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^HARNESS_[A-Z_]+$/);
  });

  it('every thrown harness error carries its code and keeps its own name', () => {
    const cases: Array<[HarnessError, string, string]> = [
      [new RegexTranslationError('x'), HARNESS_CODES.regexTranslation, 'RegexTranslationError'],
      [new StashError('x'), HARNESS_CODES.stash, 'StashError'],
      [new TooManyIdsError('book', 10), HARNESS_CODES.tooManyIds, 'TooManyIdsError'],
      [new ReindexRequestError('GET', '/', 500, 'boom'), HARNESS_CODES.reindexRequest, 'ReindexRequestError'],
    ];
    for (const [e, code, name] of cases) {
      expect(e).toBeInstanceOf(HarnessError);
      expect([e.code, e.name]).toEqual([code, name]);
      expect(e.message).not.toContain(code);
    }
  });

  it('a transport error keeps its own code; one without gets the harness\'s', () => {
    expect(transportCode(Object.assign(new Error('socket hang up'), { code: 'UND_ERR_SOCKET' }))).toBe('UND_ERR_SOCKET');
    expect(transportCode(new Error('?'))).toBe(HARNESS_CODES.transport);
    expect(transportCode('not an error')).toBe(HARNESS_CODES.transport);
    expect(transportCode(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(HARNESS_CODES.timeout);
  });

  it('the outcomes the harness makes up name their code', async () => {
    const throwing = inProcessTarget({ handle: () => { throw new Error('bug'); }, reset: () => undefined } as never);
    const o = await throwing.send({ method: 'GET', path: '/' });
    expect(o).toMatchObject({ kind: 'info', code: HARNESS_CODES.simulatorThrew, reason: 'simulator threw: bug' });
    const stoppable = stoppableTarget(throwing);
    stoppable.stop();
    const stopped = await stoppable.send({ method: 'GET', path: '/' });
    expect(stopped).toMatchObject({ kind: 'info', code: HARNESS_CODES.interrupted });
    expect(stopped.kind === 'info' && infoText(stopped)).toBe('HARNESS_INTERRUPTED: interrupted: the run was stopped, request not sent');
  });
});
