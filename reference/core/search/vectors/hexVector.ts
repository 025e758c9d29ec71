/**
 * Hex-encoded byte vectors (ES 8.13+): a `byte` dense_vector takes a string of hex pairs as its value
 * (DenseVectorFieldMapper.ElementType.BYTE, `HexFormat.of().parseHex`), and a knn `query_vector` may be one
 * (VectorData: the string decoded to signed bytes, whatever the field's element type).
 */

/** The signed bytes of a hex string, or Java HexFormat.parseHex's complaint. */
export function decodeHexVector(s: string): number[] | { error: string } {
  if (s.length % 2 !== 0) return { error: `string length not even: ${s.length}` };
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 2) {
    for (const ch of [s.charCodeAt(i), s.charCodeAt(i + 1)]) {
      if (!/[0-9a-fA-F]/.test(String.fromCharCode(ch))) return { error: `not a hexadecimal digit: "${String.fromCharCode(ch)}" = ${ch}` };
    }
    const b = parseInt(s.slice(i, i + 2), 16);
    out.push(b > 127 ? b - 256 : b);
  }
  return out;
}
