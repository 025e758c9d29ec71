/** The target and the reference side by side: each exchange sent to both, compared, recorded and replayable. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import { compareOutcomes } from '../check/differential.ts';
import { compareSearch, requestBodyJson } from '../check/searchCompare.ts';
import type { Event } from '../model/history.ts';
import { describeOutcome, type Outcome } from '../model/outcome.ts';
import type { Target } from '../targets/target.ts';
import type { ApiCall } from '../api/apiCall.ts';
import { toRequest } from './apiCalls.ts';
import { areaOfApi } from './apiArea.ts';

/** How one exchange is compared and replayed. */
export interface SendOptions {
  /** Compare with the reference (default true). False for reads whose answer is judged otherwise. */
  compare?: boolean;
  /** Dotted paths the differential ignores (as `compare: {ignore: [...]}` in a scenario). */
  ignore?: readonly string[];
  /** Stash a value of the answer for later steps (a scroll id), as `set: {path: name}` in a scenario. */
  stash?: { path: string; name: string };
  /** Extra YAML assertions to print after the step (e.g. `length` of a page). */
  asserts?: ReadonlyArray<Record<string, unknown>>;
  /** The area a disagreement on this step is reported in, when not the API's own (a refused wildcard delete is the deletion guard's). */
  area?: string;
  /**
   * `search`: judge the answer as a search (check/searchCompare.ts: hits, ranks up to equal-score ties,
   * scores within a float32 ulp, buckets), and a reference that refuses the request stops the property
   * unjudged (a generated request the version does not accept is the harness's bug, never the target's).
   */
  compareAs?: 'search';
}

/**
 * One exchange with both systems, kept so a failure can be shown and replayed: the recorded event (the
 * target's `outcome`) plus the call it replays as, and the reference's answer when there is one.
 */
export interface Exchange extends Event {
  call: ApiCall;
  reference?: Outcome;
  options: SendOptions;
}

/**
 * A property failure: a value carrying the exchanges of the failing run (the shrunk one, when fast-check
 * reports it), so the report can show evidence and print a replayable scenario.
 */
export class PropertyFailure extends Error {
  constructor(
    message: string,
    readonly exchanges: readonly Exchange[],
    readonly diff?: string,
    /** Requests of concurrent clients still unanswered when the property broke. */
    readonly inFlight: readonly WireRequest[] = [],
    /** The area of the API the target diverged on, when the failure is a disagreement with the reference. */
    readonly area?: string,
    /** In the checker protocol (check/verdict.ts): `false`, the target is at fault; `'unknown'`, the harness could not judge (the reference did not answer). */
    readonly valid: false | 'unknown' = false,
  ) {
    super(message);
    this.name = 'PropertyFailure';
  }
}

/**
 * The target and the reference side by side. Every call goes to both (the reference is the oracle
 * for outcomes); the exchange is recorded; a disagreement throws a PropertyFailure at once.
 */
export class Duo {
  constructor(
    readonly target: Target,
    readonly reference: Target,
    /** Shared when a second Duo talks to the same target through another path (a scheduler's gates). */
    readonly exchanges: Exchange[] = [],
    /** Requests sent but not answered yet (concurrent clients), shared like the exchanges. */
    readonly inFlight: Set<WireRequest> = new Set(),
  ) {}

  /** A Duo over another route to the target, recording into the same history. */
  via(target: Target): Duo {
    return new Duo(target, this.reference, this.exchanges, this.inFlight);
  }

  /**
   * Send to both and compare; returns both outcomes for the caller's own checks. `refCall` is what the
   * reference gets instead, when a value differs by side (each side's own scroll id).
   */
  async send(call: ApiCall, options: SendOptions = {}, refCall?: ApiCall): Promise<{ target: Outcome; reference: Outcome }> {
    return this.sendRequest(call, toRequest(call), options, refCall ? toRequest(refCall) : undefined);
  }

