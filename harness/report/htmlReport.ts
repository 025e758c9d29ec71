/** report.html: the self-contained page (matrix, failures with evidence, timelines). */
import { isTimeline } from '../model/timeline.ts';
import { timelineSvg } from './timelineSvg.ts';
import { searchDifferences, searchHtml } from './searchSection.ts';
import { errorGroups, evidenceOf, matrix, outcomeText, reportMessage, reportStatus, requestText, summarise, valueText, verdictOf, type RunReport } from './runReport.ts';

/** Escape text for HTML. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const CSS = `
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d232a;background:#f6f7f9}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:32px 0 8px}
.verdict{display:inline-block;padding:4px 12px;border-radius:14px;font-weight:600;color:#fff}
.ok{background:#1f883d}.bad{background:#cf222e}.err{background:#8250df}
.meta{color:#57606a;font-size:13px}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #d0d7de;border-radius:6px}
th,td{padding:6px 10px;border-bottom:1px solid #eaeef2;text-align:left;vertical-align:top}
th{background:#f6f8fa;font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums;width:90px}
td.p{background:#dafbe1}td.f{background:#ffebe9;font-weight:600}td.e{background:#fbefff;font-weight:600}td.s{background:#fff8c5}td.z{color:#afb8c1}
details.error{border-left-color:#8250df}
details{background:#fff;border:1px solid #d0d7de;border-left:4px solid #cf222e;border-radius:6px;margin:10px 0;padding:8px 14px}
summary{cursor:pointer;font-weight:600}summary .where{font-weight:400;color:#57606a;font-size:13px;margin-left:8px}
.msg{margin:8px 0;color:#cf222e}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.box h4{margin:8px 0 4px;font-size:13px;text-transform:uppercase;color:#57606a;letter-spacing:.04em}
pre{background:#f6f8fa;border:1px solid #eaeef2;border-radius:6px;padding:8px;overflow:auto;max-height:360px;margin:0;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;word-break:break-word}
pre.diff .m{color:#cf222e}pre.diff .a{color:#1a7f37}pre.diff .c{color:#9a6700}
.skip td{font-size:13px}
tr.bad td{background:#ffebe9;font-weight:600}
`;

/** Colour a diff's lines by kind. */
function diffHtml(diff: string): string {
  return diff
    .split('\n')
    .map((l) => `<span class="${l.startsWith('-') ? 'm' : l.startsWith('+') ? 'a' : 'c'}">${esc(l)}</span>`)
    .join('\n');
}

const box = (title: string, body: string, cls = ''): string => `<div class="box"><h4>${esc(title)}</h4><pre${cls ? ` class="${cls}"` : ''}>${body}</pre></div>`;

