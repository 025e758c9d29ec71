/**
 * The one determinization limit of a Lucene regexp the simulator computes exactly: RegExp.toAutomatonInternal
 * refuses a counted repeat before building it when (states of the operand's automaton − 1) × its bound is
 * over the limit (`max_determinized_states`, 10000): REGEXP_REPEAT_MIN (`{n,}`) counts n, REGEXP_REPEAT_MINMAX
 * (`{n}`, `{n,m}`) counts m. The operand's automaton is known exactly when it is a leaf: a character, a class,
 * `.`, a shorthand (2 states: their automata are minimal, start and accept), a quoted string or a group of
 * plain characters (a REGEXP_STRING: one state per code point, plus one). Other operands, and the effort of
 * the minimizations themselves, are not modelled (no refusal is invented for them).
 */

/** The first repeat over the limit: its computed count, or undefined. */
export function regexpRepeatOverLimit(pattern: string, limit: number): number | undefined {
  const cps = Array.from(pattern, (c) => c.codePointAt(0)!);
  const ch = (i: number) => (i < cps.length ? String.fromCodePoint(cps[i]!) : '');
  let i = 0;
  /** States of the last complete leaf operand, or undefined when the last item is not a leaf. */
  let last: number | undefined;
  while (i < cps.length) {
    const c = ch(i);
    if (c === '\\') {
      last = 2;
      i += 2;
    } else if (c === '.') {
      last = 2;
      i++;
    } else if (c === '[') {
      // A class: to its closing bracket (a `]` right after `[` or `[^` is a member).
      let j = i + 1;
      if (ch(j) === '^') j++;
      if (ch(j) === ']') j++;
      while (j < cps.length && ch(j) !== ']') j += ch(j) === '\\' ? 2 : 1;
      last = 2;
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < cps.length && ch(j) !== '"') j++;
      last = j - (i + 1) + 1;
      i = j + 1;
    } else if (c === '(') {
      // A group of plain characters is a string node; any operator inside makes it something else.
      let j = i + 1;
      while (j < cps.length && !'()|&~*+?{}[]."\\#@<>'.includes(ch(j))) j++;
      if (ch(j) === ')') {
        const n = j - (i + 1);
        last = n === 1 ? 2 : n + 1;
        i = j + 1;
      } else {
        last = undefined;
        i++;
      }
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(String.fromCodePoint(...cps.slice(i, i + 24)));
      if (!m) return undefined;
      const min = Number(m[1]);
      const bound = m[2] === undefined ? min : m[3] === '' ? min : Number(m[3]);
      if (last !== undefined && (last - 1) * bound > limit) return (last - 1) * bound;
      last = undefined;
      i += m[0].length;
    } else if ('|&~*+?)#@<>'.includes(c)) {
      last = undefined;
      i++;
    } else {
      last = 2;
      i++;
    }
  }
  return undefined;
}
