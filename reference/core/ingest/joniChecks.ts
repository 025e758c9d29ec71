/**
 * What Joni (the Oniguruma port grok compiles with, Ruby syntax) says about an expression that the JS
 * translation would report differently or not at all: a named group whose name Joni refuses, and the
 * warnings it emits while compiling. The JS engine's own messages ("Invalid capture group name") are not
 * what Elasticsearch prints, so these run first.
 */

/**
 * The error Joni's lexer raises for a bad `(?<name>…)`, or undefined: its fetchName refuses an empty name
 * ("group name is empty") and a name starting with a digit ("invalid group name <2134>"). Later characters
 * are not checked here: ES's own grok names its groups `PATTERN:field.path:type`, which Joni accepts.
 * Lookbehinds `(?<=` `(?<!` are not names.
 */
export function joniGroupNameError(src: string): string | undefined {
  const named = /\\.|\(\?<(?![=!])([^>]*)>?/gs;
  for (let m = named.exec(src); m !== null; m = named.exec(src)) {
    const name = m[1];
    if (name === undefined) continue; // an escaped character
    if (name === '') return 'group name is empty';
    if (/^[0-9]/.test(name)) return `invalid group name <${name}>`;
  }
  return undefined;
}

/**
 * Letters Joni's Ruby syntax gives a meaning after a backslash (the lexer's token escapes, `\M-` `\C-` `\c`
 * control escapes, ScanEnvironment.convertBackslashValue's `\n` `\t` `\r` `\f` `\v` `\a` `\e` `\b`). `\Q…\E`
 * is left out of the warnings too: translateRegex reads it as Java's quoting.
 */
const KNOWN_ESCAPES = new Set('wWbBsSdDhHAZzGxukgpPMCcntrfvaeQE');

/**
 * Joni's compile warnings for an expression, in order: ScanEnvironment.unknownEscWarn's
 * `Unknown escape \o is ignored` for a backslash before a letter it does not know (the letter then stands
 * for itself, as JS reads it too).
 */
export function joniWarnings(src: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < src.length; i++) {
    if (src[i] !== '\\') continue;
    const n = src[i + 1];
    if (n !== undefined && /[A-Za-z]/.test(n) && !KNOWN_ESCAPES.has(n)) out.push(`Unknown escape \\${n} is ignored`);
    i++;
  }
  return out;
}
