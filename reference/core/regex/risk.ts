/**
 * How badly a pattern can backtrack, read from its tree: whether its work can grow exponentially with the
 * input (a repetition holding another repetition or an alternation that can take the same characters, as
 * `(a+)+`, `(\w+\s?)*`, `(a|ab)*`, or a back reference), and otherwise the degree of the polynomial (each
 * unbounded repetition whose next iteration and what follows it can begin with the same character, as
 * `.*x`, `\d+\d`, adds one: where every choice is decided by the next character the work per start is linear).
 * Character sets are compared on samples: the characters written in the pattern (so that two written
 * ranges that overlap share a sample) and a fixed set of ASCII and other scripts' characters.
 */
import { charTest } from './charTest.ts';
import type { Node, Parsed } from './parse.ts';

export interface Risk {
  /** Work can grow exponentially with the input (or with no known bound). */
  exponential: boolean;
  /** Unbounded repetitions that overlap what follows them. */
  degree: number;
}

const FIXED_SAMPLES = [
  ...Array.from({ length: 128 }, (_, i) => i),
  0xa0, 0xb5, 0xdf, 0xe9, 0x130, 0x3b1, 0x430, 0x5d0, 0x627, 0x660, 0x905, 0x1680, 0x2028, 0x3000, 0x4e2d, 0xac00, 0xff10, 0x1f600,
];

type CharSet = Set<number>;

/** The risk of a parsed pattern under its flags. */
export function assessRisk(parsed: Parsed, source: string, flags: string): Risk {
  const samples = [...new Set([...FIXED_SAMPLES, ...[...source].map((ch) => ch.codePointAt(0)!)])];
  const sets = new Map<string, CharSet>();
  const setOf = (src: string): CharSet => {
    let s = sets.get(src);
    if (!s) {
      const test = charTest(src, flags);
      s = new Set<number>();
      samples.forEach((cp, i) => test(cp) && s!.add(i));
      sets.set(src, s);
    }
    return s;
  };
  const a = new Analysis(setOf);
  a.findAtomic(parsed.root);
  const degree = a.walk(parsed.root, new Set(), false);
  return { exponential: a.exponential, degree };
}

/** A positive lookahead holding just a group, followed by a back reference to that group. */
function isAtomicPair(look: Node, next: Node | undefined): boolean {
  return look.t === 'look' && !look.behind && !look.neg && look.body.t === 'group' && next?.t === 'backref' && next.index === look.body.index;
}

function overlaps(x: CharSet, y: CharSet): boolean {
  for (const v of x) if (y.has(v)) return true;
  return false;
}

function union(...xs: CharSet[]): CharSet {
  const out = new Set<number>();
  for (const x of xs) for (const v of x) out.add(v);
  return out;
}

const EMPTY: CharSet = new Set();

class Analysis {
  exponential = false;
  /** Set while walking inside an unbounded repetition's body: an overlap found there is exponential. */
  private loopDepth = 0;
  /** Back references that close an atomic group, and the group's body (what they match). */
  private readonly atomicRefs = new Map<Node, Node>();

  /** Notes the `(?=(…))\k` pairs (joniSyntax's atomic groups). */
  findAtomic(n: Node): void {
    if (n.t === 'seq') {
      n.items.forEach((x, i) => {
        if (isAtomicPair(x, n.items[i + 1])) this.atomicRefs.set(n.items[i + 1]!, ((x as Node & { t: 'look' }).body as Node & { t: 'group' }).body);
      });
      n.items.forEach((x) => this.findAtomic(x));
    } else if (n.t === 'alt') n.alts.forEach((x) => this.findAtomic(x));
    else if (n.t === 'group' || n.t === 'look' || n.t === 'rep') this.findAtomic(n.body);
  }

  constructor(private readonly setOf: (src: string) => CharSet) {}

  nullable(n: Node): boolean {
    switch (n.t) {
      case 'char':
        return false;
      case 'seq':
        return n.items.every((x) => this.nullable(x));
      case 'alt':
        return n.alts.some((x) => this.nullable(x));
      case 'group':
        return this.nullable(n.body);
      case 'rep':
        return n.min === 0 || this.nullable(n.body);
      case 'backref': {
        const body = this.atomicRefs.get(n);
        return body ? this.nullable(body) : true;
      }
      default:
        return true;
    }
  }

