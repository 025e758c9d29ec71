/**
 * A backtracking matcher whose work is counted: the pattern tree (parse.ts) compiled to a small program
 * run over an explicit stack, every instruction a step and every character it reads a read, stopping
 * with RegexBudgetExceeded once either passes its budget. It explores alternatives in the order
 * JavaScript's, Java's and Joni's backtracking engines do (greedy first, leftmost alternative first), so
 * where it finishes it finds the same match they find, and a pattern that backtracks catastrophically in
 * them does here too, where the budget stops it. Two departures from JavaScript, both Java's and Joni's
 * behaviour: a group inside a repetition keeps what it matched in an earlier iteration when a later one
 * does not set it, and lookbehind is tried from each possible start (same outcome, other step count).
 */
import { charTest, isLineTerminator, isWordChar, type CharTest } from './charTest.ts';
import type { Node, Parsed } from './parse.ts';

const CHAR = 0;
const TEST = 1;
const SPLIT = 2;
const JMP = 3;
const SAVE = 4;
const ASSERT = 5;
const BACKREF = 6;
const LOOK = 7;
const MATCH = 8;
const REP = 9;
const REP_ENTER = 10;
const REP_END = 11;
const REP_INIT = 12;

const BOL = 0;
const EOL = 1;
const WORD_B = 2;
const NOT_WORD_B = 3;

/** The budget ran out: what was spent when it stopped. */
export class RegexBudgetExceeded extends Error {
  /** The pattern's source, the input and its length (set by the RegExp that ran it). */
  pattern = '';
  input = '';
  inputLength = 0;
  constructor(
    readonly steps: number,
    readonly reads: number,
    /** Which budget stopped it. */
    readonly by: 'steps' | 'reads',
  ) {
    super(`regular expression stopped after ${steps} steps and ${reads} character reads`);
  }
}

/** The budget of one search: instructions and characters read (Infinity: no limit). */
export interface Budget {
  maxSteps: number;
  maxReads: number;
}

/** What a search spends, accumulated over the searches that share it (a global regex's successive calls). */
export interface Meter {
  steps: number;
  reads: number;
}

interface Look {
  entry: number;
  /** The capture slots its body sets: [from, to). */
  slotFrom: number;
  slotTo: number;
  behind: boolean;
  neg: boolean;
  minLen: number;
  maxLen: number;
}

/** A compiled program. */
export class Program {
  readonly op: number[] = [];
  readonly a: number[] = [];
  readonly b: number[] = [];
  readonly c: number[] = [];
  readonly d: number[] = [];
  /** A general repetition's exit. */
  readonly e: number[] = [];
  readonly tests: CharTest[] = [];
  readonly looks: Look[] = [];
  /** Capture slots (2 per group, group 0 included) then loop registers (2 per general repetition). */
  slots = 0;
  minLen = 0;
  readonly unicode: boolean;
  readonly ignoreCase: boolean;
  readonly multiline: boolean;

  constructor(
    readonly parsed: Parsed,
    readonly flags: string,
  ) {
    this.unicode = flags.includes('u') || flags.includes('v');
    this.ignoreCase = flags.includes('i');
    this.multiline = flags.includes('m');
    this.slots = 2 * (parsed.groups + 1);
    const deferred: [Look, Node][] = [];
    this.emit(SAVE, 0);
    this.node(parsed.root, deferred);
    this.emit(SAVE, 1);
    this.emit(MATCH);
    // Lookaround bodies: each its own entry, ending in MATCH (the caller checks where it ended).
    while (deferred.length > 0) {
      const [look, body] = deferred.shift()!;
      look.entry = this.op.length;
      this.node(body, deferred);
      this.emit(MATCH);
    }
    this.minLen = minLength(parsed.root);
    const items = firstItems(parsed.root);
    if (items && items.length <= 64) this.firstTest = charTest(items.map((x) => `(?:${x})`).join('|'), flags);
  }

  /** A test every match's first character passes, where the pattern has one. */
  firstTest: CharTest | undefined;

  private idle: Machine | undefined;

