/**
 * The order a java.util.HashMap<String, …> iterates its keys in: by bucket (the spread String.hashCode
 * masked by the table size, 16 doubling past a 0.75 load), then by insertion within a bucket. ES keeps a
 * hit's highlight fields in a HashMap, so that is the order `highlight` prints them in.
 */

/** String.hashCode (UTF-16 code units, 32-bit overflow). */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Keys in the order a HashMap filled with them in this order iterates them. */
export function javaHashOrder(keys: readonly string[]): string[] {
  let cap = 16;
  while (keys.length > cap * 0.75) cap *= 2;
  return javaHashOrderAt(keys, cap);
}

/**
 * Keys in the order a hash table of `capacity` bins iterates them, filled in this order: HashMap's, and
 * ConcurrentHashMap's (whose spread also clears the sign bit, which a mask below 2^31 drops anyway).
 */
export function javaHashOrderAt(keys: readonly string[], capacity: number): string[] {
  const bucket = (k: string): number => {
    const h = javaStringHash(k);
    return (h ^ (h >>> 16)) & (capacity - 1);
  };
  return keys.map((k, i) => ({ k, i, b: bucket(k) })).sort((a, b) => a.b - b.b || a.i - b.i).map((x) => x.k);
}

/** HashMap.tableSizeFor: the smallest power of two at least `n` (1 for n ≤ 1). */
export function javaTableSizeFor(n: number): number {
  let cap = 1;
  while (cap < n) cap *= 2;
  return cap;
}
