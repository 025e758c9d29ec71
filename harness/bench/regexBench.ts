/**
 * Grok and pattern tokenizer throughput with the bounded RegExp (core/regex/bounded.ts) against the plain
 * native RegExp the simulator used before, in one process and one run (the ratio is what matters on a
 * shared machine): each side runs the same patterns over the same lines, alternated, best of ROUNDS.
 * Run: `npx tsx harness/bench/regexBench.ts`.
 */
import { builtinGrokBank } from '../../reference/core/ingest/grok/bank.ts';
import { grokCaptures, type GrokExpr } from '../../reference/core/ingest/grok/compile.ts';
import { compileGrok } from '../../reference/core/ingest/processors/grok.ts';
import { patternTokens } from '../../reference/core/analysis/tokenizerFactories.ts';
import { javaRegex } from '../../reference/core/analysis/javaRegex.ts';

const ROUNDS = 9;

const APACHE = [
  '127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326 "http://www.example.com/start.html" "Mozilla/4.08 [en] (Win98; I ;Nav)"',
  '10.1.2.3 - - [29/Nov/2026:20:01:02 +0000] "POST /api/orders?id=17 HTTP/1.1" 201 88 "-" "curl/8.5.0"',
];
const SYSLOG = ['Nov  3 07:15:02 gateway7 sshd[4242]: session opened for user ops', 'Dec 24 23:59:59 till-04 cron[88]: (root) CMD (run-parts /etc/cron.hourly)'];
const APP = ['2026-11-29T20:01:02.123Z INFO [worker-3] order 8812 shipped to depot north in 0.043s', '2026-11-29T20:01:03Z WARN [web] slow request /cart took 1.2s'];

const GROK: [string, string[], string[]][] = [
  ['COMBINEDAPACHELOG', ['%{COMBINEDAPACHELOG}'], APACHE],
  ['SYSLOGLINE', ['%{SYSLOGLINE}'], SYSLOG],
  ['ISO8601 level data', ['%{TIMESTAMP_ISO8601:ts} %{LOGLEVEL:level} \\[%{DATA:thread}\\] %{GREEDYDATA:msg}'], APP],
  ['IP word path number', ['%{IP:client} %{WORD:method} %{URIPATHPARAM:request} %{NUMBER:bytes} %{NUMBER:duration}'], ['55.3.244.1 GET /index.html 15824 0.043', '10.0.0.9 PUT /a/b?c=d 7 1.5']],
];

const TEXT = 'The quick brown fox, a well-known jumper, leaped over 12 lazy dogs; then it ran home (quickly) at 20:45. '.repeat(6);
const TOKENIZERS: [string, string][] = [
  ['\\W+ (default)', '\\W+'],
  [',\\s*', ',\\s*'],
  ['[^a-z0-9]+', '[^a-z0-9]+'],
];

function time(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

function best(a: () => void, b: () => void): [number, number] {
  let ta = Infinity;
  let tb = Infinity;
  for (let r = 0; r < ROUNDS; r++) {
    ta = Math.min(ta, time(a));
    tb = Math.min(tb, time(b));
  }
  return [ta, tb];
}

const bank = builtinGrokBank(false);
console.log('grok (docs/s: native RegExp before, bounded after, ratio after/before)');
for (const [name, patterns, lines] of GROK) {
  const bounded = compileGrok(patterns, bank, false, true) as GrokExpr;
  const native: GrokExpr = { ...bounded, re: new RegExp(bounded.re.source, bounded.re.flags) };
  const n = 3000;
  const run = (g: GrokExpr) => () => {
    for (let i = 0; i < n; i++) for (const l of lines) if (!grokCaptures(g, l)) throw new Error(`${name} did not match ${l}`);
  };
  const [before, after] = best(run(native), run(bounded));
  const docs = n * lines.length;
  console.log(`  ${name.padEnd(22)} ${Math.round(docs / (before / 1000)).toString().padStart(9)} ${Math.round(docs / (after / 1000)).toString().padStart(9)}  ×${(before / after).toFixed(2)}`);
}
console.log(`pattern tokenizer (texts of ${TEXT.length} chars/s: before, after, ratio)`);
for (const [name, src] of TOKENIZERS) {
  const bounded = javaRegex(src, 'g') as RegExp;
  const native = new RegExp(bounded.source, bounded.flags);
  const n = 2000;
  const run = (re: RegExp) => () => {
    for (let i = 0; i < n; i++) patternTokens(TEXT, re, -1);
  };
  const [before, after] = best(run(native), run(bounded));
  console.log(`  ${name.padEnd(22)} ${Math.round(n / (before / 1000)).toString().padStart(9)} ${Math.round(n / (after / 1000)).toString().padStart(9)}  ×${(before / after).toFixed(2)}`);
}
