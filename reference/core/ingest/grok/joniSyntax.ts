/**
 * What Joni's Ruby syntax (the one grok compiles with) means where Java's, which translateRegex reads, means
 * something else or JavaScript has nothing, rewritten before translateRegex:
 * - an atomic group `(?>X)` is `(?:(?=(?<aN>X))\k<aN>)`: the lookahead matches X once and is never re-entered,
 *   which is what atomic means (translateRegex alone would make it a plain group, and a bank pattern such as
 *   QUOTEDSTRING then backtracks exponentially on an unclosed quote);
 * - `\h` is a hexadecimal digit (`\H` not one), where Java reads horizontal space (RUUID is `\h{32}`);
 * - `[:alnum:]` in a class is Unicode's letters and decimal digits (Joni's UTF-8 ctype; ECS UNIXPATH uses it
 *   so that paths may hold any letter), where translateRegex reads Java's ASCII `\p{Alnum}`;
 * - `(?m)` is Ruby's dot-all for the rest of its group (RAILS3HEAD), written `[\s\S]` for each `.`;
 * - a repeat of a repeat, `X?*` `X+*` `X**`, is one `X*` (Joni nests them and warns; SHOREWALL's `.?*`),
 *   where JavaScript refuses the expression ("Nothing to repeat").
 * And one rewrite that changes no match: in an unnamed group repeated by `*` or `+`, an alternative that is
 * one atom repeated, `(A+|B)*`, is the atom alone, `(A|B)*`. The texts matched are the same (only the unnamed
 * group's last iteration, which grok does not read, differs), and the expression stops backtracking
 * exponentially where the bank's URIPROTO `([A-Za-z0-9+\-.]+)+` and legacy UNIXPATH do on a text they miss;
 * Joni's own watchdog would have stopped those after a second (MatcherWatchdog), this engine has none.
 */

/** The expression with Joni's meanings spelled in what translateRegex and JavaScript read the same way. */
export function joniToJava(src: string): string {
  let out = '';
  let atomics = 0;
  // One entry per open group: the text to close it with, and whether `.` is dot-all inside it.
  const groups: { close: string; dotAll: boolean; start: number; plain: boolean }[] = [];
  let dotAll = false;
  let inClass = 0;
  // Whether the last thing written is a repeat operator (`?` `*` `+` after an atom).
  let repeat = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    const afterRepeat = repeat;
    repeat = false;
    if (c === '\\') {
      const n = src[i + 1];
      if (n === 'h') out += inClass ? '0-9a-fA-F' : '[0-9a-fA-F]';
      else if (n === 'H' && !inClass) out += '[^0-9a-fA-F]';
      else out += c + (n ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (src.startsWith('[:alnum:]', i)) {
        out += unicodeAlnum();
        i += 8;
        continue;
      }
      if (c === '[') inClass++;
      else if (c === ']') inClass--;
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = 1;
      out += c;
      if (src[i + 1] === '^') out += src[++i];
      if (src[i + 1] === ']') out += src[++i];
      continue;
    }
    if (c === '(') {
      if (src.startsWith('(?m)', i)) {
        dotAll = true;
        i += 3;
        continue;
      }
      if (src.startsWith('(?>', i)) {
        const name = `a${atomics++}`;
        groups.push({ close: `))\\k<${name}>)`, dotAll, start: out.length, plain: false });
        out += `(?:(?=(?<${name}>`;
        i += 2;
        continue;
      }
      const plain = src[i + 1] !== '?' || src.startsWith('(?:', i);
      groups.push({ close: ')', dotAll, start: out.length, plain });
      out += c;
      continue;
    }
    if (c === ')') {
      const g = groups.pop();
      if (g?.plain && (src[i + 1] === '*' || src[i + 1] === '+')) {
        const open = out.startsWith('(?:', g.start) ? 3 : 1;
        out = out.slice(0, g.start + open) + singleAtoms(out.slice(g.start + open));
      }
      out += g ? g.close : c;
      if (g) dotAll = g.dotAll;
      continue;
    }
    if (c === '*' && afterRepeat && '?+*'.includes(out[out.length - 1]!)) {
      out = out.slice(0, -1) + '*';
      repeat = true;
      continue;
    }
    if ((c === '?' || c === '*' || c === '+') && !afterRepeat) repeat = true;
    out += c === '.' && dotAll ? '[\\s\\S]' : c;
  }
  return out;
}

/** One atom: a class, an escape, or a character with no meaning of its own. */
const REPEATED_ATOM = /^(\[(?:\\[\s\S]|[^\]\\])*\]|\\[\s\S]|[^\\()[\]|*+?{}^$])\+$/;

/** A group's alternatives with `A+` written `A` (see above), or the text as it is when it is not that simple. */
function singleAtoms(body: string): string {
  const alternatives: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      alternatives.push(body.slice(from, i));
      from = i + 1;
    }
  }
  alternatives.push(body.slice(from));
  return alternatives.map((a) => (REPEATED_ATOM.test(a) ? a.slice(0, -1) : a)).join('|');
}

let alnum: string | undefined;

/**
 * The Basic Multilingual Plane's letters and decimal digits as class ranges (`\u00aa\u00b5\u00ba\u00c0-\u00d6...`),
 * made on first use: the expression is compiled without the `u` flag, which the bank's escapes do not allow.
 */
function unicodeAlnum(): string {
  if (alnum !== undefined) return alnum;
  const test = /[\p{Alphabetic}\p{Nd}]/u;
  const hex = (n: number) => `\\u${n.toString(16).padStart(4, '0')}`;
  let out = '';
  let start = -1;
  for (let c = 0; c <= 0x10000; c++) {
    const ok = c < 0xd800 || (c > 0xdfff && c < 0x10000) ? test.test(String.fromCharCode(c)) : false;
    if (ok && start < 0) start = c;
    if (!ok && start >= 0) {
      out += start === c - 1 ? hex(start) : `${hex(start)}-${hex(c - 1)}`;
      start = -1;
    }
  }
  return (alnum = out);
}
