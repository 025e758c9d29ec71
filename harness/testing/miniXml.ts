/** An XML element as parsed by miniXml. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const unescape = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/**
 * A strict little XML parser for tests (elements, attributes, text, the prolog): enough to read our
 * junit.xml back and prove it well-formed without adding a dependency. Throws on malformed input.
 */
export function parseXml(src: string): XmlElement {
  let i = 0;
  const fail = (m: string): never => {
    throw new Error(`${m} at ${i}`);
  };
  const skipWs = (): void => {
    while (/\s/.test(src[i] ?? '')) i++;
  };
  if (src.startsWith('<?xml')) i = src.indexOf('?>') + 2;
  const element = (): XmlElement => {
    skipWs();
    if (src[i] !== '<') fail('expected <');
    i++;
    const name = /^[A-Za-z_][\w.-]*/.exec(src.slice(i))?.[0] ?? fail('bad element name');
    i += name.length;
    const el: XmlElement = { name, attrs: {}, children: [], text: '' };
    for (;;) {
      skipWs();
      if (src.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (src[i] === '>') {
        i++;
        break;
      }
      const m = /^([A-Za-z_][\w.-]*)="([^"<]*)"/.exec(src.slice(i)) ?? fail('bad attribute');
      el.attrs[m[1]!] = unescape(m[2]!);
      i += m[0].length;
    }
    for (;;) {
      const lt = src.indexOf('<', i);
      if (lt < 0) fail('unclosed element');
      const text = src.slice(i, lt);
      if (/&(?!(lt|gt|amp|quot|apos);)/.test(text)) fail('bare &');
      el.text += unescape(text);
      i = lt;
      if (src.startsWith(`</${name}>`, i)) {
        i += name.length + 3;
        return el;
      }
      if (src.startsWith('</', i)) fail(`mismatched close for ${name}`);
      el.children.push(element());
    }
  };
  const root = element();
  skipWs();
  if (i !== src.length) fail('trailing content');
  return root;
}