  /** A machine for one search (the last one's arrays reused: searches never overlap in one process). */
  machine(text: string, budget: Budget, meter: Meter): Machine {
    const m = this.idle ?? new Machine(this);
    this.idle = m;
    m.reset(text, budget, meter);
    return m;
  }

  /** The number of instructions: the pattern's size in the budget. */
  get size(): number {
    return this.op.length;
  }

  private emit(op: number, a = 0, b = 0, c = 0, d = 0): number {
    this.op.push(op);
    this.a.push(a);
    this.b.push(b);
    this.c.push(c);
    this.d.push(d);
    this.e.push(0);
    return this.op.length - 1;
  }

  private test(src: string): number {
    this.tests.push(charTest(src, this.flags));
    return this.tests.length - 1;
  }

  private node(n: Node, deferred: [Look, Node][]): void {
    switch (n.t) {
      case 'char':
        if (n.lit !== undefined && !this.ignoreCase) this.emit(CHAR, n.lit);
        else this.emit(TEST, this.test(n.src));
        return;
      case 'seq':
        for (const item of n.items) this.node(item, deferred);
        return;
      case 'alt': {
        const jumps: number[] = [];
        n.alts.forEach((alt, i) => {
          if (i < n.alts.length - 1) {
            const split = this.emit(SPLIT, 0, 0);
            this.a[split] = this.op.length;
            this.node(alt, deferred);
            jumps.push(this.emit(JMP));
            this.b[split] = this.op.length;
          } else this.node(alt, deferred);
        });
        for (const j of jumps) this.a[j] = this.op.length;
        return;
      }
      case 'group':
        this.emit(SAVE, 2 * n.index);
        this.node(n.body, deferred);
        this.emit(SAVE, 2 * n.index + 1);
        return;
      case 'look': {
        const [g1, g2] = groupRange(n.body);
        const look: Look = { entry: 0, slotFrom: 2 * g1, slotTo: g2 >= g1 ? 2 * g2 + 2 : 2 * g1, behind: n.behind, neg: n.neg, minLen: minLength(n.body), maxLen: maxLength(n.body) };
        this.looks.push(look);
        deferred.push([look, n.body]);
        this.emit(LOOK, this.looks.length - 1);
        return;
      }
      case 'rep':
        this.rep(n, deferred);
        return;
      case 'assert':
        this.emit(ASSERT, n.kind === '^' ? BOL : n.kind === '$' ? EOL : n.kind === 'b' ? WORD_B : NOT_WORD_B);
        return;
      case 'backref':
        this.emit(BACKREF, n.index);
        return;
    }
  }

  private rep(n: Node & { t: 'rep' }, deferred: [Look, Node][]): void {
    if (n.max === 0) return;
    const simple = n.body.t === 'char';
    if (simple && n.min <= 1 && (n.max === 1 || n.max === Infinity)) {
      // `x?`, `x*`, `x+` over one character: a split loop (the body never matches empty).
      if (n.min === 1) this.node(n.body, deferred);
      const split = this.emit(SPLIT);
      const bodyAt = this.op.length;
      this.node(n.body, deferred);
      if (n.max === Infinity) this.emit(JMP, split);
      const exit = this.op.length;
      this.a[split] = n.greedy ? bodyAt : exit;
      this.b[split] = n.greedy ? exit : bodyAt;
      return;
    }
    // The general form: a count and the position the iteration began at, in registers the stack restores.
    const reg = this.slots;
    this.slots += 2;
    this.emit(REP_INIT, reg);
    const head = this.emit(REP, reg, n.min, n.max === Infinity ? -1 : n.max, n.greedy ? 1 : 0);
    this.emit(REP_ENTER, reg);
    this.node(n.body, deferred);
    this.emit(REP_END, reg, head, n.min);
    this.e[head] = this.op.length;
  }
}

/** The first and last group index inside a node (first > last when it holds none). */
function groupRange(n: Node): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  const visit = (x: Node): void => {
    if (x.t === 'group') {
      lo = Math.min(lo, x.index);
      hi = Math.max(hi, x.index);
    }
    if (x.t === 'seq') x.items.forEach(visit);
    else if (x.t === 'alt') x.alts.forEach(visit);
    else if (x.t === 'group' || x.t === 'look' || x.t === 'rep') visit(x.body);
  };
  visit(n);
  return lo === Infinity ? [1, 0] : [lo, hi];
}

