/**
 * Processors that map a string field to a new value, one by one over a list (AbstractStringProcessor):
 * lowercase, uppercase, trim, urldecode, html_strip, bytes; and split, join, gsub.
 */
import { isEsError, processorIllegalArgument } from '../../errors/index.ts';
import type { IngestDoc } from '../document.ts';
import { fail } from '../failure.ts';
import { javaClassName, javaString, type Value } from '../javaValues.ts';
import { javaRegex, javaSplit } from '../javaRegex.ts';
import type { Factory, Impl } from '../types.ts';
import { parseByteSize } from '../../byteSize.ts';
import { htmlStrip } from '../../analysis/charFilters/htmlStrip.ts';
import { fit } from '../../regex/bounded.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

/** AbstractStringProcessor: `field`, `ignore_missing`, `target_field`; strings and lists of strings. */
function stringProcessor(process: (s: string) => Value): Factory {
  return (c) => {
    const field = c.str('field');
    const ignoreMissing = c.bool('ignore_missing', false);
    return stringImpl(field, ignoreMissing, c.str('target_field', field), process);
  };
}

/** AbstractStringProcessor.execute: the value (or each value of a list) processed into the target. */
function stringImpl(field: string, ignoreMissing: boolean, target: string, process: (s: string) => Value): Impl {
  return (doc) => {
    const v = doc.get(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) bad(`field [${field}] is null, cannot process it.`);
    let out: Value;
    if (Array.isArray(v)) {
      out = v.map((x) => {
        if (typeof x !== 'string') bad(`value [${javaString(x)}] of type [${javaClassName(x)}] in list field [${field}] cannot be cast to [java.lang.String]`);
        return process(x as string);
      });
    } else {
      if (typeof v !== 'string') bad(`field [${field}] of type [${javaClassName(v)}] cannot be cast to [java.lang.String]`);
      out = process(v as string);
    }
    doc.set(target, out);
    return true;
  };
}

/** Java's String.trim: strips every char up to U+0020 at both ends. */
function javaTrim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  return s.slice(a, b);
}

/** URLDecoder.decode(s, UTF-8): `+` is a space, `%xx` bytes decode as UTF-8; `onBad` raises its IllegalArgumentException. */
export function urlDecode(s: string, onBad: (message: string) => never = bad): string {
  const bytes: number[] = [];
  let out = '';
  const flush = (): void => {
    if (bytes.length) out += new TextDecoder().decode(new Uint8Array(bytes.splice(0)));
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%') {
      const hex = s.slice(i + 1, i + 3);
      if (hex.length < 2) onBad('URLDecoder: Incomplete trailing escape (%) pattern');
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) onBad(`URLDecoder: Illegal hex characters in escape (%) pattern - Error at index 0 in: "${hex}"`);
      bytes.push(parseInt(hex, 16));
      i += 2;
      continue;
    }
    flush();
    out += c === '+' ? ' ' : c;
  }
  flush();
  return out;
}

/** HtmlStripProcessor runs Lucene's HTMLStripCharFilter over the value: the analysis char filter's own implementation. */
const htmlStripValue = (s: string): string => htmlStrip(s, NO_ESCAPED_TAGS).text;
const NO_ESCAPED_TAGS: ReadonlySet<string> = new Set();

export const lowercase = stringProcessor((s) => s.toLowerCase());
export const uppercase = stringProcessor((s) => s.toUpperCase());
export const trim = stringProcessor(javaTrim);
export const urldecode = stringProcessor((s) => urlDecode(s));
export const htmlStripProcessor = stringProcessor(htmlStripValue);
/** bytes: `ByteSizeValue.parseBytesSizeValue(value, field)`, the byte count (its parse error raised as is). */
export const bytes: Factory = (c) => {
  const field = c.str('field');
  const ignoreMissing = c.bool('ignore_missing', false);
  return stringImpl(field, ignoreMissing, c.str('target_field', field), (s) => {
    const n = parseByteSize(s, field);
    if (isEsError(n)) fail(n);
    return n as number;
  });
};

/** gsub: `pattern` replaced by `replacement` (Java's `$1` group references) in a string or a list of strings. */
export const gsub: Factory = (c) => {
  const field = c.str('field');
  const ignoreMissing = c.bool('ignore_missing', false);
  const target = c.str('target_field', field);
  const pattern = c.str('pattern');
  const replacement = c.str('replacement');
  const re = javaRegex(pattern, 'g');
  if (!re) c.error('pattern', `Invalid regex pattern. ${pattern}`);
  const replace = (s: string): string => s.replace(fit(re!, s), javaReplacement(replacement));
  return stringImpl(field, ignoreMissing, target, replace);
};

/** A Java replacement string (`$1`, `${name}`, `\$`) as a JS one. */
function javaReplacement(r: string): string {
  let out = '';
  for (let i = 0; i < r.length; i++) {
    const c = r[i]!;
    if (c === '\\' && i + 1 < r.length) {
      const n = r[++i]!;
      out += n === '$' ? '$$' : n;
    } else if (c === '$' && r[i + 1] === '{') {
      const end = r.indexOf('}', i);
      out += `$<${r.slice(i + 2, end)}>`;
      i = end;
    } else out += c;
  }
  return out;
}

/** split: a string into a list by a Java regex (`preserve_trailing` keeps trailing empty pieces). */
export const split: Factory = (c) => {
  const field = c.str('field');
  const separator = c.str('separator');
  const ignoreMissing = c.bool('ignore_missing', false);
  const preserveTrailing = c.bool('preserve_trailing', false);
  const target = c.str('target_field', field);
  const re = javaRegex(separator);
  return (doc) => {
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) bad(`field [${field}] is null, cannot split.`);
    doc.set(target, javaSplit(v as string, re ?? new RegExp('(?!)'), preserveTrailing ? -1 : 0));
    return true;
  };
};

/** join: a list's values (as strings) joined by `separator`. */
export const join: Factory = (c) => {
  const field = c.str('field');
  const separator = c.str('separator');
  const target = c.str('target_field', field);
  return (doc: IngestDoc) => {
    const list = doc.getList(field);
    if (list === null || list === undefined) bad(`field [${field}] is null, cannot join.`);
    doc.set(target, (list as Value[]).map(javaString).join(separator));
    return true;
  };
};
