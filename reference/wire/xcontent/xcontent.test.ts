/**
 * The CBOR and Smile writers against Jackson itself: jackson.fixtures.json holds, for 90 JSON texts, the
 * bytes Jackson's CBORGenerator and SmileGenerator write for them when copying a JSON parser's tokens
 * (copyCurrentStructure), with the factory settings of ES's CborXContent and SmileXContent (Smile:
 * ENCODE_BINARY_AS_7BIT off). Made with Debian's jackson-dataformat-cbor/-smile 2.7.8 on jackson-core 2.14
 * (the generator program and the case list are in this file's commit message); large outputs are kept as
 * a length and a SHA-256. The cases reach every length boundary of both writers, ints, longs, big
 * integers, doubles, surrogate pairs, and Smile's shared-name table past 64, 256 and 1,024 names.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonToCbor } from './cbor.ts';
import { jsonToSmile } from './smile.ts';

interface Fixture {
  name: string;
  json: string;
  cbor?: string;
  cborSha256?: string;
  cborLength?: number;
  smile?: string;
  smileSha256?: string;
  smileLength?: number;
}
const FIXTURES = JSON.parse(readFileSync(new URL('./jackson.fixtures.json', import.meta.url), 'utf8')) as Fixture[];
const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

function expectBytes(actual: Uint8Array, f: Fixture, kind: 'cbor' | 'smile'): void {
  const whole = f[kind];
  if (whole !== undefined) expect(hex(actual), `${f.name} (${kind})`).toBe(whole);
  else {
    expect(actual.length, `${f.name} (${kind}) length`).toBe(f[`${kind}Length`]);
    expect(createHash('sha256').update(actual).digest('hex'), `${f.name} (${kind})`).toBe(f[`${kind}Sha256`]);
  }
}

describe('binary XContent, byte for byte as Jackson writes it', () => {
  it('has the cases', () => {
    expect(FIXTURES.length).toBe(90);
  });
  for (const f of FIXTURES) {
    it(f.name, () => {
      expectBytes(jsonToCbor(f.json), f, 'cbor');
      expectBytes(jsonToSmile(f.json), f, 'smile');
    });
  }

  it('known sequences of the formats\' own specifications', () => {
    // RFC 8949 Appendix A: 1.5 as a double is fb3ff8000000000000; 1000000 is 1a000f4240; "IETF" 6449455446.
    expect(hex(jsonToCbor('[1.5,1000000,"IETF"]'))).toBe('9ffb3ff80000000000001a000f42406449455446ff');
    // Smile specification: header ":)\n" + flags; small ints 0xC0 + zigzag (-1 → 0xC1, 1 → 0xC2); true 0x23.
    expect(hex(jsonToSmile('[-1,1,true]'))).toBe('3a290a05f8c1c223f9');
  });
});
