/**
 * The search section of the reports: for each failed case whose failing step is a search answered by both
 * sides, the request, both answers side by side (hits with rank, id and score; buckets with key and count)
 * with the rows that differ marked, the differences, and the command that replays it.
 */
import { compareSearchBodies, requestBodyJson, type BucketRow, type HitRow } from '../check/searchCompare.ts';
import { bigintDigits, formatDiff } from '../check/diff.ts';
import type { CaseResult } from '../model/caseResult.ts';
import { counterexampleName } from './counterexamples.ts';
import { evidenceOf, requestText } from './runReport.ts';

/** One search difference, ready to render. */
export interface SearchDifference {
  c: CaseResult;
  request: string;
  reference: HitRow[];
  target: HitRow[];
  buckets: BucketRow[];
  diff: string;
  replay: string;
}

const SEARCH_APIS = new Set(['search', 'msearch']);

/** How to replay a case: its counterexample file (properties), or its scenario file and test. */
function replayOf(c: CaseResult): string {
  if (c.id.startsWith('property:')) {
    const seed = /seed (-?\d+), path ([\d:]+)/.exec(c.message);
    const file = c.message.includes('counterexample: ') ? `conformance run --target <url> --specs <report>/${counterexampleName(c)}` : '';
    const prop = seed ? `conformance run --target <url> --only properties --property ${c.id.slice(9)} --seed ${seed[1]} --path ${seed[2]}` : '';
    return [file, prop].filter(Boolean).join('\n');
  }
  return `conformance run --target <url> --specs specs/${c.file}`;
}

/** The search differences of a run's failed cases. */
export function searchDifferences(cases: readonly CaseResult[]): SearchDifference[] {
  const out: SearchDifference[] = [];
  for (const c of cases) {
    if (c.status !== 'failed') continue;
    const ev = evidenceOf(c);
    const api = ev.step?.api ?? c.steps.find((s) => s.request === ev.request)?.api;
    if (!ev.request || !ev.outcome || !ev.referenceOutcome || !api || !SEARCH_APIS.has(api)) continue;
    if (ev.outcome.kind !== 'ok' || ev.referenceOutcome.kind !== 'ok') continue;
    const s = compareSearchBodies(requestBodyJson(ev.request.body), ev.referenceOutcome.json, ev.outcome.json);
    out.push({ c, request: requestText(ev.request), reference: s.reference, target: s.target, buckets: s.buckets, diff: ev.diff ?? formatDiff(s.entries), replay: replayOf(c) });
  }
  return out;
}

const scoreText = (h: HitRow): string => (h.sort !== undefined ? JSON.stringify(h.sort, bigintDigits) : h.score === null ? '-' : String(h.score));

/** Markdown: a table per difference (reference | target), differing rows in bold and marked. */
export function searchMarkdown(ds: readonly SearchDifference[]): string[] {
  if (ds.length === 0) return [];
  const out = ['', '## Search differences', '', 'Hits and buckets of each failing search, the reference on the left, the target on the right; rows marked ✗ differ.'];
  const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const mark = (bad: boolean, s: string): string => (bad ? `**✗ ${s}**` : s);
  for (const d of ds) {
    out.push('', `### ${d.c.area}: ${cell(d.c.name)}`, '', '```', d.request, '```');
    const n = Math.max(d.reference.length, d.target.length);
    if (n > 0) {
      out.push('', '| rank | reference _id | reference score | target _id | target score |', '|---:|---|---:|---|---:|');
      for (let i = 0; i < n; i++) {
        const r = d.reference[i];
        const t = d.target[i];
        out.push(`| ${i} | ${r ? mark(r.bad, cell(r.id)) : ''} | ${r ? mark(r.bad, scoreText(r)) : ''} | ${t ? mark(t.bad, cell(t.id)) : ''} | ${t ? mark(t.bad, scoreText(t)) : ''} |`);
      }
    }
    if (d.buckets.length > 0) {
      out.push('', '| aggregation | key | reference doc_count | target doc_count |', '|---|---|---:|---:|');
      for (const b of d.buckets) out.push(`| ${cell(b.agg)} | ${mark(b.bad, cell(b.key))} | ${b.reference ?? ''} | ${mark(b.bad, String(b.target ?? ''))} |`);
    }
    if (d.diff) out.push('', '```', d.diff, '```');
    out.push('', 'Replay:', '', '```', d.replay, '```');
  }
  return out;
}

/** HTML: the two answers side by side, differing rows highlighted. */
export function searchHtml(ds: readonly SearchDifference[], esc: (s: string) => string): string {
  if (ds.length === 0) return '';
  const rows = (hs: HitRow[]): string => hs.map((h) => `<tr${h.bad ? ' class="bad"' : ''}><td class="n">${h.rank}</td><td>${esc(h.id)}</td><td class="n">${esc(scoreText(h))}</td></tr>`).join('');
  const side = (title: string, hs: HitRow[]): string => `<div class="box"><h4>${esc(title)}</h4><table><thead><tr><th>rank</th><th>_id</th><th>score / sort</th></tr></thead><tbody>${rows(hs)}</tbody></table></div>`;
  const items = ds.map((d) => {
    const buckets = d.buckets.length
      ? `<table><thead><tr><th>aggregation</th><th>key</th><th>reference doc_count</th><th>target doc_count</th></tr></thead><tbody>${d.buckets.map((b) => `<tr${b.bad ? ' class="bad"' : ''}><td>${esc(b.agg)}</td><td>${esc(b.key)}</td><td class="n">${b.reference ?? ''}</td><td class="n">${b.target ?? ''}</td></tr>`).join('')}</tbody></table>`
      : '';
    const hits = d.reference.length || d.target.length ? `<div class="grid">${side('Reference hits', d.reference)}${side('Target hits', d.target)}</div>` : '';
    return `<details open><summary>${esc(d.c.area)} · ${esc(d.c.name)}</summary>
<div class="box"><h4>Request</h4><pre>${esc(d.request)}</pre></div>
${hits}${buckets}
${d.diff ? `<div class="box"><h4>Differences</h4><pre class="diff">${esc(d.diff)}</pre></div>` : ''}
<div class="box"><h4>Replay</h4><pre>${esc(d.replay)}</pre></div></details>`;
  });
  return `<h2>Search differences (${ds.length})</h2>\n<p class="meta">Hits and buckets of each failing search, reference and target side by side; highlighted rows differ.</p>\n${items.join('\n')}`;
}
