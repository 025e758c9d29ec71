/**
 * Lucene's UAX29URLEmailTokenizer: the standard tokenizer's words, with URLs and e-mail addresses kept
 * whole as `<URL>` and `<EMAIL>` tokens.
 */
import { tok, type Tok } from '../token.ts';
import { bufferLimited, standardTokens } from './standard.ts';
import { TLDS } from './tlds.ts';

const LABEL = '[\\p{L}\\p{Nd}](?:[\\p{L}\\p{Nd}-]*[\\p{L}\\p{Nd}])?';
// DomainNameStrict: labels ending in a known top-level domain (longest first). An e-mail address and a host
// without a scheme need it; a host after a scheme may be any label sequence (DomainNameLoose). What follows the
// domain is left to the longest-match rule below (`y@host.invalid` is the address `y@host.in` then a word).
const TLD = `(?:${TLDS.join('|')})`;
const STRICT = `${LABEL}(?:\\.${LABEL})*\\.${TLD}`;
const LOOSE = `${LABEL}(?:\\.${LABEL})*`;
const EMAIL = `[\\p{L}\\p{Nd}!#$%&'*+/=?^_\`{|}~-]+(?:\\.[\\p{L}\\p{Nd}!#$%&'*+/=?^_\`{|}~-]+)*@(?:${STRICT}|\\[[0-9.]+\\])`;
const IPV4 = '\\d{1,3}(?:\\.\\d{1,3}){3}';
const URL = `(?:[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^\\s/?#@]+@)?(?:${LOOSE}|${IPV4})(?::\\d+)?|(?:www\\.)?(?:${STRICT}|${IPV4})(?::\\d+)?(?=[/?#]|\\b))(?:[/?#][^\\s<>"]*[^\\s<>".,;:!?)\\]'])?`;
/** URLs and e-mail addresses, compiled at the first use: the pattern holds every known top-level domain. */
let spans: RegExp | undefined;
const urlEmailSpans = (): RegExp => (spans ??= new RegExp(`(${EMAIL})|(${URL})`, 'giu'));

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
  let wordEnds: Map<number, number> | undefined;
  for (const m of text.matchAll(urlEmailSpans())) {
    const start = m.index!;
    const end = start + m[0].length;
    // A span must start at a word boundary (not inside a word the standard tokenizer would keep whole).
    if (start > 0 && /[\p{L}\p{Nd}_.@-]/u.test(text[start - 1])) continue;
    // JFlex takes the longest match (the URL rules first on a tie): a word running past the span keeps the
    // text, so `foo.bar.baz` is one word though `foo.bar` ends in a known domain.
    wordEnds ??= new Map(standardTokens(text).map((t) => [t.start, t.end]));
    if ((wordEnds.get(start) ?? 0) > end) continue;
    words(last, start);
    out.push(tok(m[0], start, end, m[1] ? '<EMAIL>' : '<URL>'));
    last = end;
  }
  words(last, text.length);
  return out;
}
