/** The run report every writer renders: areas, summary, verdict, notes. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { bigintDigits } from '../check/diff.ts';
import type { CaseResult, StepRecord } from '../model/caseResult.ts';
import { infoText, type Outcome } from '../model/outcome.ts';

/** The report areas, in display order (`peer` is for official suites). */
export const AREAS = [
  'mapping-inference', 'type-change', 'alias-atomicity', 'reindex', 'index-lifecycle', 'settings', 'documents', 'bulk', 'scroll', 'search', 'aggregations', 'analysis', 'deletion-guard', 'cluster', 'peer',
] as const;

/** What was tested, for the report header. */
export interface TargetInfo {
  name: string;
  kind: 'reference' | 'url';
  profile: string;
  version?: string;
  distribution?: string;
  prefix?: string;
  /** `--reference URL`: the live cluster that served as the oracle instead of the built-in reference. */
  reference?: { name: string; version: string; distribution: string; profile: string };
}

/** Everything the writers render. */
export interface RunReport {
  command: string;
  target: TargetInfo;
  startedAt: string;
  durationMs: number;
  cases: CaseResult[];
  /** Notes such as cleanup results. */
  notes: string[];
}

/** Report statuses: a case the harness could not run is an `error`, never blamed on the target. */
export type ReportStatus = 'passed' | 'failed' | 'skipped' | 'error';

/** Map a case to its report status. */
export function reportStatus(c: CaseResult): ReportStatus {
  return c.status;
}

/** A case's message as reported. */
export function reportMessage(c: CaseResult): string {
  return c.message;
}

/** Counts by status. */
export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  errors: number;
  total: number;
}

/** Count cases by report status. */
export function summarise(cases: readonly CaseResult[]): Summary {
  const s = { passed: 0, failed: 0, skipped: 0, errors: 0, total: cases.length };
  for (const c of cases) {
    if (c.status === 'error') s.errors++;
    else s[c.status]++;
  }
  return s;
}

/**
 * The verdict of a run and its exit code: 1 when any case failed (the target departs from the
 * reference); otherwise 2 when any case could not be run, or when nothing ran at all; 0 only when
 * every case ran and passed (skips with a stated reason aside).
 */
export function verdictOf(s: Summary): { verdict: 'conformant' | 'not conformant' | 'incomplete' | 'nothing ran'; exitCode: 0 | 1 | 2 } {
  if (s.failed > 0) return { verdict: 'not conformant', exitCode: 1 };
  if (s.errors > 0) return { verdict: 'incomplete', exitCode: 2 };
  if (s.passed === 0) return { verdict: 'nothing ran', exitCode: 2 };
  return { verdict: 'conformant', exitCode: 0 };
}

/** The cause of an error, without the place it was met (so cases that share a cause group together). */
export function errorCause(c: CaseResult): string {
  const first = c.message.split('\n')[0] ?? '';
  return first.replace(/^((setup|teardown): )?([^\s:]+:\d+: )?/, '').trim() || '(no message)';
}

/** Errored cases grouped by cause, the largest group first. */
export function errorGroups(cases: readonly CaseResult[]): Array<{ cause: string; cases: CaseResult[] }> {
  const groups = new Map<string, CaseResult[]>();
  for (const c of cases) {
    if (c.status !== 'error') continue;
    const k = errorCause(c);
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  return [...groups.entries()].map(([cause, cs]) => ({ cause, cases: cs })).sort((a, b) => b.cases.length - a.cases.length);
}

/** Areas × statuses, including areas that had no cases (so a gap is visible). */
export function matrix(cases: readonly CaseResult[]): Array<{ area: string; passed: number; failed: number; skipped: number; error: number }> {
  const rows = new Map<string, { area: string; passed: number; failed: number; skipped: number; error: number }>();
  for (const a of AREAS) rows.set(a, { area: a, passed: 0, failed: 0, skipped: 0, error: 0 });
  for (const c of cases) {
    const row = rows.get(c.area) ?? { area: c.area, passed: 0, failed: 0, skipped: 0, error: 0 };
    row[reportStatus(c)]++;
    rows.set(c.area, row);
  }
  return [...rows.values()];
}

/** The evidence for a failed case: the failing step, the request before it, and what came back. */
export interface Evidence {
  step?: StepRecord;
  request?: WireRequest;
  outcome?: Outcome;
  referenceOutcome?: Outcome;
  expected?: unknown;
  actual?: unknown;
  diff?: string;
}

/** Pick the evidence out of a case's step trace. */
export function evidenceOf(c: CaseResult): Evidence {
  const idx = findLastIndex(c.steps, (s) => !s.ok);
  if (idx < 0) return {};
  const step = c.steps[idx]!;
  const doStep = step.request ? step : c.steps.slice(0, idx).reverse().find((s) => s.request);
  const ev: Evidence = { step };
  if (doStep?.request) ev.request = doStep.request;
  if (doStep?.outcome) ev.outcome = doStep.outcome;
  if (doStep?.referenceOutcome) ev.referenceOutcome = doStep.referenceOutcome;
  if (step.expected !== undefined) ev.expected = step.expected;
  if (step.actual !== undefined) ev.actual = step.actual;
  if (step.diff) ev.diff = step.diff;
  return ev;
}

function findLastIndex<T>(xs: readonly T[], p: (x: T) => boolean): number {
  for (let i = xs.length - 1; i >= 0; i--) if (p(xs[i]!)) return i;
  return -1;
}

/** Render a request as an HTTP-ish text block. */
export function requestText(r: WireRequest): string {
  const q = r.query && Object.keys(r.query).length ? `?${Object.entries(r.query).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
  const body = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : new TextDecoder().decode(r.body);
  return `${r.method} ${r.path}${q}${body ? `\n${clip(body)}` : ''}`;
}

/** Render an outcome as status and body. */
export function outcomeText(o: Outcome): string {
  if (o.kind === 'info') return `no response: ${infoText(o)}`;
  const body = o.json !== undefined ? JSON.stringify(o.json, null, 2) : o.body;
  return `${o.status}${body ? `\n${clip(body)}` : ''}`;
}

/** Keep report files readable when a body is huge. */
export function clip(s: string, max = 4000): string {
  return s.length > max ? `${s.slice(0, max)}\n… (${s.length - max} more characters)` : s;
}

/** Stable pretty JSON for expected/actual values. */
export function valueText(v: unknown): string {
  return v === undefined ? '(absent)' : clip(JSON.stringify(v, bigintDigits, 2) ?? String(v));
}
