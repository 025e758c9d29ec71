/** A tiny, strict argument parser: unknown options are errors (exit 2), not silently ignored. */

/** How each option is read: a flag, a single value, or a repeatable value. */
export type OptionKind = 'flag' | 'value' | 'list';

/** Parsed options: flags are booleans, values strings, lists string arrays. */
export interface ParsedArgs {
  options: Record<string, string | boolean | string[]>;
  positionals: string[];
}

/** Parse `--name value`, `--name=value` and flags against a table of known options. */
export function parseArgs(argv: readonly string[], known: Readonly<Record<string, OptionKind>>): ParsedArgs | string {
  const out: ParsedArgs = { options: {}, positionals: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      out.positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    const kind = known[name];
    if (!kind) return `unknown option --${name}`;
    if (kind === 'flag') {
      if (eq >= 0) return `--${name} takes no value`;
      out.options[name] = true;
      continue;
    }
    let value: string | undefined = eq >= 0 ? a.slice(eq + 1) : argv[i + 1];
    if (eq < 0) {
      if (value === undefined || value.startsWith('--')) return `--${name} needs a value`;
      i++;
    }
    value = value!;
    if (kind === 'list') {
      // `--specs a b` takes following positionals too, as the issue's `--specs PATH...` suggests.
      const list = [...((out.options[name] as string[] | undefined) ?? []), value];
      while (eq < 0 && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) list.push(argv[++i]!);
      out.options[name] = list;
    } else {
      out.options[name] = value;
    }
  }
  return out;
}

/** Read a string option. */
export const str = (a: ParsedArgs, k: string): string | undefined => (typeof a.options[k] === 'string' ? (a.options[k] as string) : undefined);
/** Read a flag. */
export const flag = (a: ParsedArgs, k: string): boolean => a.options[k] === true;
/** Read a list option. */
export const list = (a: ParsedArgs, k: string): string[] => (Array.isArray(a.options[k]) ? (a.options[k] as string[]) : []);