/** The sources of the items a match can begin with, or undefined when that is not known (an empty match, an assertion first). */
function firstItems(n: Node): string[] | undefined {
  switch (n.t) {
    case 'char':
      return [n.src];
    case 'seq': {
      if (n.items.length === 0) return undefined;
      const head = n.items[0]!;
      return minLength(head) > 0 ? firstItems(head) : undefined;
    }
    case 'alt': {
      const all: string[] = [];
      for (const x of n.alts) {
        const f = firstItems(x);
        if (!f) return undefined;
        all.push(...f);
      }
      return all;
    }
    case 'group':
      return firstItems(n.body);
    case 'rep':
      return n.min > 0 ? firstItems(n.body) : undefined;
    default:
      return undefined;
  }
}

/** The fewest characters a node can match. */
export function minLength(n: Node): number {
  switch (n.t) {
    case 'char':
      return 1;
    case 'seq':
      return n.items.reduce((s, x) => s + minLength(x), 0);
    case 'alt':
      return Math.min(...n.alts.map(minLength));
    case 'group':
      return minLength(n.body);
    case 'rep':
      return n.min * minLength(n.body);
    default:
      return 0;
  }
}

/** The most characters a node can match (Infinity when unbounded or unknown, as with a back reference). */
export function maxLength(n: Node): number {
  switch (n.t) {
    case 'char':
      return 2;
    case 'seq':
      return n.items.reduce((s, x) => s + maxLength(x), 0);
    case 'alt':
      return Math.max(...n.alts.map(maxLength));
    case 'group':
      return maxLength(n.body);
    case 'rep':
      return n.max === 0 ? 0 : n.max * maxLength(n.body);
    case 'backref':
      return Infinity;
    default:
      return 0;
  }
}

/** A match: the capture slots (start, end per group; -1 where a group took no part). */
export type Slots = Int32Array;

/**
 * Runs a program over a text: the first match found from `from` on (only at `from` when `sticky`), or
 * null. The meter accumulates what was spent and the budget bounds it; RegexBudgetExceeded stops it.
 */
