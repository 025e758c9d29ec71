/**
 * A RegExp whose work on an input is bounded: the one the simulator builds for a pattern a user sent,
 * because JavaScript's engine cannot be interrupted and a pattern that backtracks catastrophically would
 * hold the whole process (the developers' rule: no request may stall the server for others).
 *
 * Its `exec` (which `test`, `replace`, `split`, `match` and `matchAll` call) decides per input: where the
 * pattern's risk (risk.ts) bounds the native engine's worst case on an input of that length below
 * NATIVE_MAX steps, the native engine runs it; otherwise the counted matcher (vm.ts) does, within a
 * budget of FLOOR + STEPS_PER_CHAR × (input length + 1) × pattern size steps, shared by the successive
 * calls of one global walk over one input. When the budget runs out, exec throws RegexBudgetExceeded and
 * the caller answers as Elasticsearch would where it has a bound (grok's watchdog, Painless's limit
 * factor) or with the simulator's own refusal where it has none. Nothing is read from a clock.
 */
import { parseRegex, type Parsed } from './parse.ts';
import { assessRisk, type Risk } from './risk.ts';
import { Program, RegexBudgetExceeded, runProgram, type Budget, type Meter } from './vm.ts';

export { RegexBudgetExceeded, type Meter } from './vm.ts';

/** Worst-case native steps allowed (about 1.3 ns each on the machine measured: tens of milliseconds). */
export const NATIVE_MAX = 5e7;
/** Steps every counted search may take whatever its input. */
export const FLOOR = 200_000;
/** Steps per character of input and instruction of pattern. */
export const STEPS_PER_CHAR = 16;

/** How a pattern's searches are bounded. */
export type Policy =
  /** Steps bounded as above; the native engine wherever it is provably quick enough. */
  | { kind: 'steps' }
  /**
   * Painless's `limited` mode: every search counted (ES counts the characters java.util.regex reads), and
   * stopped once the reads pass `limitFactor` × the input's length.
   */
  | { kind: 'reads'; limitFactor: number };

export const STEPS: Policy = { kind: 'steps' };

interface Plan {
  parsed: Parsed;
  program: Program;
  risk: Risk;
}

const PLANS = new Map<string, Plan | null>();
const MAX_PLANS = 2000;

/** The compiled program and risk of a source, or null when the reader does not know one of its constructs. */
function planFor(source: string, flags: string): Plan | null {
  const key = `${flags}/${source}`;
  let plan = PLANS.get(key);
  if (plan !== undefined) return plan;
  const parsed = parseRegex(source, flags);
  plan = parsed ? { parsed, program: new Program(parsed, flags), risk: assessRisk(parsed, source, flags) } : null;
  if (PLANS.size >= MAX_PLANS) PLANS.clear();
  PLANS.set(key, plan);
  return plan;
}

/** The budget of a counted search over `n` characters. */
export function budgetFor(policy: Policy, n: number, size: number): Budget {
  const maxSteps = FLOOR + STEPS_PER_CHAR * (n + 1) * size;
  if (policy.kind === 'reads') return { maxSteps: maxSteps + 4 * size * (policy.limitFactor * n + 1), maxReads: policy.limitFactor * n };
  return { maxSteps, maxReads: Infinity };
}

/** The native engine's worst case on n characters, as the risk bounds it (Infinity: no bound). */
export function nativeWorstCase(risk: Risk, n: number, size: number): number {
  if (risk.exponential) return Infinity;
  return (n + 1) ** (risk.degree + 1) * (n + size);
}

export class BoundedRegExp extends RegExp {
  readonly policy: Policy;
  private readonly plan: Plan | null;
  /** The spending of the current global walk, and the input it is over. */
  private meter: Meter = { steps: 0, reads: 0 };
  private meterInput: string | undefined;
  /** What the last exec spent in the counted matcher (0 when the native engine ran): for tests and benches. */
  lastSteps = 0;

  constructor(pattern: string | RegExp, flags?: string, policy?: Policy) {
    super(pattern, flags);
    this.policy = policy ?? (pattern instanceof BoundedRegExp ? pattern.policy : STEPS);
    this.plan = planFor(this.source, this.flags);
  }

  /** Whether this input goes to the native engine. */
  nativeFor(n: number): boolean {
    const plan = this.plan;
    if (!plan) return true;
    if (this.policy.kind === 'reads') return false;
    return nativeWorstCase(plan.risk, n, plan.program.size) <= NATIVE_MAX;
  }

  private readonly copies = new Map<string, BoundedRegExp>();
  private native: RegExp | undefined;

