/** ES byte sizes (`ByteSizeValue`): parsed from `10gb`-style text, printed as ES prints them (`1.5kb`). */
import { format1Decimals } from './decimals.ts';
import { byteSizeUnparsable, type EsError } from './errors/index.ts';

const SUFFIXES: ReadonlyArray<[string, number]> = [
  ['pb', 1024 ** 5],
  ['tb', 1024 ** 4],
  ['gb', 1024 ** 3],
  ['mb', 1024 ** 2],
  ['kb', 1024],
  ['p', 1024 ** 5],
  ['t', 1024 ** 4],
  ['g', 1024 ** 3],
  ['m', 1024 ** 2],
  ['k', 1024],
  ['b', 1],
];

/** Bytes of `10gb`, `512mb`, `1.5kb`, `100b`; like ES, a bare number other than `0`/`-1` is refused. */
export function parseByteSize(value: string, setting: string): number | EsError {
  const s = value.trim().toLowerCase();
  if (s === '0' || s === '-1') return Number(s);
  for (const [suffix, size] of SUFFIXES) {
    if (!s.endsWith(suffix)) continue;
    const num = s.slice(0, -suffix.length).trim();
    if (!/^\d+(\.\d+)?$/.test(num)) break;
    return Math.floor(Number(num) * size);
  }
  return byteSizeUnparsable(setting, value);
}

/** Bytes per unit as the `bytes` parameter and size values name them (`kb` or `k`, ...). */
export const BYTE_UNITS: Readonly<Record<string, number>> = Object.fromEntries(SUFFIXES);

/** `ByteSizeValue.toString()`: the largest unit reached, one truncated decimal, none when it is zero. */
export function formatByteSize(bytes: number): string {
  for (const [suffix, size] of SUFFIXES.slice(0, 5)) if (bytes >= size) return format1Decimals(bytes / size, suffix);
  return `${bytes}b`;
}
