/** report.json: the machine-readable report. */
import { bigintDigits } from '../check/diff.ts';
import { errorGroups, evidenceOf, reportMessage, reportStatus, summarise, verdictOf, type RunReport } from './runReport.ts';

/** Build the `report.json` value: target, summary and one entry per case (evidence for failures). */
export function jsonReport(r: RunReport): unknown {
  return {
    command: r.command,
    target: r.target,
    startedAt: r.startedAt,
    durationMs: Math.round(r.durationMs),
    verdict: verdictOf(summarise(r.cases)).verdict,
    summary: summarise(r.cases),
    errorCauses: errorGroups(r.cases).map((g) => ({ cause: g.cause, count: g.cases.length, cases: g.cases.map((c) => c.id) })),
    notes: r.notes,
    cases: r.cases.map((c) => {
      const status = reportStatus(c);
      const base = { id: c.id, area: c.area, status, message: reportMessage(c), file: c.file, line: c.line, name: c.name, ms: Math.round(c.ms) };
      if (status !== 'failed' && status !== 'error') return base;
      const ev = evidenceOf(c);
      return {
        ...base,
        evidence: {
          ...(ev.request ? { request: ev.request } : {}),
          ...(ev.outcome ? { response: ev.outcome } : {}),
          ...(ev.referenceOutcome ? { reference: ev.referenceOutcome } : {}),
          ...(ev.expected !== undefined ? { expected: ev.expected } : {}),
          ...(ev.actual !== undefined ? { actual: ev.actual } : {}),
          ...(ev.diff ? { diff: ev.diff } : {}),
        },
      };
    }),
  };
}

/** Serialise report.json. */
export function renderJson(r: RunReport): string {
  return `${JSON.stringify(jsonReport(r), bigintDigits, 2)}\n`;
}