  /** A copy with other flags (the same policy), made once per flags. */
  withFlags(flags: string): BoundedRegExp {
    let c = this.copies.get(flags);
    if (!c) this.copies.set(flags, (c = new BoundedRegExp(this.source, flags, this.policy)));
    return c;
  }

  /**
   * What to run over an input of n characters: a plain RegExp of the same source and flags where this one
   * would run natively anyway (V8 keeps its fast paths for replace, matchAll and split only on plain
   * RegExps), this one otherwise.
   */
  fitFor(n: number): RegExp {
    if (!this.nativeFor(n)) return this;
    return (this.native ??= new RegExp(this.source, this.flags));
  }

  override exec(input: string): RegExpExecArray | null {
    const s = String(input);
    if (this.nativeFor(s.length)) {
      this.lastSteps = 0;
      return super.exec(s);
    }
    const walking = this.global || this.sticky;
    const from = walking ? this.lastIndex : 0;
    if (from > s.length) {
      this.lastIndex = 0;
      return null;
    }
    if (!(walking && from > 0 && this.meterInput === s)) {
      this.meter = { steps: 0, reads: 0 };
      this.meterInput = s;
    }
    const m = this.search(s, from, this.meter);
    if (!m) {
      if (walking) this.lastIndex = 0;
      return null;
    }
    if (walking) this.lastIndex = m.index + m[0].length;
    return m;
  }

  /**
   * One search from `from` with a meter the caller keeps (Painless's Matcher counts over all its calls),
   * the counted matcher whatever the input. Throws RegexBudgetExceeded.
   */
  search(s: string, from: number, meter: Meter, sticky = this.sticky): RegExpExecArray | null {
    const plan = this.plan;
    if (!plan) {
      const re = new RegExp(this.source, this.flags.includes('g') ? this.flags : `${this.flags}g`);
      re.lastIndex = from;
      const m = re.exec(s);
      return m && (!sticky || m.index === from) ? m : null;
    }
    const before = meter.steps;
    try {
      const slots = runProgram(plan.program, s, from, sticky, budgetFor(this.policy, s.length, plan.program.size), meter);
      return slots ? this.result(s, slots, plan.parsed) : null;
    } catch (e) {
      if (e instanceof RegexBudgetExceeded) {
        e.pattern = this.source;
        e.inputLength = s.length;
        e.input = s;
      }
      throw e;
    } finally {
      this.lastSteps = meter.steps - before;
    }
  }

  /** The pattern's size in the budget (instructions), 0 when it runs natively only. */
  get size(): number {
    return this.plan?.program.size ?? 0;
  }

  private result(s: string, slots: Int32Array, parsed: Parsed): RegExpExecArray {
    const arr: string[] = [];
    for (let g = 0; g <= parsed.groups; g++) {
      const a = slots[2 * g]!;
      const b = slots[2 * g + 1]!;
      arr.push(a >= 0 && b >= a ? s.slice(a, b) : (undefined as unknown as string));
    }
    const m = arr as unknown as RegExpExecArray;
    m.index = slots[0]!;
    m.input = s;
    let groups: Record<string, string> | undefined;
    if (parsed.names.size > 0) {
      groups = Object.create(null) as Record<string, string>;
      for (const [name, g] of parsed.names) groups[name] = arr[g]!;
    }
    m.groups = groups;
    if (this.hasIndices) {
      const indices: ([number, number] | undefined)[] = [];
      for (let g = 0; g <= parsed.groups; g++) {
        const a = slots[2 * g]!;
        const b = slots[2 * g + 1]!;
        indices.push(a >= 0 && b >= a ? [a, b] : undefined);
      }
      const withGroups = indices as RegExpIndicesArray;
      if (parsed.names.size > 0) {
        const ig = Object.create(null) as Record<string, [number, number]>;
        for (const [name, g] of parsed.names) ig[name] = indices[g]!;
        withGroups.groups = ig;
      }
      m.indices = withGroups;
    }
    return m;
  }
}

/** A bounded copy of a RegExp (same source and flags), or the same object when it already is one. */
export function bounded(re: RegExp, policy: Policy = STEPS): BoundedRegExp {
  return re instanceof BoundedRegExp && re.policy === policy ? re : new BoundedRegExp(re.source, re.flags, policy);
}

/** The RegExp to run over `text` (BoundedRegExp.fitFor): plain where that is safe, bounded otherwise. */
export function fit(re: RegExp, text: string): RegExp {
  return re instanceof BoundedRegExp ? re.fitFor(text.length) : re;
}

/** A RegExp of the same kind (bounded stays bounded) with other flags. */
export function reflag(re: RegExp, flags: string): RegExp {
  return re instanceof BoundedRegExp ? re.withFlags(flags) : new RegExp(re.source, flags);
}
