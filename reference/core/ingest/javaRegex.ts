/**
 * `java.util.regex` patterns (gsub, split, kv's separators) and Oniguruma patterns (grok) as JS RegExps.
 * The syntax they share with JS passes through; what differs is rewritten: `\Q…\E` quoting, `\A` `\Z`
 * `\z`, POSIX classes `\p{Alpha}`…, and atomic groups `(?>…)` and possessive quantifiers, which become
 * plain groups and greedy quantifiers (the same matches wherever backtracking into them would not
 * change the outcome, as in the grok pattern bank). Undefined when JS cannot compile the result.
 */

import { BoundedRegExp, fit, reflag } from '../regex/bounded.ts';

const POSIX: Record<string, string> = {
  Lower: 'a-z', Upper: 'A-Z', ASCII: '\\x00-\\x7F', Alpha: 'a-zA-Z', Digit: '0-9', Alnum: 'a-zA-Z0-9',
  Punct: '!-\\/:-@\\[-`{-~', Graph: '!-~', Print: ' -~', Blank: ' \\t', Cntrl: '\\x00-\\x1F\\x7F', XDigit: '0-9a-fA-F', Space: ' \\t\\n\\x0B\\f\\r',
};

/** The JS source of a Java/Oniguruma pattern. */
export function translateRegex(src: string): string {
  let out = '';
  let inClass = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\\') {
      const n = src[i + 1];
      if (n === 'Q') {
        const end = src.indexOf('\\E', i + 2);
        const lit = src.slice(i + 2, end < 0 ? src.length : end);
        out += lit.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
        i = end < 0 ? src.length : end + 1;
        continue;
      }
      if (n === 'A' && !inClass) { out += '^'; i++; continue; }
      if ((n === 'Z' || n === 'z') && !inClass) { out += n === 'Z' ? '(?=\\n?$)' : '$'; i++; continue; }
      if (n === 'h') { out += '[ \\t\\xA0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000]'; i++; continue; }
      if ((n === 'p' || n === 'P') && src[i + 2] === '{') {
        const close = src.indexOf('}', i + 3);
        const name = src.slice(i + 3, close).replace(/^Is/, '');
        const set = POSIX[name];
        if (set !== undefined) {
          out += inClass ? set : n === 'P' ? `[^${set}]` : `[${set}]`;
          i = close;
          continue;
        }
      }
      out += c + (n ?? '');
      i++;
      continue;
    }
    if (c === '[' && inClass && src[i + 1] === ':') {
      const close = src.indexOf(':]', i + 2);
      const name = close > 0 ? src.slice(i + 2, close) : '';
      const set = POSIX[name.charAt(0).toUpperCase() + name.slice(1)];
      if (set !== undefined) {
        out += set;
        i = close + 1;
        continue;
      }
    }
    if (c === '[' && inClass) {
      // A nested class is a union in Java and Oniguruma: flattened into the enclosing one.
      inClass++;
      continue;
    }
    if (c === '[') {
      inClass++;
      out += c;
      if (src[i + 1] === '^') { out += '^'; i++; }
      if (src[i + 1] === ']') { out += '\\]'; i++; }
      continue;
    }
    if (c === ']' && inClass) {
      inClass--;
      if (inClass === 0) out += c;
      continue;
    }
    if (!inClass && c === '(' && src[i + 1] === '?' && src[i + 2] === '>') {
      out += '(?:';
      i += 2;
      continue;
    }
    if (!inClass && c === '+' && i > 0 && /[*+?}]/.test(src[i - 1]!) && src[i - 2] !== '\\') continue;
    out += c;
  }
  return out;
}

/** Compiles a Java pattern, bounded (a user's pattern meets a user's data); undefined when it does not compile. */
export function javaRegex(src: string, flags = ''): RegExp | undefined {
  try {
    return new BoundedRegExp(translateRegex(src), flags);
  } catch {
    return undefined;
  }
}

/** `String.split(regex, limit)`: a leading empty piece from a zero-width match dropped; limit 0 drops trailing empties. */
export function javaSplit(s: string, re: RegExp, limit: number): string[] {
  const g = fit(reflag(re, re.flags.includes('g') ? re.flags : re.flags + 'g'), s);
  const out: string[] = [];
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = g.exec(s)) !== null) {
    if (m[0].length === 0) {
      if (m.index >= s.length) break;
      if (m.index === 0) { g.lastIndex++; continue; }
    }
    if (limit > 0 && out.length === limit - 1) break;
    out.push(s.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].length === 0) g.lastIndex++;
  }
  if (s.length === 0) return [''];
  out.push(s.slice(last));
  if (limit === 0) while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}
