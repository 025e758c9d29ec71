import { mkdirSync, writeFileSync } from 'node:fs';
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
