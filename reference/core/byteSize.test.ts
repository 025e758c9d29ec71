/** Tests of byte sizes as ES reads and prints them. */
import { describe, expect, it } from 'vitest';
import { isEsError } from './errors/index.ts';
import { formatByteSize, parseByteSize } from './byteSize.ts';

describe('byte sizes', () => {
  it('parses ES units, 1024-based, and refuses a bare number', () => {
    expect(parseByteSize('10b', 'max_size')).toBe(10);
    expect(parseByteSize('1kb', 'max_size')).toBe(1024);
    expect(parseByteSize('1.5MB', 'max_size')).toBe(1.5 * 1024 ** 2);
    expect(parseByteSize('2g', 'max_size')).toBe(2 * 1024 ** 3);
    expect(parseByteSize('0', 'max_size')).toBe(0);
    const bad = parseByteSize('5', 'max_size');
    expect(isEsError(bad) && bad.cause.type).toBe('parse_exception');
    expect(isEsError(parseByteSize('xgb', 'max_size'))).toBe(true);
  });
  it('prints as ByteSizeValue.toString does', () => {
    expect(formatByteSize(10)).toBe('10b');
    expect(formatByteSize(1024)).toBe('1kb');
    expect(formatByteSize(1536)).toBe('1.5kb');
    expect(formatByteSize(100 * 1024 ** 2)).toBe('100mb');
  });
});
