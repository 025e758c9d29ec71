/** Test data helper: `word stem word stem …` (whitespace-separated) as [word, stem] pairs. */
export function wordPairs(s: string): [string, string][] {
  const w = s.trim().split(/\s+/);
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < w.length; i += 2) out.push([w[i]!, w[i + 1]!]);
  return out;
}
