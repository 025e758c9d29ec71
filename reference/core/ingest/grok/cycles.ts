/**
 * The check of a grok pattern bank for circular references, run on the bank a grok processor compiles
 * with, in the two forms Elasticsearch has had: PatternBank.forbidCircularReferences since #111947 (8.16:
 * one walk of the reference graph, "circular reference detected: A->B->A", and a reference to a name the bank
 * lacks refused), and Grok.forbidCircularReferences before it (#74581, 7.14: a walk from every pattern with
 * the path it took, "circular reference in pattern [..][..] back to pattern [..] via patterns [..]").
 * Each returns the IllegalArgumentException's message, or undefined when the bank is sound.
 */
import type { GrokBank } from './bank.ts';

/** The end of a `%{NAME...` reference's name (the first `}` or `:` after it), or -1 when there is neither. */
function nameEnd(pattern: string, begin: number): number {
  const bracket = pattern.indexOf('}', begin);
  const colon = pattern.indexOf(':', begin);
  if (bracket !== -1 && colon === -1) return bracket;
  if (colon !== -1 && bracket === -1) return colon;
  if (bracket !== -1) return Math.min(bracket, colon);
  return -1;
}

class BankError extends Error {}

/** PatternBank.getPatternNamesForPattern: the names a pattern refers to, each once, in order. */
function referencedNames(bank: GrokBank, name: string): string[] {
  const pattern = bank.get(name)!;
  const out: string[] = [];
  for (let i = pattern.indexOf('%{'); i !== -1; i = pattern.indexOf('%{', i + 1)) {
    const end = nameEnd(pattern, i + 2);
    if (end === -1) throw new BankError(`pattern [${pattern}] has an invalid syntax`);
    const other = pattern.slice(i + 2, end);
    if (out.includes(other)) continue;
    out.push(other);
    if (!bank.has(other)) throw new BankError(`pattern [${name}] is referencing a non-existent pattern [${other}]`);
  }
  return out;
}

/** PatternBank.forbidCircularReferences (8.16+), step for step: its path is the message's. */
export function bankCycleError(bank: GrokBank): string | undefined {
  try {
    const allVisited = new Set<string>();
    const visitedTwice = new Set<string>();
    for (const start of bank.keys()) {
      if (!visitedTwice.has(start) && allVisited.has(start)) continue;
      const visited = new Set<string>();
      // Each level holds the neighbours of the first live node of the level below; null marks one done.
      const stack: (string | null)[][] = [[start]];
      let lastParent: string | null = null;
      while (stack.length > 0) {
        const level = stack[stack.length - 1]!;
        const at = level.findIndex((n) => n !== null);
        const node = level[at]!;
        let endOfPath = false;
        if (node === start && stack.length > 1) {
          const path = stack.map((l) => l.find((n) => n !== null)!);
          throw new BankError(`circular reference detected: ${path.join('->')}`);
        } else if (node === lastParent) {
          endOfPath = true;
        } else if (visited.has(node)) {
          visitedTwice.add(node);
          endOfPath = true;
        } else {
          visited.add(node);
          const neighbours = referencedNames(bank, node);
          if (neighbours.length === 0) endOfPath = true;
          else stack.push(neighbours);
        }
        if (endOfPath) {
          level[at] = null;
          if (at === level.length - 1) {
            stack.pop();
            const below = stack[stack.length - 1];
            lastParent = below ? below.find((n) => n !== null)! : null;
          }
        }
      }
      for (const n of visited) allVisited.add(n);
    }
    return undefined;
  } catch (e) {
    if (e instanceof BankError) return e.message;
    throw e;
  }
}

const refersTo = (pattern: string, name: string): boolean => pattern.includes(`%{${name}}`) || pattern.includes(`%{${name}:`);

/**
 * Grok.forbidCircularReferences as 7.14 to 8.15 have it: every pattern referring to itself first, then a walk
 * from each pattern whose path list is shared by the whole walk (never shortened), as the message shows it.
 */
export function legacyBankCycleError(bank: GrokBank): string | undefined {
  for (const [name, pattern] of bank) if (refersTo(pattern, name)) return `circular reference in pattern [${name}][${pattern}]`;
  const walk = (name: string, path: string[], pattern: string | undefined): string | undefined => {
    // A reference to a name the bank lacks: the walk calls String.contains on null (a helpful NPE message).
    if (pattern === undefined) return 'Cannot invoke "String.contains(java.lang.CharSequence)" because "pattern" is null';
    if (refersTo(pattern, name)) {
      if (path.length === 0) return `circular reference in pattern [${name}][${pattern}]`;
      const last = path.pop()!;
      return `circular reference in pattern [${last}][${pattern}] back to pattern [${name}]${path.length > 0 ? ` via patterns [${path.join('=>')}]` : ''}`;
    }
    for (let i = pattern.indexOf('%{'); i !== -1; i = pattern.indexOf('%{', i + 1)) {
      const end = nameEnd(pattern, i + 2);
      if (end === -1) return `pattern [${pattern}] has circular references to other pattern definitions`;
      const other = pattern.slice(i + 2, end);
      path.push(other);
      const error = walk(name, path, bank.get(other));
      if (error !== undefined) return error;
    }
    return undefined;
  };
  for (const [name, pattern] of bank) {
    const error = walk(name, [], pattern);
    if (error !== undefined) return error;
  }
  return undefined;
}
