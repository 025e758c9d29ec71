/** build.js asciiText: comments' non-ASCII characters escaped, so V8 stores the bundle's source one byte per character. */
import { describe, expect, it } from 'vitest';

// build.js is plain JavaScript without declarations: imported by a path TypeScript does not resolve.
const BUILD = './build.js';
const { asciiText, firstNonAsciiCode } = (await import(BUILD)) as { asciiText: (text: string) => string; firstNonAsciiCode: (text: string) => string | undefined };

describe('asciiText', () => {
  it('escapes non-ASCII characters on comment lines, each UTF-16 unit, Latin-1 ones too', () => {
    const src = '// ES ≥ 8.14 café\n/**\n * slot → id 😀\n */\nconst x = "e";\n';
    const out = asciiText(src);
    expect(out).toBe('// ES \\u2265 8.14 caf\\u00e9\n/**\n * slot \\u2192 id \\ud83d\\ude00\n */\nconst x = "e";\n');
    expect(/[^\x00-\x7f]/.test(out)).toBe(false);
    expect(firstNonAsciiCode(out)).toBeUndefined();
  });
  it('leaves a non-ASCII character outside a comment line as it is (a regular expression, a raw template) and names its line', () => {
    const src = '// a ≥ b\nconst r = /≥/;\n';
    expect(asciiText(src)).toBe('// a \\u2265 b\nconst r = /≥/;\n');
    expect(firstNonAsciiCode(src)).toBe('line 2: const r = /≥/;');
    const raw = 'const t = String.raw`→`;\n';
    expect(asciiText(raw)).toBe(raw);
    expect(firstNonAsciiCode(raw)).toBe('line 1: const t = String.raw`→`;');
  });
  it('keeps an ASCII bundle as it is', () => {
    expect(asciiText('const a = 1; // plain\n')).toBe('const a = 1; // plain\n');
  });
});
