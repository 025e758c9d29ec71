/**
 * Painless's loop counter: 1,000,000 per script (CompilerSettings.maxLoopCounter), counted down before each
 * iteration's body and a PainlessError ("The maximum number of statements that can be executed in a loop
 * has been reached.") once it is no longer > 0 (MethodWriter.writeLoopCounter: iinc, iload, ifICmp GT).
 * From 7.10 each iteration counts one (the IR phase's writeLoopCounter(slot)), before it the body's
 * statement count; from 7.13 a for-each loop is not counted (elastic/elasticsearch#71584, #71602).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';
import type { ProfileName } from '../../../profiles.ts';

function update(profile: ProfileName, source: string) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/p/_doc/1?refresh=true', { n: 0 });
  return call(sim, 'POST', '/p/_update/1', { script: { source } });
}

const LOOP_ERROR = 'The maximum number of statements that can be executed in a loop has been reached.';

describe('the loop counter', () => {
  it('8.19: an infinite loop stops with script_exception caused by painless_error', () => {
    const r = update('elasticsearch@8.19.0', 'int n = 0; while (true) { n++ }');
    expect(r.status).toBe(400);
    expect(r.body.error.caused_by.type).toBe('script_exception');
    expect(r.body.error.caused_by.caused_by).toEqual({ type: 'painless_error', reason: LOOP_ERROR });
  });

  it('8.19: 999,999 iterations run, the millionth throws, whatever the body holds', () => {
    expect(update('elasticsearch@8.19.0', 'int x = 0; for (int i = 0; i < 999999; i++) { x++; x++; } ctx._source.n = x').status).toBe(200);
    expect(update('elasticsearch@8.19.0', 'for (int i = 0; i < 1000000; i++) {}').body.error.caused_by.caused_by.type).toBe('painless_error');
  });

  it('7.9: each iteration counts its statements (two statements: half a million iterations)', () => {
    expect(update('elasticsearch@7.9.0', 'int x = 0; for (int i = 0; i < 499999; i++) { x++; x++; } ctx._source.n = x').status).toBe(200);
    expect(update('elasticsearch@7.9.0', 'int x = 0; for (int i = 0; i < 500000; i++) { x++; x++; }').body.error.caused_by.caused_by.type).toBe('painless_error');
  });

  it('a for-each loop is counted before 7.13, not from it', () => {
    const src = 'def l = new ArrayList(); for (int i = 0; i < 600000; i++) { l.add(i); } int s = 0; for (def v : l) { s++; } ctx._source.n = s';
    expect(update('elasticsearch@8.19.0', src).status).toBe(200);
    expect(update('elasticsearch@7.10.0', src).body.error.caused_by.caused_by.type).toBe('painless_error');
  });
});
