/** junit.xml: failures and errors as CI reads them. */
import { evidenceOf, outcomeText, reportMessage, reportStatus, requestText, valueText, type RunReport } from './runReport.ts';

/** Escape text for XML content and attributes (and drop characters XML 1.0 forbids). */
export function xmlEscape(s: string): string {
  return s
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Render junit.xml: one testsuite per area, one testcase per case. */
export function renderJunit(r: RunReport): string {
  // The run's notes (a contradicted --profile, cleanup problems) travel with every suite, as JUnit properties.
  const properties = r.notes.length ? `    <properties>\n${r.notes.map((n) => `      <property name="note" value="${xmlEscape(n)}"/>`).join('\n')}\n    </properties>\n` : '';
  const byArea = new Map<string, typeof r.cases>();
  for (const c of r.cases) byArea.set(c.area, [...(byArea.get(c.area) ?? []), c]);
  const suites = [...byArea.entries()].map(([area, cases]) => {
    const failures = cases.filter((c) => reportStatus(c) === 'failed').length;
    const skipped = cases.filter((c) => reportStatus(c) === 'skipped').length;
    const errors = cases.filter((c) => reportStatus(c) === 'error').length;
    const time = (cases.reduce((t, c) => t + c.ms, 0) / 1000).toFixed(3);
    const body = cases
      .map((c) => {
        const attrs = `name="${xmlEscape(c.name)}" classname="${xmlEscape(`${area}.${c.file}`)}" file="${xmlEscape(c.file)}" line="${c.line}" time="${(c.ms / 1000).toFixed(3)}"`;
        const st = reportStatus(c);
        if (st === 'passed') return `    <testcase ${attrs}/>`;
        if (st === 'skipped') return `    <testcase ${attrs}>\n      <skipped message="${xmlEscape(c.message)}"/>\n    </testcase>`;
        const ev = evidenceOf(c);
        const detail = [
          ev.request ? `request:\n${requestText(ev.request)}` : '',
          ev.outcome ? `response:\n${outcomeText(ev.outcome)}` : '',
          ev.referenceOutcome ? `reference:\n${outcomeText(ev.referenceOutcome)}` : '',
          ev.expected !== undefined ? `expected:\n${valueText(ev.expected)}` : '',
          ev.diff ? `diff:\n${ev.diff}` : '',
        ].filter(Boolean).join('\n\n');
        // JUnit's own distinction: <failure> is the target's, <error> is a case that could not be run.
        const tag = st === 'error' ? 'error' : 'failure';
        return `    <testcase ${attrs}>\n      <${tag} message="${xmlEscape(reportMessage(c))}" type="${c.status}">${xmlEscape(detail)}</${tag}>\n    </testcase>`;
      })
      .join('\n');
    return `  <testsuite name="${xmlEscape(area)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${time}">\n${properties}${body}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance ${xmlEscape(r.target.name)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
