/**
 * A hunspell dictionary as Lucene's `hunspell.Dictionary` reads it: the affix file (`.aff`: FLAG, AF, PFX/SFX
 * with strip, append, continuation classes and conditions, NEEDAFFIX, ONLYINCOMPOUND, KEEPCASE, CIRCUMFIX,
 * FORBIDDENWORD, COMPLEXPREFIXES, FULLSTRIP, IGNORE) and the word files (`.dic`: `word/flags`, morphological
 * fields ignored). What it does not read (compounding rules, ICONV/OCONV, REP, morphological stems `st:`) is
 * left out: a dictionary that relies on them stems as if they were absent. Files must be UTF-8 (or ASCII);
 * one in another SET with bytes above 127 is refused before it gets here (configFiles.decodeUtf8).
 */

/** One PFX or SFX rule. */
export interface Affix {
  id: number;
  prefix: boolean;
  flag: string;
  strip: string;
  append: string;
  /** Continuation classes: flags the affixed form carries for a second affix. */
  appendFlags: ReadonlySet<string>;
  cross: boolean;
  /** Tested on the candidate stem (the word with the affix removed and the strip put back). */
  condition: RegExp | undefined;
}

export interface HunspellDictionary {
  /** Word → the flag sets of its entries (a word may be listed more than once). */
  words: Map<string, ReadonlySet<string>[]>;
  prefixes: Map<string, Affix[]>;
  suffixes: Map<string, Affix[]>;
  needAffix?: string;
  onlyInCompound?: string;
  keepCase?: string;
  circumfix?: string;
  forbidden?: string;
  complexPrefixes: boolean;
  fullStrip: boolean;
  /** Any affix has continuation classes: a second affix may be stripped (Dictionary.twoStageAffix). */
  twoStageAffix: boolean;
  ignoreCase: boolean;
  /** Characters removed from words and input (IGNORE). */
  ignore: string;
  longestAppend: { prefix: number; suffix: number };
}

type FlagMode = 'char' | 'long' | 'num' | 'utf8';

/** The affix file's options that name one flag with a meaning of its own (PSEUDOROOT: NEEDAFFIX's old name). */
const SPECIAL_FLAGS: Record<string, 'needAffix' | 'onlyInCompound' | 'keepCase' | 'circumfix' | 'forbidden' | undefined> = {
  NEEDAFFIX: 'needAffix', PSEUDOROOT: 'needAffix', ONLYINCOMPOUND: 'onlyInCompound', KEEPCASE: 'keepCase', CIRCUMFIX: 'circumfix', FORBIDDENWORD: 'forbidden',
};

function flagsOf(raw: string, mode: FlagMode, aliases: string[][]): string[] {
  if (aliases.length > 0 && /^\d+$/.test(raw)) return aliases[Number(raw) - 1] ?? [];
  if (raw === '') return [];
  switch (mode) {
    case 'long': {
      const out: string[] = [];
      for (let i = 0; i < raw.length; i += 2) out.push(raw.slice(i, i + 2));
      return out;
    }
    case 'num':
      return raw.split(',').map((s) => s.trim()).filter((s) => s !== '').map((s) => String(Number(s)));
    case 'utf8':
      return [...raw];
    default:
      return raw.split('');
  }
}

/** A condition as Lucene compiles it: `.` any, `[...]`/`[^...]` classes, other characters literal. */
function conditionRegex(cond: string, prefix: boolean, strip: string): RegExp | undefined {
  if (cond === '.' || cond === strip) return undefined;
  // Dictionary.parseAffix: an unclosed class is closed (the gascon file), and a dash is literal.
  if (cond.startsWith('[') && !cond.includes(']')) cond += ']';
  let src = '';
  for (let i = 0; i < cond.length; i++) {
    const c = cond[i];
    if (c === '[') {
      const end = cond.indexOf(']', i + 1);
      const body = cond.slice(i + 1, end < 0 ? cond.length : end);
      const neg = body.startsWith('^');
      const chars = (neg ? body.slice(1) : body).replace(/[\\\]^-]/g, (m) => `\\${m}`);
      src += `[${neg ? '^' : ''}${chars}]`;
      i = end < 0 ? cond.length : end;
    } else if (c === '.') src += '[^]';
    else src += c.replace(/[\\^$*+?()|{}[\]/]/g, (m) => `\\${m}`);
  }
  try {
    return new RegExp(prefix ? `^${src}` : `${src}$`, 'u');
  } catch {
    return undefined;
  }
}

