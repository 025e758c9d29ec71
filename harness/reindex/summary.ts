/** The end-of-run summary, as lines. */
import type { ReindexResult } from './result.ts';

const n = (x: number): string => x.toLocaleString('en');

/** Summarise a run: what moved where, what the catch-up did, what verification found, and what to do next. */
export function summaryLines(r: ReindexResult): string[] {
  const out: string[] = [];
  const p = r.plan;
  const secs = (r.durationMs / 1000).toFixed(1);
  if (!p) return [`reindex did not start: ${r.error ?? 'unknown reason'}`];
  out.push(`${r.ok ? 'reindex complete' : r.swapped ? 'reindex swapped but NOT verified' : 'reindex FAILED'}: alias ${p.alias} ${r.swapped ? `now on ${p.newIndex} (was ${p.oldIndex})` : `still on ${p.oldIndex}`} · ${secs} s · ${n(r.requests)} requests, ${n(r.retries)} retries`);
  if (p.sourceStream) out.push(`  source: data stream ${p.sourceStream}, read through its name (every backing index); clients move from ${p.sourceStream} to ${p.alias} (what they write to the stream afterwards is not carried over)`);
  if (r.copy) out.push(`  copy (${r.plan?.engine.kind === 'native' ? `native: _reindex task ${r.copyTask ?? '?'}` : 'client: scroll and bulk'}): ${n(r.copy.read)} read, ${n(r.copy.writes.ok)} written, ${n(r.copy.writes.conflicts)} already newer, ${n(r.copy.writes.failed)} failed · ${n(Math.round(r.copy.read / Math.max(0.001, r.copy.ms / 1000)))} docs/s`);
  if (p.mode === 'safe') out.push(`  catch-up: ${p.catchUp.kind === 'incremental' ? `incremental (_seq_no above a mark, ${p.catchUp.shards} shard(s), marks from ${p.catchUp.marks === 'checkpoint' ? 'global checkpoints' : 'the highest _seq_no seen'})` : `full comparisons (${p.catchUp.reason})`}`);
  r.passes.forEach((q, i) => {
    const what = q.kind === 'incremental' ? `${n(q.read)} changed since the mark` : q.kind === 'deletes' ? `ids compared (counts differed): ${n(q.read)}` : `${n(q.read)} compared`;
    out.push(`  catch-up ${i + 1} (${q.kind}): ${what}, ${n(q.copied)} copied, ${n(q.deleted)} deleted · ${q.ms < 1000 ? `${Math.round(q.ms)} ms` : `${(q.ms / 1000).toFixed(1)} s`}`);
  });
  if (r.fast) out.push(`  right after the swap: ${n(r.fast.changed)} changed since the mark, ${n(r.fast.copied)} brought over, ${n(r.fast.deferred)} left to the final catch-up · done ${Math.round(r.fast.msAfterSwap)} ms after the swap${r.fast.error ? ` (stopped: ${r.fast.error})` : ''}`);
  if (r.final) out.push(`  final catch-up (full comparison${r.final.fullScan ? ', old index read in full' : ''}): ${n(r.final.candidates)} differed, ${n(r.final.copied)} brought over, ${n(r.final.deleted)} deleted, ${n(r.final.yielded)} left to newer client writes · ${(r.final.ms / 1000).toFixed(1)} s`);
  if (r.verify) {
    const v = r.verify;
    // A slice is a share of each shard the search reaches: a stream's backing indices share out otherwise than the one new index.
    const comparable = !p.sourceStream;
    for (const s of v.slices) out.push(`  verify ${s.label}: old ${s.old}, through alias ${s.alias}${s.old === s.alias || !comparable ? '' : ' (differs)'}`);
    if (!comparable) out.push(`  (slice counts of a data stream, whose backing indices are sliced apart, are not comparable with the new index's; the totals below are)`);
    out.push(`  verify${v.fullScan ? ' (both ways, page by page)' : ''}: ${n(v.identical)} identical, ${n(v.changedAfterSwap)} changed / ${n(v.createdAfterSwap)} created / ${n(v.deletedAfterSwap)} deleted through the alias after the swap; ${n(v.lost)} lost, ${n(v.different)} older, ${n(v.extra)} resurrected or stray, ${n(v.clobbered)} written over a client's change`);
  }
  if (p.mode === 'safe' && r.termsChecked === false && r.swapped) out.push(`  primary terms of ${p.newIndex}: not readable (GET /_cluster/state/metadata); a failover during the reindex, which loses tombstones, would go unnoticed`);
  const timed = r.phases.filter((ph) => ph.endMs - ph.startMs >= 50);
  if (timed.length > 0) out.push(`  phases: ${timed.map((ph) => `${ph.phase} ${((ph.endMs - ph.startMs) / 1000).toFixed(1)} s`).join(', ')}`);
  const failures = [...(r.copy?.writes.failures ?? []), ...r.passes.flatMap((q) => q.writes.failures), ...(r.final?.writes.failures ?? [])];
  for (const f of failures.slice(0, 10)) out.push(`  item ${f.id}: ${f.status} ${f.type}: ${f.reason}`);
  if (r.error) out.push(`  error: ${r.error}`);
  if (!r.swapped && r.rolledBack) out.push(`  rolled back: ${p.oldIndex} untouched, alias ${p.alias} unchanged${r.plan && p.createBody ? `, ${p.newIndex} deleted (or kept with --keep; continue with --resume)` : ''}`);
  // A stream's backing indices are deleted with the stream (its write index alone cannot be).
  if (r.ok) out.push(p.sourceStream ? `  data stream ${p.sourceStream} is kept; delete it when satisfied: DELETE /_data_stream/${p.sourceStream}` : `  ${p.oldIndex} is kept; delete it when satisfied: DELETE /${p.oldIndex}`);
  return out;
}
