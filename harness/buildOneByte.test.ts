/** build.js oneByteText: comments' wide characters escaped so V8 stores the bundle's source one byte per character. */
import { describe, expect, it } from 'vitest';

// build.js is plain JavaScript without declarations: imported by a path TypeScript does not resolve.
const BUILD = './build.js';
const { oneByteText } = (await import(BUILD)) as { oneByteText: (text: string) => string };

describe('oneByteText', () => {
  it('escapes wide characters on comment lines, each UTF-16 unit, and leaves Latin-1 as it is', () => {
    const src = '// ES ≥ 8.14 café\n/**\n * slot → id 😀\n */\nconst x = "é";\n';
    const out = oneByteText(src);
    expect(out).toBe('// ES \\u2265 8.14 café\n/**\n * slot \\u2192 id \\ud83d\\ude00\n */\nconst x = "é";\n');
    expect(/[^\x00-\xff]/.test(out)).toBe(false);
  });
  it('leaves the text unchanged when a wide character is outside a comment line (a regular expression, a raw template)', () => {
    const src = '// a ≥ b\nconst r = /≥/;\n';
    expect(oneByteText(src)).toBe(src);
    const raw = 'const t = String.raw`→`;\n';
    expect(oneByteText(raw)).toBe(raw);
  });
  it('keeps a bundle without wide characters as it is', () => {
    expect(oneByteText('const a = 1; // plain\n')).toBe('const a = 1; // plain\n');
  });
});
