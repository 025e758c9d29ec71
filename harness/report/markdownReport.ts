/** report.md: the report as Markdown. */
import { searchDifferences, searchMarkdown } from './searchSection.ts';
import { errorGroups, evidenceOf, matrix, outcomeText, reportMessage, reportStatus, requestText, summarise, valueText, verdictOf, type RunReport } from './runReport.ts';

const fence = (s: string): string => `\`\`\`\n${s.replace(/```/g, '``\u200b`')}\n\`\`\``;
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Render report.md: verdict, area matrix, failures with evidence, skipped cases with reasons. */
export function renderMarkdown(r: RunReport): string {
  const s = summarise(r.cases);
  const out: string[] = [];
  out.push(`# Conformance report: ${r.target.name}`, '');
  out.push(`- Verdict: **${verdictOf(s).verdict}**`);
  out.push(`- Target: ${r.target.kind} \`${r.target.name}\`, profile \`${r.target.profile}\`${r.target.version ? `, version ${r.target.version}` : ''}${r.target.prefix ? `, prefix \`${r.target.prefix}\`` : ''}`);
  if (r.target.reference) out.push(`- Reference: the live cluster \`${r.target.reference.name}\` (${r.target.reference.distribution} ${r.target.reference.version}), instead of the built-in reference`);
  out.push(`- Command: \`${r.command}\`, started ${r.startedAt}, ${(r.durationMs / 1000).toFixed(1)} s`);
  out.push(`- Cases: ${s.total} — ${s.passed} passed, ${s.failed} failed, ${s.errors} could not run (error), ${s.skipped} skipped`, '');
  out.push('| area | passed | failed | error | skipped |', '|---|---:|---:|---:|---:|');
  for (const m of matrix(r.cases)) out.push(`| ${m.area} | ${m.passed} | ${m.failed} | ${m.error} | ${m.skipped} |`);
  const failed = r.cases.filter((c) => reportStatus(c) === 'failed');
  if (failed.length) {
    out.push('', '## Failures');
    for (const c of failed) {
      const ev = evidenceOf(c);
      out.push('', `### ${c.area}: ${c.name}`, '', `\`${c.file}:${c.line}\` — ${reportMessage(c)}`);
      if (ev.request) out.push('', 'Request:', fence(requestText(ev.request)));
      if (ev.expected !== undefined) out.push('', 'Expected:', fence(valueText(ev.expected)));
      if (ev.outcome) out.push('', 'Actual response:', fence(outcomeText(ev.outcome)));
      if (ev.referenceOutcome) out.push('', 'Reference response:', fence(outcomeText(ev.referenceOutcome)));
      if (ev.diff) out.push('', 'Diff:', fence(ev.diff));
    }
  }
  out.push(...searchMarkdown(searchDifferences(r.cases)));
  const groups = errorGroups(r.cases);
  if (groups.length) {
    out.push('', '## Errors: cases the harness could not run', '', 'Not the target\'s fault as far as the harness can tell: fix the cause and run again.');
    for (const g of groups) {
      out.push('', `### ${g.cases.length} case${g.cases.length === 1 ? '' : 's'}: ${cell(g.cause)}`, '');
      for (const c of g.cases.slice(0, 20)) out.push(`- \`${c.file}:${c.line}\` ${cell(c.name)}`);
      if (g.cases.length > 20) out.push(`- … and ${g.cases.length - 20} more`);
    }
  }
  const skipped = r.cases.filter((c) => reportStatus(c) === 'skipped');
  if (skipped.length) {
    out.push('', '## Skipped', '', '| area | case | reason |', '|---|---|---|');
    for (const c of skipped) out.push(`| ${c.area} | ${cell(`${c.file} — ${c.name}`)} | ${cell(c.message)} |`);
  }
  if (r.notes.length) out.push('', '## Notes', '', ...r.notes.map((n) => `- ${n}`));
  return `${out.join('\n')}\n`;
}
