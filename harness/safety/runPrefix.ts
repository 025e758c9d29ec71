/** The run prefix: every index, alias and template a URL run touches lives under it. */

/** A fresh prefix unique to this run, e.g. `cfx-m3k9q2-7f3a-`. */
export function makeRunPrefix(now: number = Date.now(), rand: () => number = Math.random): string {
  const r = Math.floor(rand() * 36 ** 4).toString(36).padStart(4, '0');
  return `cfx-${now.toString(36)}-${r}-`;
}

/** Why a user-supplied prefix is unsafe, or undefined if it is fine. */
export function prefixProblem(p: string): string | undefined {
  if (p.length < 3) return 'the prefix must have at least 3 characters';
  if (!/^[a-z0-9][a-z0-9_.-]*$/.test(p)) return 'the prefix must be lower case letters, digits, "_", "." or "-", starting with a letter or digit';
  return undefined;
}
