/** kv (KeyValueProcessor) and csv (CsvProcessor, CsvParser): delimited text into fields. */
import { processorIllegalArgument } from '../../errors/index.ts';
import type { IngestDoc } from '../document.ts';
import { fail } from '../failure.ts';
import { javaRegex, javaSplit } from '../javaRegex.ts';
import type { Value } from '../javaValues.ts';
import type { Factory } from '../types.ts';
import { ingestHas } from '../caps.ts';
import { render } from '../valueSource.ts';
import { fit } from '../../regex/bounded.ts';

const bad = (m: string): never => fail(processorIllegalArgument(m));

/** A trimmer of the given characters at both ends (`^([chars]+)|([chars]+)$`). */
function trimmer(chars: string | undefined): (s: string) => string {
  if (!chars) return (s) => s;
  const re = javaRegex(`^([${chars}]+)|([${chars}]+)$`, 'g');
  return (s) => (re ? s.replace(fit(re, s), '') : s);
}

const BRACKETS: Record<string, string> = { '(': ')', '[': ']', '<': '>', '"': '"', "'": "'" };

function stripBrackets(s: string): string {
  const close = BRACKETS[s[0] ?? ''];
  if (close !== undefined && s.length >= 2 && s.endsWith(close)) return s.slice(1, -1);
  if (close !== undefined) return s.slice(1);
  const last = s[s.length - 1];
  if (last !== undefined && Object.values(BRACKETS).includes(last)) return s.slice(0, -1);
  return s;
}

/** kv: `a=1 b=2` split on `field_split`, each pair on `value_split`, into fields (repeated keys append). */
export const kv: Factory = (c, ctx) => {
  // ES 7.14+ and OpenSearch 2.11+: field and target_field are templates, and a missing or empty rendered field is
  // "field [x] doesn't exist" (KeyValueProcessor); OpenSearch words the empty one otherwise.
  const templated = ingestHas(ctx.profile, 'kv.template');
  const emptyMessage = ingestHas(ctx.profile, 'kv.empty_path_message');
  const fieldT = templated ? c.template('field') : undefined;
  const fieldRaw = fieldT ? '' : c.str('field');
  const fieldSplit = c.str('field_split');
  const valueSplit = c.str('value_split');
  const targetRaw = c.optStr('target_field');
  const targetT = templated && targetRaw !== undefined ? c.compile('target_field', targetRaw) : undefined;
  const include = c.optList('include_keys') as string[] | undefined;
  const exclude = c.optList('exclude_keys') as string[] | undefined;
  const ignoreMissing = c.bool('ignore_missing', false);
  const prefix = c.str('prefix', '');
  const trimKey = trimmer(c.optStr('trim_key'));
  const trimValue = trimmer(c.optStr('trim_value'));
  const strip = c.bool('strip_brackets', false);
  const fieldRe = javaRegex(fieldSplit);
  const valueRe = javaRegex(valueSplit);
  if (!fieldRe) c.error('field_split', `Invalid regex pattern. ${fieldSplit}`);
  if (!valueRe) c.error('value_split', `Invalid regex pattern. ${valueSplit}`);
  return (doc) => {
    const field = fieldT ? render(fieldT, doc) : fieldRaw;
    const target = targetT ? render(targetT, doc) : targetRaw;
    if (templated && (field === '' || !doc.has(field, true))) {
      if (ignoreMissing) return true;
      bad(field === '' && emptyMessage ? 'field path cannot be null nor empty' : `field [${field}] doesn't exist`);
    }
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) bad(`field [${field}] is null, cannot extract key-value pairs.`);
    // A target that renders empty adds no prefix (KeyValueProcessor: `target.isEmpty()`).
    const pathPrefix = target ? `${target}.` : '';
    for (const f of javaSplit(v as string, fieldRe!, 0)) {
      const pair = javaSplit(f, valueRe!, 2);
      if (pair.length !== 2) bad(`field [${field}] does not contain value_split [${valueSplit}]`);
      const key = trimKey(pair[0]!);
      if (include && !include.includes(key)) continue;
      if (exclude && exclude.includes(key)) continue;
      const value = trimValue(strip ? stripBrackets(pair[1]!) : pair[1]!);
      appendOrSet(doc, pathPrefix + prefix + key, value);
    }
    return true;
  };
};

function appendOrSet(doc: IngestDoc, path: string, value: Value): void {
  if (doc.has(path)) doc.append(path, value);
  else doc.set(path, value);
}

/** csv: one line of CSV into the `target_fields` in order (quotes doubled inside quoted fields). */
export const csv: Factory = (c) => {
  const field = c.str('field');
  const separatorText = c.str('separator', ',');
  if (separatorText.length !== 1) c.error('separator', 'separator has to be single character like , or ;');
  const quoteText = c.str('quote', '"');
  if (quoteText.length !== 1) c.error('quote', `quote has to be single character like " or '`);
  const ignoreMissing = c.bool('ignore_missing', false);
  const trim = c.bool('trim', false);
  const emptyValue = c.optObj('empty_value');
  const targets = c.list('target_fields') as string[];
  if (targets.length === 0) c.error('target_fields', "target fields list can't be empty");
  return (doc) => {
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) bad(`field [${field}] is null, cannot process it.`);
    const values = parseCsvLine(v as string, separatorText, quoteText, trim);
    values.slice(0, targets.length).forEach((x, i) => {
      if (x === '') {
        if (emptyValue !== null) doc.set(targets[i]!, emptyValue);
      } else doc.set(targets[i]!, x);
    });
    return true;
  };
};

const isWs = (ch: string): boolean => ch === ' ' || ch === '\t';

/** CsvParser.process: fields of one line; an unbalanced or stray quote is refused with CsvParser's messages. */
export function parseCsvLine(line: string, sep: string, quote: string, trim: boolean): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= line.length) {
    // start of a field
    while (trim && i < line.length && isWs(line[i]!)) i++;
    if (line[i] === quote) {
      let value = '';
      i++;
      for (;;) {
        if (i >= line.length) bad('Unmatched quote');
        if (line[i] === quote) {
          if (line[i + 1] === quote) {
            value += quote;
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i++];
      }
      while (i < line.length && isWs(line[i]!)) i++;
      if (i < line.length && line[i] !== sep) bad(`Illegal character inside quoted field at ${i}`);
      out.push(value);
      i++;
      continue;
    }
    let end = i;
    while (end < line.length && line[end] !== sep) {
      if (line[end] === quote) bad(`Illegal character inside unquoted field at ${end}`);
      end++;
    }
    let value = line.slice(i, end);
    if (trim) value = value.replace(/[ \t]+$/, '');
    out.push(value);
    i = end + 1;
  }
  return out;
}
