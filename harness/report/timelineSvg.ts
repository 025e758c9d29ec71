/** An inline SVG of a Timeline: client latency (median and worst) over time, errors as red bars, phases marked, the swap in bold. */
import type { Timeline } from '../model/timeline.ts';

const W = 900;
const H = 220;
const PAD = { l: 52, r: 12, t: 14, b: 34 };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Render a timeline as a self-contained `<svg>` element (no scripts, no external assets). */
export function timelineSvg(tl: Timeline): string {
  const pw = W - PAD.l - PAD.r;
  const ph = H - PAD.t - PAD.b;
  const dur = Math.max(1, tl.durationMs);
  const maxLat = Math.max(1, ...tl.buckets.map((b) => b.max));
  const maxErr = Math.max(1, ...tl.buckets.map((b) => b.errors));
  const x = (t: number): number => PAD.l + (t / dur) * pw;
  const y = (ms: number): number => PAD.t + ph - (ms / maxLat) * ph;
  const bw = Math.max(1, (tl.bucketMs / dur) * pw);
  const line = (key: 'p50' | 'max'): string =>
    tl.buckets.filter((b) => b.ops > 0).map((b, i) => `${i === 0 ? 'M' : 'L'}${(x(b.t) + bw / 2).toFixed(1)},${y(b[key]).toFixed(1)}`).join(' ');
  const errors = tl.buckets
    .filter((b) => b.errors > 0)
    .map((b) => `<rect x="${x(b.t).toFixed(1)}" y="${(PAD.t + ph - (b.errors / maxErr) * ph * 0.5).toFixed(1)}" width="${bw.toFixed(1)}" height="${((b.errors / maxErr) * ph * 0.5).toFixed(1)}" fill="#cf222e" opacity="0.7"><title>${b.errors} error(s) at ${b.t} ms</title></rect>`)
    .join('');
  const markers = tl.markers
    .map((m, i) => {
      const swap = m.label === 'swap';
      const mx = x(m.t).toFixed(1);
      const ly = PAD.t + 10 + (i % 4) * 11;
      return `<line x1="${mx}" x2="${mx}" y1="${PAD.t}" y2="${PAD.t + ph}" stroke="${swap ? '#8250df' : '#afb8c1'}" stroke-width="${swap ? 2.5 : 1}"${swap ? '' : ' stroke-dasharray="3,3"'}/><text x="${(Number(mx) + 3).toFixed(1)}" y="${ly}" font-size="${swap ? 12 : 10}" fill="${swap ? '#8250df' : '#57606a'}"${swap ? ' font-weight="700"' : ''}>${esc(m.label)}</text>`;
    })
    .join('');
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => `<text x="${x(f * dur).toFixed(1)}" y="${H - PAD.b + 14}" font-size="10" text-anchor="middle" fill="#57606a">${((f * dur) / 1000).toFixed(1)} s</text>`)
    .join('');
  const yTicks = [0, 0.5, 1]
    .map((f) => `<text x="${PAD.l - 6}" y="${(y(f * maxLat) + 3).toFixed(1)}" font-size="10" text-anchor="end" fill="#57606a">${Math.round(f * maxLat)} ms</text><line x1="${PAD.l}" x2="${W - PAD.r}" y1="${y(f * maxLat).toFixed(1)}" y2="${y(f * maxLat).toFixed(1)}" stroke="#eaeef2"/>`)
    .join('');
  const legend = `<text x="${PAD.l}" y="${H - 4}" font-size="11" fill="#57606a"><tspan fill="#0969da">━ median latency</tspan>  <tspan fill="#bf8700">━ worst latency</tspan>  <tspan fill="#cf222e">▮ errors</tspan>  <tspan fill="#8250df">┃ swap</tspan>  (buckets of ${tl.bucketMs} ms)</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${esc(tl.title)}" style="background:#fff;border:1px solid #d0d7de;border-radius:6px">
${yTicks}${errors}<path d="${line('max')}" fill="none" stroke="#bf8700" stroke-width="1.2"/><path d="${line('p50')}" fill="none" stroke="#0969da" stroke-width="1.8"/>${markers}${ticks}${legend}</svg>`;
}
