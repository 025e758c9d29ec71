/**
 * Lucene's UAX29URLEmailTokenizer: the standard tokenizer's words, with URLs and e-mail addresses kept
 * whole as `<URL>` and `<EMAIL>` tokens.
 */
import { tok, type Tok } from '../token.ts';
import { bufferLimited, standardTokens } from './standard.ts';

const LABEL = '[\\p{L}\\p{Nd}](?:[\\p{L}\\p{Nd}-]*[\\p{L}\\p{Nd}])?';
const DOMAIN = `${LABEL}(?:\\.${LABEL})*\\.[\\p{L}]{2,63}`;
const EMAIL = `[\\p{L}\\p{Nd}!#$%&'*+/=?^_\`{|}~-]+(?:\\.[\\p{L}\\p{Nd}!#$%&'*+/=?^_\`{|}~-]+)*@(?:${DOMAIN}|\\[[0-9.]+\\])`;
const URL = `(?:[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^\\s/?#@]+@)?(?:${DOMAIN}|localhost|\\d{1,3}(?:\\.\\d{1,3}){3})(?::\\d+)?|(?:www\\.)?${DOMAIN}(?::\\d+)?(?=[/?#]|\\b))(?:[/?#][^\\s<>"]*[^\\s<>".,;:!?)\\]'])?`;
const SPANS = new RegExp(`(${EMAIL})|(${URL})`, 'gu');

/** Tokens with URLs and e-mail addresses whole. */
export function uaxUrlEmailTokens(text: string, maxTokenLength = 255): Tok[] {
  return bufferLimited(urlEmailTokens, text, maxTokenLength);
}

function urlEmailTokens(text: string): Tok[] {
  const out: Tok[] = [];
  let last = 0;
  const words = (from: number, to: number): void => {
    for (const t of standardTokens(text.slice(from, to))) out.push({ ...t, start: t.start + from, end: t.end + from });
  };
  for (const m of text.matchAll(SPANS)) {
    const start = m.index!;
    // A span must start at a word boundary (not inside a word the standard tokenizer would keep whole).
    if (start > 0 && /[\p{L}\p{Nd}_.@-]/u.test(text[start - 1])) continue;
    words(last, start);
    out.push(tok(m[0], start, start + m[0].length, m[1] ? '<EMAIL>' : '<URL>'));
    last = start + m[0].length;
  }
  words(last, text.length);
  return out;
}
