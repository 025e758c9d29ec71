/** The stash: values saved by `set` and read back as `$name`. */
import { encodeJson, RawJson } from '../../reference/core/json.ts';
import { splitPath, walk } from './objectPath.ts';
import { HARNESS_CODES, HarnessError } from '../model/errors.ts';
import { isClassedNumber } from '../model/javaNumberClasses.ts';

const EMBEDDED = /\$\{([^}]+)\}/g;

/** Thrown (inside the scenarios module only) when a stash reference has no value; steps turn it into a failure. */
export class StashError extends HarnessError {
  constructor(message: string) {
    super(HARNESS_CODES.stash, message);
    this.name = 'StashError';
  }
}

/**
 * The per-test stash (FORMAT.md §5). Values keep their type when a whole string is `$name`;
 * `${name}` inside a longer string interpolates text. `$body` is always the last response.
 */
export class Stash {
  private values: Record<string, unknown> = {};

  /** Forget everything (start of a test). */
  clear(): void {
    this.values = {};
  }

  /** Store a value under `key`. */
  set(key: string, value: unknown): void {
    this.values[key] = value;
  }

  /** Remember the last response body as `$body`. */
  setBody(body: unknown): void {
    this.values.body = body;
  }

  /** Whether a string is a stash reference (`$x` or containing `${x}`), as the Java runner decides. */
  static isReference(s: string): boolean {
    return (s.length > 1 && s.startsWith('$')) || /\$\{[^}]+\}/.test(s);
  }

  /** Look up `name` or `name.sub.path` (reading into a stashed object); throws StashError when absent. */
  lookup(name: string): unknown {
    const r = walk(this.values, splitPath(name));
    if (!r.ok || r.value === undefined || r.value === null) throw new StashError(`stashed value not found for key [${name}]`);
    return r.value;
  }

  /** Resolve one string: `$name` keeps the stored type; `${name}` pieces are interpolated as text. */
  resolveString(s: string): unknown {
    if (s.startsWith('$') && !s.startsWith('${')) return this.lookup(s.slice(1));
    if (!s.includes('${')) return s;
    return s.replace(EMBEDDED, (_m, name: string) => {
      const v = this.lookup(name);
      return typeof v === 'object' ? encodeJson(v) : String(v);
    });
  }

  /**
   * Resolve references everywhere in a value: strings, list items, mapping values and mapping keys. `looked`
   * is given each value a whole `$name` reads (a `match` loosens its numbers' class: javaNumberClasses.ts).
   */
  resolve(value: unknown, looked: (v: unknown) => unknown = (v) => v): unknown {
    if (typeof value === 'string') return !Stash.isReference(value) ? value : value.startsWith('$') && !value.startsWith('${') ? looked(this.resolveString(value)) : this.resolveString(value);
    if (Array.isArray(value)) return value.map((v) => this.resolve(v, looked));
    // A float kept as written (yamlFloats.ts) is a leaf: no reference can be inside it.
    if (value instanceof RawJson || isClassedNumber(value)) return value;
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const key = Stash.isReference(k) ? String(this.resolveString(k)) : k;
        out[key] = this.resolve(v, looked);
      }
      return out;
    }
    return value;
  }

  /** Resolve a path segment (feature `stash_in_path`): the result is always text. */
  resolveSegment = (seg: string): string => {
    if (!Stash.isReference(seg)) return seg;
    const v = this.resolveString(seg);
    return typeof v === 'string' ? v : String(v);
  };
}
