/** Writing every report format into one folder. */
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderHtml } from './htmlReport.ts';
import { renderJson } from './jsonReport.ts';
import { renderJunit } from './junitReport.ts';
import { renderMarkdown } from './markdownReport.ts';
import type { RunReport } from './runReport.ts';

/** Write report.json, junit.xml, report.md and report.html into `dir` (created if needed); returns the paths. */
export function writeReports(dir: string, r: RunReport): string[] {
  mkdirSync(dir, { recursive: true });
  const files: Array<[string, string]> = [
    ['report.json', renderJson(r)],
    ['junit.xml', renderJunit(r)],
    ['report.md', renderMarkdown(r)],
    ['report.html', renderHtml(r)],
  ];
  return files.map(([name, text]) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  });
}

/**
 * Whether reports can be written into `dir`, checked before a run starts (not found out after it): the folder
 * is created and a file written and removed there. Returns a one-line reason when it cannot. A folder made
 * only for the check is removed again (the run makes it when it writes).
 */
export function reportDirProblem(dir: string): string | undefined {
  let made: string | undefined;
  try {
    made = mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
    return undefined;
  } catch (e) {
    return `--report ${dir}: cannot write reports there (${(e as NodeJS.ErrnoException).code ?? (e as Error).message.split('\n')[0]})`;
  } finally {
    if (made !== undefined) rmSync(made, { recursive: true, force: true });
  }
}
