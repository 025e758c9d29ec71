/**
 * Adverse timing as a target decorator: every request waits a seeded, jittered while before it reaches
 * the target (latency, a request body still arriving), and every answer waits again in proportion to its
 * size before the caller sees it (a body dribbled out a few bytes at a time), with rare long stalls.
 *
 * The server applies a request when it arrives and the caller learns of it only later, so concurrent
 * requests are applied in any order and acknowledged in another: what separate HTTP connections allow.
 * A caller that awaits each request before sending the next still sees its own requests in order (one
 * connection carries one request at a time), so nothing here breaks HTTP's own promises.
 */
import type { Target } from '../targets/target.ts';
import { rng } from '../model/rng.ts';
import { sleep } from '../model/values.ts';

/** How slow and how jittery. */
export interface SlowOptions {
  seed: number;
  /** Up to this much latency (ms) before a request is applied, and again before its answer starts. */
  latencyMs?: number;
  /** Ms per 100 KB of answer (times 0.5–1.5): the slow body. */
  msPer100KB?: number;
  /** Chance that a request or an answer stalls for up to `stallMs`. */
  stallChance?: number;
  stallMs?: number;
}


/** Wrap `inner` so that every exchange is slow and jittered, reproducibly from `seed`. */
export function slowTarget(inner: Target, opts: SlowOptions): Target {
  const rand = rng(opts.seed);
  const latency = opts.latencyMs ?? 3;
  const per100KB = opts.msPer100KB ?? 40;
  const chance = opts.stallChance ?? 0.03;
  const stall = opts.stallMs ?? 40;
  const jitter = (): number => rand() * latency + (rand() < chance ? rand() * stall : 0);
  const t: Target = {
    name: `${inner.name}+slow(seed ${opts.seed})`,
    async send(req) {
      const started = performance.now();
      await sleep(jitter());
      const out = await inner.send(req);
      const size = out.kind === 'ok' ? out.body.length : 0;
      await sleep(jitter() + (size / 100_000) * per100KB * (0.5 + rand()));
      return { ...out, ms: performance.now() - started };
    },
    close: () => inner.close(),
  };
  if (inner.reset) t.reset = () => inner.reset!();
  return t;
}
