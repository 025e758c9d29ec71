/**
 * Shrunk counterexamples as files: each failed property's replayable YAML scenario is written beside the
 * report (`counterexamples/<property>.yml`), so "run this file" has a file to run, and the report names it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseResult } from '../model/caseResult.ts';
import { scenarioOf } from '../properties/propertyCase.ts';

/** Where a case's counterexample goes, relative to the report folder: its id made a file name. */
export function counterexampleName(c: CaseResult): string {
  return `counterexamples/${c.id.replace(/[^A-Za-z0-9._-]+/g, '_')}.yml`;
}

/**
 * Write the counterexamples of `cases` under `dir`; returns the cases with each written file named in its
 * message, and the files written (absolute paths).
 */
export function writeCounterexamples(dir: string, cases: readonly CaseResult[]): { cases: CaseResult[]; files: string[] } {
  const files: string[] = [];
  const out = cases.map((c) => {
    const yaml = c.status === 'failed' ? scenarioOf(c) : undefined;
    if (yaml === undefined) return c;
    const name = counterexampleName(c);
    const path = join(dir, name);
    mkdirSync(join(dir, 'counterexamples'), { recursive: true });
    writeFileSync(path, yaml);
    files.push(path);
    return { ...c, message: `${c.message} · counterexample: ${name}` };
  });
  return { cases: out, files };
}
