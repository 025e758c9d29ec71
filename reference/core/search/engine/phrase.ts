/**
 * How often a phrase occurs in a document, as Lucene's phrase matchers count it: exact phrases
 * (`ExactPhraseMatcher`) count each start position where every term sits at its offset; sloppy phrases
 * (`SloppyPhraseMatcher`) sum `1 / (1 + distance)` over matches within the slop.
 */

/** The phrase frequency given each term's positions in the document and its offset in the query. */
export function phraseFreq(positions: number[][], offsets: number[], slop: number): number {
  if (slop === 0) {
    let freq = 0;
    const first = positions[0]!;
    const sets = positions.map((p) => new Set(p));
    for (const p of first) {
      const start = p - offsets[0]!;
      let all = true;
      for (let k = 1; k < positions.length; k++) if (!sets[k]!.has(start + offsets[k]!)) all = false;
      if (all) freq++;
    }
    return freq;
  }
  // Sloppy: for each occurrence of the first term as an anchor, the closest placement of the others; the
  // match length is the spread of (position - offset). An approximation of SloppyPhraseMatcher's sweep
  // for repeated terms; exact when each term occurs once near the anchor.
  let freq = 0;
  const used = positions.map(() => new Set<number>());
  const first = positions[0]!;
  for (const p0 of first) {
    const starts: number[] = [p0 - offsets[0]!];
    let ok = true;
    for (let k = 1; k < positions.length; k++) {
      let best: number | undefined;
      for (const p of positions[k]!) {
        if (used[k]!.has(p)) continue;
        const s = p - offsets[k]!;
        if (best === undefined || Math.abs(s - starts[0]!) < Math.abs(best - starts[0]!)) best = s;
      }
      if (best === undefined) {
        ok = false;
        break;
      }
      starts.push(best);
    }
    if (!ok) continue;
    const spread = Math.max(...starts) - Math.min(...starts);
    if (spread <= slop) {
      freq = Math.fround(freq + Math.fround(1 / (1 + spread)));
      for (let k = 1; k < positions.length; k++) used[k]!.add(starts[k]! + offsets[k]!);
    }
  }
  return freq;
}