/** Why a dictionary cannot be read (Lucene's ParseException message), or the dictionary. */
export function parseHunspell(aff: string, dics: readonly string[], ignoreCase: boolean): HunspellDictionary | string {
  let mode: FlagMode = 'char';
  const aliases: string[][] = [];
  let afCounted = false;
  const d: HunspellDictionary = {
    words: new Map(), prefixes: new Map(), suffixes: new Map(), complexPrefixes: false, fullStrip: false,
    twoStageAffix: false, ignoreCase, ignore: '', longestAppend: { prefix: 0, suffix: 0 },
  };
  const lines = aff.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let id = 0;
  // The header of each affix class comes first (`SFX A Y 3`): its cross-product flag applies to its rules.
  const cross = new Map<string, boolean>();
  const fold = (s: string): string => (ignoreCase ? s.toLowerCase() : s);
  const stripIgnored = (s: string): string => (d.ignore === '' ? s : [...s].filter((c) => !d.ignore.includes(c)).join(''));
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#')) continue;
    const f = line.split(/\s+/);
    const special = Object.hasOwn(SPECIAL_FLAGS, f[0]) ? SPECIAL_FLAGS[f[0]] : undefined;
    if (special) {
      d[special] = flagsOf(f[1] ?? '', mode, [])[0];
      continue;
    }
    switch (f[0]) {
      case 'FLAG':
        mode = f[1] === 'long' ? 'long' : f[1] === 'num' ? 'num' : f[1] === 'UTF-8' ? 'utf8' : 'char';
        break;
      case 'AF':
        // `AF n` (how many follow), then n lines `AF flags`: a word's or affix's flags may be an alias's number.
        if (!afCounted) afCounted = true;
        else aliases.push(flagsOf(f[1] ?? '', mode, []));
        break;
      case 'COMPLEXPREFIXES':
        d.complexPrefixes = true;
        break;
      case 'FULLSTRIP':
        d.fullStrip = true;
        break;
      case 'IGNORE':
        d.ignore = f[1] ?? '';
        break;
      case 'PFX':
      case 'SFX': {
        const prefix = f[0] === 'PFX';
        const flag = flagsOf(f[1] ?? '', mode, [])[0];
        if (flag === undefined) return `The affix file contains a rule with less than four elements at line ${n + 1}`;
        if (!cross.has(`${f[0]} ${flag}`)) {
          if (f.length < 4) return `The affix file contains a rule with less than four elements at line ${n + 1}`;
          cross.set(`${f[0]} ${flag}`, f[2] === 'Y');
          break;
        }
        if (f.length < 4) return `The affix file contains a rule with less than four elements at line ${n + 1}`;
        const strip = f[2] === '0' ? '' : fold(f[2]);
        const slash = f[3].indexOf('/');
        let append = slash < 0 ? f[3] : f[3].slice(0, slash);
        if (append === '0') append = '';
        append = stripIgnored(fold(append));
        const appendFlags = new Set(slash < 0 ? [] : flagsOf(f[3].slice(slash + 1), mode, aliases));
        if (appendFlags.size > 0) d.twoStageAffix = true;
        const affix: Affix = { id: id++, prefix, flag, strip, append, appendFlags, cross: cross.get(`${f[0]} ${flag}`)!, condition: conditionRegex(f[4] ?? '.', prefix, strip) };
        const into = prefix ? d.prefixes : d.suffixes;
        const list = into.get(append);
        if (list) list.push(affix);
        else into.set(append, [affix]);
        const longest = prefix ? 'prefix' : 'suffix';
        d.longestAppend[longest] = Math.max(d.longestAppend[longest], append.length);
        break;
      }
      default:
        break;
    }
  }
  for (const dic of dics) {
    const dl = dic.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
    for (let n = 1; n < dl.length; n++) {
      let line = dl[n];
      if (line.trim() === '' || line.startsWith('\t') || line.startsWith('#')) continue;
      const tab = line.indexOf('\t');
      if (tab >= 0) line = line.slice(0, tab);
      // `word/flags po:noun`: morphological fields after a space.
      const morph = /\s+\S+:\S*/.exec(line);
      if (morph) line = line.slice(0, morph.index);
      line = line.trim();
      let sep = -1;
      for (let i = 1; i < line.length; i++) {
        if (line[i] === '/' && line[i - 1] !== '\\') {
          sep = i;
          break;
        }
      }
      const word = stripIgnored(fold((sep < 0 ? line : line.slice(0, sep)).replace(/\\\//g, '/')));
      if (word === '') continue;
      const flags = new Set(sep < 0 ? [] : flagsOf(line.slice(sep + 1), mode, aliases));
      const forms = d.words.get(word);
      if (forms) forms.push(flags);
      else d.words.set(word, [flags]);
    }
  }
  return d;
}