  first(n: Node): CharSet {
    switch (n.t) {
      case 'char':
        return this.setOf(n.src);
      case 'seq': {
        const parts: CharSet[] = [];
        for (const x of n.items) {
          parts.push(this.first(x));
          if (!this.nullable(x)) break;
        }
        return union(...parts);
      }
      case 'alt':
        return union(...n.alts.map((x) => this.first(x)));
      case 'group':
      case 'rep':
        return this.first(n.body);
      case 'backref': {
        const body = this.atomicRefs.get(n);
        return body ? this.first(body) : this.setOf('[^]');
      }
      default:
        return EMPTY;
    }
  }

  last(n: Node): CharSet {
    switch (n.t) {
      case 'char':
        return this.setOf(n.src);
      case 'seq': {
        const parts: CharSet[] = [];
        for (let i = n.items.length - 1; i >= 0; i--) {
          parts.push(this.last(n.items[i]!));
          if (!this.nullable(n.items[i]!)) break;
        }
        return union(...parts);
      }
      case 'alt':
        return union(...n.alts.map((x) => this.last(x)));
      case 'group':
      case 'rep':
        return this.last(n.body);
      case 'backref': {
        const body = this.atomicRefs.get(n);
        return body ? this.last(body) : this.setOf('[^]');
      }
      default:
        return EMPTY;
    }
  }

  /**
   * Walks a node given what may follow it, noting what is exponential; answers the node's degree: a
   * sequence adds its items' degrees, an alternation takes its worst branch (one branch runs at a time).
   */
  walk(n: Node, follow: CharSet, _inLook: boolean): number {
    switch (n.t) {
      case 'seq': {
        let degree = 0;
        n.items.forEach((x, i) => {
          if (isAtomicPair(x, n.items[i + 1])) {
            // `(?=(…))\k` (joniSyntax's atomic group): the body is searched once, never backtracked into.
            degree += this.walk((x as Node & { t: 'look' }).body, EMPTY, _inLook);
            return;
          }
          if (this.atomicRefs.has(x)) return;
          const after: CharSet[] = [];
          let allNullable = true;
          for (let j = i + 1; j < n.items.length; j++) {
            after.push(this.first(n.items[j]!));
            if (!this.nullable(n.items[j]!)) {
              allNullable = false;
              break;
            }
          }
          degree += this.walk(x, allNullable ? union(...after, follow) : union(...after), _inLook);
        });
        return degree;
      }
      case 'alt': {
        // Two branches that can begin alike (or an empty branch) are two ways through the same text.
        const firsts = n.alts.map((x) => this.first(x));
        const ambiguous = n.alts.some((x) => this.nullable(x)) || firsts.some((f, i) => firsts.slice(i + 1).some((g) => overlaps(f, g)));
        if (ambiguous && this.loopDepth > 0) this.exponential = true;
        return Math.max(...n.alts.map((x) => this.walk(x, follow, _inLook)));
      }
      case 'group':
        return this.walk(n.body, follow, _inLook);
      case 'look':
        return this.walk(n.body, EMPTY, true);
      case 'backref':
        // A back reference makes matching NP-hard in general: no bound is known.
        this.exponential = true;
        return 0;
      case 'rep': {
        if (n.max <= 1) return this.walk(n.body, follow, _inLook);
        // A fixed count (`{4}`) is no choice. Otherwise, at each iteration's end the engine chooses between
        // another iteration and what follows: when the next character cannot start both (LL(1)), the wrong
        // choice fails at once; when it can, the wrong one may run far before failing.
        const overlapping = n.min < n.max && (this.nullable(n.body) || overlaps(this.first(n.body), follow));
        const unbounded = n.max === Infinity || n.max > 64;
        if (overlapping && this.loopDepth > 0) this.exponential = true;
        // Another iteration may follow an iteration: the body's own follow includes its first characters.
        const inner = union(this.first(n.body), follow);
        if (unbounded || n.max > 3) this.loopDepth++;
        const body = this.walk(n.body, inner, _inLook);
        if (unbounded || n.max > 3) this.loopDepth--;
        return body + (overlapping && unbounded ? 1 : 0);
      }
      default:
        return 0;
    }
  }
}
