/** Seeds and replay paths for property tests, from the environment. */
import type { CaseResult } from '../model/caseResult.ts';
import { cleanupPrefix } from '../safety/cleanup.ts';
import { prefixingTarget } from '../safety/prefixingTarget.ts';
import { makeRunPrefix } from '../safety/runPrefix.ts';
import { detect } from '../cli/detect.ts';
import { httpTarget } from '../targets/httpTarget.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { makeContext, type PropertyContext } from './context.ts';
import { dialectFor } from './dialect.ts';
import type { PropertyDef } from './propertyDef.ts';
import { runPropertyCase } from './propertyCase.ts';
import type { ProfileName } from '../../reference/profiles.ts';

/** A seed from the environment variable `name` (a replay), else `fallback`, else a fresh one. */
export function envSeed(name: string, fallback?: number): number {
  const env = process.env[name];
  return env !== undefined ? Number(env) | 0 : (fallback ?? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0);
}

/** Seed and path for a test run: FC_SEED / FC_PATH replay a failure; otherwise a fresh seed, printed. */
export function testSeed(fallback?: number): { seed: number; path?: string } {
  return { seed: envSeed('FC_SEED', fallback), ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}) };
}

/** Runs per property in tests: FC_RUNS, else the given default. */
export function testRuns(fallback: number): number {
  return process.env.FC_RUNS ? Number(process.env.FC_RUNS) : fallback;
}

/** A context over the in-process reference (default profile), optionally wrapped (planted faults). */
export async function referenceContext(wrap: (t: Target) => Target = (t) => t, profile: ProfileName = 'default'): Promise<PropertyContext> {
  return makeContext(wrap(await referenceTarget({ profile })), await referenceTarget({ profile }), dialectFor(profile), profile, true);
}

/** A context over TARGET_URL, confined to a fresh run prefix; `finish` deletes everything under it. */
export async function urlContext(url: string): Promise<{ ctx: PropertyContext; finish: () => Promise<void> }> {
  const raw = httpTarget(url);
  const info = await detect(raw);
  if (typeof info === 'string') throw new Error(info);
  const prefix = makeRunPrefix();
  const ctx = makeContext(prefixingTarget(raw, prefix), await referenceTarget({ profile: info.profile }), dialectFor(info.profile), info.profile);
  return {
    ctx,
    finish: async () => {
      await cleanupPrefix(raw, prefix);
      await raw.close();
    },
  };
}

/** Run one property as a case and print its seed (and, on failure, the replay line and message). */
export async function runLogged(def: PropertyDef, ctx: PropertyContext, runs: number, seedFallback?: number): Promise<CaseResult> {
  const { seed, path } = testSeed(seedFallback);
  const c = await runPropertyCase(def, ctx, { seed, numRuns: runs, ...(path !== undefined ? { path } : {}) });
  console.log(`[property ${def.id}] ${ctx.target.name}: seed ${seed}${path ? ` path ${path}` : ''} — ${c.status}: ${c.message.slice(0, 400)}`);
  return c;
}