  /**
   * Send a request already built (by the shipped reindex, say) to both and compare; `call` is how the
   * exchange replays as a YAML step, `refRequest` what the reference gets when a value differs by side.
   */
  async sendRequest(call: ApiCall, request: WireRequest, options: SendOptions = {}, refRequest?: WireRequest): Promise<{ target: Outcome; reference: Outcome }> {
    this.inFlight.add(request);
    const at = performance.now();
    const target = await this.target.send(request);
    const done = performance.now();
    this.inFlight.delete(request);
    const reference = await this.reference.send(refRequest ?? request);
    const ex: Exchange = { api: call.api, call, request, outcome: target, at, done, reference, options };
    this.exchanges.push(ex);
    if (options.compareAs === 'search') {
      if (reference.kind === 'ok' && reference.status >= 400) this.undecided(`the harness generated a search the reference refuses (a harness bug): ${request.method} ${request.path} ${typeof request.body === 'string' ? request.body.slice(0, 300) : ''} -> ${reference.body.slice(0, 300)}`);
      const v = compareSearch(requestBodyJson(request.body), target, reference);
      if (v.valid === false) this.fail(`${request.method} ${request.path}: ${v.evidence.message}`, v.evidence.diff, options.area ?? areaOfApi(call.api));
      if (v.valid === 'unknown') this.undecided(`${request.method} ${request.path}: ${v.evidence.message}`, v.evidence.diff);
    } else if (options.compare !== false) {
      const v = compareOutcomes(target, reference, options.ignore ?? []);
      if (v.valid === false) this.fail(`${request.method} ${request.path}: ${v.evidence.message}`, v.evidence.diff, options.area ?? areaOfApi(call.api));
      if (v.valid === 'unknown') this.undecided(`${request.method} ${request.path}: ${v.evidence.message}`, v.evidence.diff);
    }
    return { target, reference };
  }

  /** Send to the target only (reads that judge the target against itself), recorded for the report. */
  async probe(call: ApiCall, options: SendOptions = {}): Promise<Outcome> {
    const request = toRequest(call);
    this.inFlight.add(request);
    const at = performance.now();
    const target = await this.target.send(request);
    this.inFlight.delete(request);
    this.exchanges.push({ api: call.api, call, request, outcome: target, at, done: performance.now(), options: { ...options, compare: false } });
    return target;
  }

  /** Add YAML assertions to the last exchange (known only once the reference has answered). */
  annotate(asserts: ReadonlyArray<Record<string, unknown>>): void {
    const last = this.exchanges[this.exchanges.length - 1];
    if (last) last.options = { ...last.options, asserts: [...(last.options.asserts ?? []), ...asserts] };
  }

  /** Fail the property with the exchanges so far (`area`: where the target diverged, if not the property's own). */
  fail(message: string, diff?: string, area?: string): never {
    throw new PropertyFailure(message, [...this.exchanges], diff, [...this.inFlight], area);
  }

  /** Stop the property unjudged (the reference could not answer): the case is an error, never the target's failure. */
  undecided(message: string, diff?: string): never {
    throw new PropertyFailure(message, [...this.exchanges], diff, [...this.inFlight], undefined, 'unknown');
  }

  /** Fail unless the target answered with a status in the range. */
  expectStatus(o: Outcome, ok: (status: number) => boolean, what: string): number {
    if (o.kind !== 'ok') this.fail(`${what}: ${describeOutcome(o)}`);
    if (!ok(o.status)) this.fail(`${what}: got ${describeOutcome(o)}`);
    return o.status;
  }
}

/** The JSON body of an outcome, or undefined. */
export function jsonOf(o: Outcome): unknown {
  return o.kind === 'ok' ? o.json : undefined;
}

/** The status of an outcome, or 0 for no response. */
export function statusOf(o: Outcome): number {
  return o.kind === 'ok' ? o.status : 0;
}