export function runProgram(p: Program, text: string, from: number, sticky: boolean, budget: Budget, meter: Meter): Slots | null {
  const m = p.machine(text, budget, meter);
  try {
    const last = sticky ? from : text.length - p.minLen;
    m.regs.fill(-1);
    const first = p.firstTest;
    for (let start = from; start <= last; start++) {
      // A start whose character cannot begin a match is passed over after one read (as a failed attempt).
      if (first && start < text.length && !m.canStart(first, start)) continue;
      // A failed attempt leaves the registers as it found them (every write is undone on backtracking).
      if (m.run(0, start, -1)) return m.regs.slice(0, 2 * (p.parsed.groups + 1));
      // In unicode mode a search never starts inside a surrogate pair.
      if (p.unicode && start < text.length - 1 && isHigh(text.charCodeAt(start)) && isLow(text.charCodeAt(start + 1))) start++;
    }
    return null;
  } finally {
    meter.steps = m.steps;
    meter.reads = m.reads;
  }
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

const BRANCH_ENTRY = -1;

class Machine {
  readonly regs: Int32Array;
  steps = 0;
  reads = 0;
  private stack: Int32Array<ArrayBufferLike> = new Int32Array(1024);
  private sp = 0;
  private n = 0;
  private text = '';
  private budget: Budget = { maxSteps: 0, maxReads: 0 };

  constructor(private readonly p: Program) {
    this.regs = new Int32Array(p.slots);
  }

  reset(text: string, budget: Budget, meter: Meter): void {
    this.text = text;
    this.n = text.length;
    this.budget = budget;
    this.steps = meter.steps;
    this.reads = meter.reads;
    this.sp = 0;
  }

  private grow(): Int32Array<ArrayBufferLike> {
    const bigger = new Int32Array(this.stack.length * 2);
    bigger.set(this.stack);
    this.stack = bigger;
    return bigger;
  }

  private push(kind: number, x: number, y: number): void {
    if (this.sp + 3 > this.stack.length) this.grow();
    this.stack[this.sp++] = kind;
    this.stack[this.sp++] = x;
    this.stack[this.sp++] = y;
  }

  private over(): never {
    throw new RegexBudgetExceeded(this.steps, this.reads, this.steps > this.budget.maxSteps ? 'steps' : 'reads');
  }

  /** The code point (or unit) at i, read once (counted by the caller). */
  private cpAt(i: number): number {
    const c = this.text.charCodeAt(i);
    if (this.p.unicode && c >= 0xd800 && c <= 0xdbff && i + 1 < this.n) {
      const d = this.text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) return ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
    }
    return c;
  }

  /** Whether the character at i passes the pattern's first-character test (a counted read). */
  canStart(test: CharTest, i: number): boolean {
    if (++this.steps > this.budget.maxSteps) this.over();
    return test(this.charAt(i));
  }

  /** A counted read, for the assertions and back references. */
  private charAt(i: number): number {
    if (++this.reads > this.budget.maxReads) this.over();
    return this.cpAt(i);
  }

  /** Runs from pc at pos; true on MATCH (ending at `end` when end ≥ 0), the stack back at its base either way. */
  run(pc: number, pos: number, end: number): boolean {
    const p = this.p;
    const { op, a, b, c, tests } = p;
    const regs = this.regs;
    const base = this.sp;
    const text = this.text;
    const n = this.n;
    const unicode = p.unicode;
    const maxSteps = this.budget.maxSteps;
    const maxReads = this.budget.maxReads;
    let stack = this.stack;
    let sp = this.sp;
    let steps = this.steps;
    let reads = this.reads;
    // The locals go back to the fields around every call that reads or changes them (SYNC / LOAD).
    for (;;) {
      if (++steps > maxSteps) {
        this.sp = sp; this.steps = steps; this.reads = reads;
        this.over();
      }
      let ok = true;
      switch (op[pc]) {
        case CHAR:
        case TEST: {
          if (pos >= n) {
            ok = false;
            break;
          }
          if (++reads > maxReads) {
            this.sp = sp; this.steps = steps; this.reads = reads;
            this.over();
          }
          let ch = text.charCodeAt(pos);
          if (unicode && ch >= 0xd800 && ch <= 0xdbff) ch = this.cpAt(pos);
          if (op[pc] === CHAR ? ch === a[pc] : tests[a[pc]!]!(ch)) {
            pos += ch > 0xffff ? 2 : 1;
            pc++;
          } else ok = false;
          break;
        }
        case SPLIT:
          if (sp + 3 > stack.length) {
            this.sp = sp;
            stack = this.grow();
          }
          stack[sp++] = BRANCH_ENTRY;
          stack[sp++] = b[pc]!;
          stack[sp++] = pos;
          pc = a[pc]!;
          break;
        case JMP:
          pc = a[pc]!;
          break;
        case SAVE:
        case REP_INIT: {
          if (sp + 3 > stack.length) {
            this.sp = sp;
            stack = this.grow();
          }
          const slot = a[pc]!;
          stack[sp++] = slot;
          stack[sp++] = regs[slot]!;
          stack[sp++] = 0;
          regs[slot] = op[pc] === SAVE ? pos : 0;
          pc++;
          break;
        }
        case ASSERT:
          this.sp = sp; this.steps = steps; this.reads = reads;
          ok = this.assert(a[pc]!, pos);
          stack = this.stack; sp = this.sp; steps = this.steps; reads = this.reads;
          pc++;
          break;
        case BACKREF: {
          this.sp = sp; this.steps = steps; this.reads = reads;
          const g = a[pc]!;
          const s = regs[2 * g]!;
          const e = regs[2 * g + 1]!;
          if (s >= 0 && e >= 0) {
            const len = e - s;
            if (pos + len > n) ok = false;
            else {
              for (let k = 0; k < len && ok; k++) ok = this.sameChar(this.charAt(s + k), this.charAt(pos + k));
              if (ok) pos += len;
            }
          }
          stack = this.stack; sp = this.sp; steps = this.steps; reads = this.reads;
          pc++;
          break;
        }
        case LOOK:
          this.sp = sp; this.steps = steps; this.reads = reads;
          ok = this.look(p.looks[a[pc]!]!, pos);
          stack = this.stack; sp = this.sp; steps = this.steps; reads = this.reads;
          pc++;
          break;
        case MATCH:
          if (end < 0 || pos === end) {
            this.sp = base;
            this.steps = steps;
            this.reads = reads;
            return true;
          }
          ok = false;
          break;
        case REP: {
          const reg = a[pc]!;
          const count = regs[reg]!;
          const max = c[pc]!;
          const exit = p.e[pc]!;
          if (count < b[pc]!) pc++;
          else if (max >= 0 && count >= max) pc = exit;
          else {
            if (sp + 3 > stack.length) {
              this.sp = sp;
              stack = this.grow();
            }
            stack[sp++] = BRANCH_ENTRY;
            if (p.d[pc] === 1) {
              stack[sp++] = exit;
              pc++;
            } else {
              stack[sp++] = pc + 1;
              pc = exit;
            }
            stack[sp++] = pos;
          }
          break;
        }
        case REP_ENTER: {
          if (sp + 6 > stack.length) {
            this.sp = sp;
            stack = this.grow();
          }
          const reg = a[pc]!;
          stack[sp++] = reg;
          stack[sp++] = regs[reg]!;
          stack[sp++] = 0;
          stack[sp++] = reg + 1;
          stack[sp++] = regs[reg + 1]!;
          stack[sp++] = 0;
          regs[reg] = regs[reg]! + 1;
          regs[reg + 1] = pos;
          pc++;
          break;
        }
        case REP_END: {
          const reg = a[pc]!;
          // An iteration past the minimum that matched nothing is refused (ECMAScript RepeatMatcher).
          if (pos === regs[reg + 1] && regs[reg]! > c[pc]!) ok = false;
          else pc = b[pc]!;
          break;
        }
      }
      if (ok) continue;
      // Backtrack: undo register writes down to the last branch, resume there.
      for (;;) {
        if (sp === base) {
          this.sp = sp; this.steps = steps; this.reads = reads;
          return false;
        }
        const y = stack[--sp]!;
        const x = stack[--sp]!;
        const kind = stack[--sp]!;
        if (kind === BRANCH_ENTRY) {
          pc = x;
          pos = y;
          break;
        }
        regs[kind] = x;
        void y;
      }
    }
  }

  private sameChar(x: number, y: number): boolean {
    if (x === y) return true;
    if (!this.p.ignoreCase) return false;
    return String.fromCodePoint(x).toUpperCase() === String.fromCodePoint(y).toUpperCase();
  }

  private assert(kind: number, pos: number): boolean {
    const n = this.n;
    switch (kind) {
      case BOL:
        return pos === 0 || (this.p.multiline && isLineTerminator(this.charAt(pos - 1)));
      case EOL:
        return pos === n || (this.p.multiline && isLineTerminator(this.charAt(pos)));
      default: {
        const before = pos > 0 && isWordChar(this.charAt(pos - 1));
        const after = pos < n && isWordChar(this.charAt(pos));
        return (before !== after) === (kind === WORD_B);
      }
    }
  }

  /** A lookaround at pos: its captures kept (and undoable) when it is positive and holds. */
  private look(l: Look, pos: number): boolean {
    // The slots its body sets are saved on the stack as undo entries: kept there when a positive lookaround
    // holds (the outer backtracking restores them), applied and dropped otherwise. Nothing is allocated.
    const base = this.sp;
    for (let k = l.slotFrom; k < l.slotTo; k++) this.push(k, this.regs[k]!, 0);
    let found = false;
    if (!l.behind) found = this.run(l.entry, pos, -1);
    else {
      const lo = l.maxLen === Infinity ? 0 : Math.max(0, pos - l.maxLen);
      for (let j = pos - l.minLen; j >= lo && !found; j--) found = this.run(l.entry, j, pos);
    }
    if (found && !l.neg) return true;
    for (let at = base; at < base + 3 * (l.slotTo - l.slotFrom); at += 3) this.regs[this.stack[at]!] = this.stack[at + 1]!;
    this.sp = base;
    return found !== l.neg;
  }

}
