/**
 * The order of a `version` field's values (x-pack mapper-version, ES ≥ 7.10): VersionEncoder encodes each
 * string so that its bytes sort by software version precedence, as Semantic Versioning describes it: the
 * numeric parts numerically (a group of digits is prefixed by a marker and its length), a pre-release
 * (`-alpha.1`) before the release, its identifiers numeric before alphanumeric, a build suffix (`+b`) in
 * ASCII order; a string that is no legal version keeps its own bytes (after every legal one, which start
 * with the 0x01 marker), the empty string encoded as 0x03. Comparing the encodings as unsigned bytes gives
 * the order sorts, ranges, terms aggregations and `_terms_enum` follow.
 */

const NUMERIC_MARKER = 0x01;
const PRERELEASE_SEPARATOR = 0x02;
const NO_PRERELEASE_SEPARATOR = 0x03;
const MAX_IDENTIFIERS = 32;
const UTF8 = new TextEncoder();

const LEGAL_MAIN = /^(0|[1-9]\d*)(\.(0|[1-9]\d*))*$/;
const LEGAL_PRERELEASE = /^-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*)$/;
const LEGAL_BUILD = /^(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** VersionEncoder.encodeVersion: the bytes a version string is indexed as. */
export function encodeVersion(version: string): Uint8Array {
  const { main, pre, build } = partsOf(version);
  if (tooManyIdentifiers(main, pre, build) || !LEGAL_MAIN.test(main) || (pre !== undefined && !LEGAL_PRERELEASE.test(pre)) || (build !== undefined && !LEGAL_BUILD.test(build))) {
    return version === '' ? Uint8Array.of(NO_PRERELEASE_SEPARATOR) : UTF8.encode(version);
  }
  const out: number[] = [];
  digitGroups(main, out);
  if (pre !== undefined) {
    out.push(PRERELEASE_SEPARATOR, 0x2d);
    pre.slice(1).split('.').forEach((part, i) => {
      if (i > 0) out.push(0x2e);
      if (/^\d+$/.test(part)) digitGroups(part, out);
      else out.push(...UTF8.encode(part));
    });
  } else out.push(NO_PRERELEASE_SEPARATOR);
  if (build !== undefined) out.push(...UTF8.encode(build));
  return Uint8Array.from(out);
}

/** Compares two version strings by their encodings, as unsigned bytes (BytesRef.compareTo). */
export function compareVersions(a: string, b: string): number {
  if (a === b) return 0;
  const x = encodeVersion(a);
  const y = encodeVersion(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

/** VersionParts.ofVersion: a build suffix from the first `+`, then a pre-release from the first `-` (neither at 0). */
function partsOf(version: string): { main: string; pre: string | undefined; build: string | undefined } {
  let rest = version;
  const plus = rest.indexOf('+');
  const build = plus > 0 ? rest.slice(plus) : undefined;
  if (build !== undefined) rest = rest.slice(0, rest.length - build.length);
  const dash = rest.indexOf('-');
  const pre = dash > 0 ? rest.slice(dash) : undefined;
  if (pre !== undefined) rest = rest.slice(0, rest.length - pre.length);
  return { main: rest, pre, build };
}

function tooManyIdentifiers(...parts: (string | undefined)[]): boolean {
  for (const p of parts) if (p !== undefined && p.split('.').length > MAX_IDENTIFIERS) return true;
  return false;
}

/** prefixDigitGroupsWithLength: each run of digits as the marker, its length with the top bit set, the digits. */
function digitGroups(input: string, out: number[]): void {
  let pos = 0;
  while (pos < input.length) {
    const c = input.charCodeAt(pos);
    if (c >= 0x30 && c <= 0x39) {
      const start = pos;
      while (pos < input.length && input.charCodeAt(pos) >= 0x30 && input.charCodeAt(pos) <= 0x39) pos++;
      out.push(NUMERIC_MARKER, (pos - start) | 0x80);
      for (let i = start; i < pos; i++) out.push(input.charCodeAt(i));
    } else {
      out.push(c);
      pos++;
    }
  }
}
