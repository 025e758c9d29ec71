/** SHA3-256 against FIPS 202's published vectors (the empty string and "abc"). */
import { describe, expect, it } from 'vitest';
import { sha3_256 } from './sha3.ts';

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

describe('sha3_256', () => {
  it('matches the standard vectors', () => {
    expect(hex(sha3_256(new Uint8Array()))).toBe('a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a');
    expect(hex(sha3_256(new TextEncoder().encode('abc')))).toBe('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
    // Two blocks (200 bytes > the 136-byte rate).
    expect(hex(sha3_256(new Uint8Array(200).fill(0xa3)))).toBe('79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787');
  });
});
