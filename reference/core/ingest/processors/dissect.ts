/** dissect (DissectProcessor over libs/dissect's DissectParser, DissectKey and DissectMatch, ported step by step). */
import { dissectKeyInvalid, dissectNoMatch, dissectPatternInvalid, processorIllegalArgument } from '../../errors/index.ts';
import { fail } from '../failure.ts';
import type { Factory } from '../types.ts';

type Modifier = 'none' | 'append' | 'append_with_order' | 'field_name' | 'field_value' | 'named_skip';

interface Key {
  modifier: Modifier;
  name: string;
  skip: boolean;
  skipRightPadding: boolean;
  appendPosition: number;
}

const MOD: Record<string, Modifier> = { '/': 'append_with_order', '+': 'append', '*': 'field_name', '&': 'field_value', '?': 'named_skip' };

function parseKey(key: string): Key {
  let modifier: Modifier = 'none';
  let matches = 0;
  for (const ch of key.match(/[/+*&?]/g) ?? []) {
    const prior = modifier;
    modifier = MOD[ch]!;
    if (++matches > 1 && !(prior === 'append' && modifier === 'append_with_order')) fail(dissectKeyInvalid(key, 'multiple modifiers are not allowed.'));
  }
  let name: string | undefined;
  let skipRightPadding = false;
  let appendPosition = 0;
  let skip = key.length === 0;
  if (modifier === 'none') {
    const m = /^([\s\S]*?)(->)?$/.exec(key)!;
    name = m[1]!;
    skipRightPadding = m[2] !== undefined;
    skip = name.length === 0;
  } else if (modifier === 'append_with_order') {
    const m = /[+]([\s\S]*?)(\/)([0-9]+)(->)?$/.exec(key);
    if (m) {
      name = m[1]!;
      appendPosition = Number(m[3]);
      skipRightPadding = m[4] !== undefined;
    }
  } else {
    const m = /([+*&?])([\s\S]*?)(->)?$/.exec(key);
    if (m) {
      name = m[2]!;
      skipRightPadding = m[3] !== undefined;
    }
    if (modifier === 'named_skip') skip = true;
  }
  if (name === undefined || (name.length === 0 && !skip)) fail(dissectKeyInvalid(key, 'The key name could not be determined'));
  return { modifier, name: name!, skip, skipRightPadding, appendPosition };
}

interface Parser {
  pattern: string;
  leading: string;
  pairs: { key: Key; delimiter: string }[];
  maxResults: number;
  separator: string;
}

/** DissectParser's constructor: the leading delimiter, the key/delimiter pairs, and their checks. */
export function dissectParser(pattern: string, separator: string): Parser {
  let leading = '';
  const lm = /^([\s\S]*?)%\{/.exec(pattern);
  if (lm) leading = lm[1]!;
  const rest = pattern.slice(leading.length);
  let pairs: { key: Key; delimiter: string }[] = [];
  const re = /%\{([^}]*?)}([\s\S]+?(?=%\{)|[\s\S]*$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(rest)) !== null) {
    pairs.push({ key: parseKey(m[1]!), delimiter: m[2]! });
    if (m[0].length === 0) re.lastIndex++;
  }
  const maxResults = new Set(pairs.filter((p) => !p.key.skip).map((p) => p.key.name)).size;
  if (pairs.length === 0 || maxResults === 0) fail(dissectPatternInvalid(pattern, 'Unable to find any keys or delimiters.'));
  const appendNames = new Set(pairs.filter((p) => p.key.modifier === 'append' || p.key.modifier === 'append_with_order').map((p) => p.key.name));
  pairs = pairs.map((p) => (p.key.modifier === 'none' && appendNames.has(p.key.name) ? { key: { ...p.key, modifier: 'append' }, delimiter: p.delimiter } : p));
  const refs = new Map<string, number>();
  for (const p of pairs) if (p.key.modifier === 'field_name' || p.key.modifier === 'field_value') refs.set(p.key.name, (refs.get(p.key.name) ?? 0) + 1);
  for (const [name, n] of refs) {
    if (n !== 2) fail(dissectPatternInvalid(pattern, `Found invalid key/reference associations: '${Array(n).fill(name).join(',')}' Please ensure each '*<key>' is matched with a matching '&<key>`));
  }
  return { pattern, leading, pairs, maxResults, separator };
}

