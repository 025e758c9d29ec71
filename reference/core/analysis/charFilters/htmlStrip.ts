/**
 * Lucene's HTMLStripCharFilter, in its observable behaviour: tags and comments removed, block-level
 * tags (and `<br>`) turned into a newline, `<script>` and `<style>` content dropped, character entities
 * decoded, tags named in `escaped_tags` kept; offsets corrected back to the HTML.
 */
import { replaceSpans, type Filtered } from '../offsets.ts';

// HTMLStripCharFilter.jflex's block-level elements, replaced by "\n" (`title` too: ES's ingest-common
// 40_mutate.yml strips `<p>this <title>is</title> a <b>test</b>` to "\nthis \nis\n a test").
const BLOCK = new Set(['html', 'body', 'head', 'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'center', 'dd', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'iframe', 'isindex', 'li', 'map', 'menu', 'nav', 'noframes', 'noscript', 'ol', 'optgroup', 'option', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'title', 'tr', 'ul']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0', copy: '\u00A9', reg: '\u00AE', euro: '\u20AC', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013', lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201C', rdquo: '\u201D', eacute: '\u00E9', egrave: '\u00E8', agrave: '\u00E0', ccedil: '\u00E7', uuml: '\u00FC', ouml: '\u00F6', auml: '\u00E4', szlig: '\u00DF', trade: '\u2122', laquo: '\u00AB', raquo: '\u00BB', deg: '\u00B0', middot: '\u00B7', bull: '\u2022', times: '\u00D7', iexcl: '\u00A1', iquest: '\u00BF' };

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)|<\/?([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*>|<![^>]*>|<\?[\s\S]*?\?>|&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);?/g;

/** Strips HTML from text. */
export function htmlStrip(input: string, escapedTags: ReadonlySet<string>): Filtered {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const m of input.matchAll(TOKEN)) {
    const start = m.index!;
    const end = start + m[0].length;
    const whole = m[0];
    let text: string | undefined;
    if (whole.startsWith('&')) {
      const e = m[3];
      if (e.startsWith('#')) {
        const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        text = cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined;
      } else text = Object.hasOwn(ENTITIES, e) ? ENTITIES[e] : Object.hasOwn(ENTITIES, e.toLowerCase()) ? ENTITIES[e.toLowerCase()] : undefined;
      if (text === undefined) continue;
    } else if (m[1]) {
      text = escapedTags.has(m[1].toLowerCase()) ? undefined : '';
      if (text === undefined) continue;
    } else if (m[2]) {
      const name = m[2].toLowerCase();
      if (escapedTags.has(name)) continue;
      text = BLOCK.has(name) ? '\n' : '';
    } else text = '';
    edits.push({ start, end, text });
  }
  return replaceSpans(input, edits);
}