/** Render a self-contained report.html (inline CSS, no scripts, no external assets). */
export function renderHtml(r: RunReport): string {
  const s = summarise(r.cases);
  const { verdict } = verdictOf(s);
  const badge = verdict === 'conformant' ? 'ok' : verdict === 'not conformant' ? 'bad' : 'err';
  const num = (n: number, cls: string): string => `<td class="n ${n === 0 ? 'z' : cls}">${n}</td>`;
  const rows = matrix(r.cases)
    .map((m) => `<tr><td>${esc(m.area)}</td>${num(m.passed, 'p')}${num(m.failed, 'f')}${num(m.error, 'e')}${num(m.skipped, 's')}</tr>`)
    .join('');
  const failures = r.cases
    .filter((c) => reportStatus(c) === 'failed')
    .map((c) => {
      const ev = evidenceOf(c);
      const parts = [
        ev.request ? box('Request', esc(requestText(ev.request))) : '',
        ev.expected !== undefined ? box('Expected', esc(valueText(ev.expected))) : '',
        ev.outcome ? box('Actual response', esc(outcomeText(ev.outcome))) : '',
        ev.referenceOutcome ? box('Reference response', esc(outcomeText(ev.referenceOutcome))) : '',
        ev.actual !== undefined && !ev.outcome ? box('Actual value', esc(valueText(ev.actual))) : '',
      ].filter(Boolean);
      return `<details open><summary>${esc(c.area)} · ${esc(c.name)}<span class="where">${esc(c.file)}:${c.line}</span></summary>
<div class="msg">${esc(reportMessage(c))}</div>
${ev.diff ? box('Diff', diffHtml(ev.diff), 'diff') : ''}
<div class="grid">${parts.join('')}</div></details>`;
    })
    .join('\n');
  // Evidence kind `timeline` (a step of kind `timeline` carrying one): drawn for every case that has it.
  const timelines = r.cases
    .flatMap((c) => c.steps.filter((st) => st.kind === 'timeline' && isTimeline(st.actual)).map((st) => ({ c, tl: st.actual })))
    .map(({ c, tl }) => {
      if (!isTimeline(tl)) return '';
      const totals = Object.entries(tl.totals).map(([k, v]) => `${esc(k)}: <b>${v}</b>`).join(' · ');
      return `<div class="box"><h4>${esc(c.area)} · ${esc(c.name)} — ${esc(reportStatus(c))}</h4>${timelineSvg(tl)}<div class="meta">${esc(tl.title)} · ${totals}</div><div class="meta">${esc(reportMessage(c))}</div></div>`;
    })
    .join('\n');
  const errors = errorGroups(r.cases)
    .map((g) => {
      const list = g.cases.slice(0, 20).map((c) => `<li>${esc(c.file)}:${c.line} — ${esc(c.name)}</li>`).join('');
      const more = g.cases.length > 20 ? `<li>… and ${g.cases.length - 20} more</li>` : '';
      return `<details class="error"><summary>${g.cases.length} case${g.cases.length === 1 ? '' : 's'}: ${esc(g.cause)}</summary><ul>${list}${more}</ul></details>`;
    })
    .join('\n');
  const skipped = r.cases
    .filter((c) => reportStatus(c) === 'skipped')
    .map((c) => `<tr><td>${esc(c.area)}</td><td>${esc(c.file)} — ${esc(c.name)}</td><td>${esc(c.message)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance: ${esc(r.target.name)}</title><style>${CSS}</style></head>
<body><main>
<h1>Conformance report <span class="verdict ${badge}">${esc(verdict)}</span></h1>
<div class="meta">${esc(r.target.kind)} target <b>${esc(r.target.name)}</b> · profile ${esc(r.target.profile)}${r.target.version ? ` · version ${esc(r.target.version)}` : ''}${r.target.prefix ? ` · prefix <code>${esc(r.target.prefix)}</code>` : ''} · ${esc(r.command)} · ${esc(r.startedAt)} · ${(r.durationMs / 1000).toFixed(1)} s</div>
${r.target.reference ? `<div class="meta">reference: the live cluster <b>${esc(r.target.reference.name)}</b> (${esc(r.target.reference.distribution)} ${esc(r.target.reference.version)}), instead of the built-in reference</div>` : ''}
<div class="meta">${s.total} cases: ${s.passed} passed, ${s.failed} failed, ${s.errors} could not run (error), ${s.skipped} skipped</div>
<h2>Areas</h2>
<table><thead><tr><th>area</th><th>passed</th><th>failed</th><th>error</th><th>skipped</th></tr></thead><tbody>${rows}</tbody></table>
${timelines ? `<h2>Timelines</h2>\n${timelines}` : ''}
${searchHtml(searchDifferences(r.cases), esc)}
${failures ? `<h2>Failures (${s.failed})</h2>\n${failures}` : '<h2>Failures</h2><p>None.</p>'}
${errors ? `<h2>Errors (${s.errors}): cases the harness could not run</h2>\n${errors}` : ''}
${skipped ? `<h2>Skipped (${s.skipped})</h2><table class="skip"><thead><tr><th>area</th><th>case</th><th>reason</th></tr></thead><tbody>${skipped}</tbody></table>` : ''}
${r.notes.length ? `<h2>Notes</h2><ul>${r.notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>` : ''}
</main></body></html>
`;
}