/** DissectParser.parse: the delimiters searched left to right, byte by byte; null when the pattern does not match. */
export function dissectParse(p: Parser, s: string): Record<string, string> | null {
  const simple = new Map<string, string>();
  const appends = new Map<string, { v: string; order: number }[]>();
  const refs = new Map<string, { key?: string; value?: string }>();
  let matches = 0;
  let implicitOrder = -1000;
  const add = (key: Key, value: string): void => {
    matches++;
    if (key.skip) return;
    if (key.modifier === 'none') simple.set(key.name, value);
    else if (key.modifier === 'append' || key.modifier === 'append_with_order') {
      const list = appends.get(key.name) ?? [];
      list.push({ v: value, order: key.modifier === 'append' ? implicitOrder++ : key.appendPosition });
      appends.set(key.name, list);
    } else {
      const r = refs.get(key.name) ?? {};
      if (key.modifier === 'field_name') r.key = value;
      else r.value = value;
      refs.set(key.name, r);
    }
  };
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  if (s.length > p.leading.length && s.startsWith(p.leading)) {
    const input = enc.encode(s);
    let idx = 0;
    let { key, delimiter: delimText } = p.pairs[idx]!;
    let delimiter = enc.encode(delimText);
    let i = enc.encode(p.leading).length;
    let valueStart = i;
    const lookAhead = (at: number): number => {
      let n = 0;
      for (let j = 0; j < delimiter.length; j++) if (at + j < input.length && input[at + j] === delimiter[j]) n++;
      return n;
    };
    outer: while (i < input.length) {
      if (delimiter.length > 0 && input[i] === delimiter[0]) {
        let n = lookAhead(i);
        if (n === delimiter.length) {
          add(key, dec.decode(input.slice(valueStart, i)));
          i += n;
          while (i < input.length) {
            n = lookAhead(i);
            if (n !== delimiter.length) break;
            i += n;
            if (!key.skipRightPadding) {
              if (idx + 1 >= p.pairs.length) break;
              ({ key } = p.pairs[++idx]!);
              add(key, '');
            }
          }
          if (idx + 1 >= p.pairs.length) break outer;
          ({ key, delimiter: delimText } = p.pairs[++idx]!);
          delimiter = enc.encode(delimText);
          valueStart = i;
        } else i++;
      } else i++;
    }
    if (matches !== p.pairs.length && delimiter.length === 0) add(key, dec.decode(input.slice(valueStart)));
  }
  const results: Record<string, string> = {};
  for (const [k, v] of simple) results[k] = v;
  for (const [k, list] of appends) results[k] = [...list].sort((a, b) => a.order - b.order).map((x) => x.v).join(p.separator);
  for (const r of refs.values()) if (r.key !== undefined && r.value !== undefined) results[r.key] = r.value;
  return matches === p.pairs.length && Object.keys(results).length === p.maxResults ? results : null;
}

/** dissect: a string field split by a pattern of keys and delimiters into fields. */
export const dissect: Factory = (c) => {
  const field = c.str('field');
  const pattern = c.str('pattern');
  const separator = c.str('append_separator', '');
  const ignoreMissing = c.bool('ignore_missing', false);
  const parser = dissectParser(pattern, separator);
  return (doc) => {
    const v = doc.getString(field, ignoreMissing);
    if ((v === null || v === undefined) && ignoreMissing) return true;
    if (v === null || v === undefined) fail(processorIllegalArgument(`field [${field}] is null, cannot process it.`));
    const r = dissectParse(parser, v as string);
    if (!r) fail(dissectNoMatch(pattern, v as string));
    for (const [k, x] of Object.entries(r!)) doc.set(k, x);
    return true;
  };
};
