/** The environment skip: skips outside CI, fails under CI=true, keeps an exempt skip. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs a one-file vitest suite with CI set or unset; the JSON report's test states. */
function run(body: string, ci: boolean): Array<{ title: string; status: string }> {
  const dir = mkdtempSync(join(ROOT, 'harness/testing/.envskip-'));
  const file = join(dir, 'probe.test.ts');
  writeFileSync(file, `import { describe, it } from 'vitest';\nimport { skipWithout } from '../environmentSkip.ts';\n${body}\n`);
  const env = { ...process.env, CI: ci ? 'true' : '' };
  let out = '';
  try {
    out = execFileSync('npx', ['vitest', 'run', file, '--reporter=json'], { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? '';
  } finally {
    execFileSync('rm', ['-rf', dir]);
  }
  const json = JSON.parse(out.slice(out.indexOf('{'))) as { testResults: Array<{ assertionResults: Array<{ title: string; status: string }> }> };
  return json.testResults.flatMap((r) => r.assertionResults.map((a) => ({ title: a.title, status: a.status })));
}

const PROBE = "describe.skipIf(skipWithout('the frobnicator (apt-get install frob)'))('needs frob', () => { it('uses frob', () => { throw new Error('no frob'); }); });";

describe('skipWithout', () => {
  it('skips outside CI, and fails under CI=true naming what is missing', () => {
    expect(run(PROBE, false)).toEqual([{ title: 'uses frob', status: 'skipped' }]);
    const ci = run(PROBE, true);
    expect(ci).toContainEqual({ title: 'CI provides what these tests need: the frobnicator (apt-get install frob)', status: 'failed' });
    expect(ci).toContainEqual({ title: 'uses frob', status: 'failed' });
  }, 120_000);

  it('keeps a skip CI cannot avoid, when it says why', () => {
    const exempt = "describe.skipIf(skipWithout('a live cluster', { ciExempt: 'CI has no cluster' }))('x', () => { it('y', () => undefined); });";
    expect(run(exempt, true)).toEqual([{ title: 'y', status: 'skipped' }]);
  }, 120_000);
});
