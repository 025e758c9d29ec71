/** A session against one target: detection, the run prefix, safety guards, the reference and cleanup. */
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { TargetInfo } from '../report/runReport.ts';
import { cleanupPrefix } from '../safety/cleanup.ts';
import { destructiveReason, unconfinedWriteReason } from '../safety/destructive.ts';
import { footprintChanges, takeFootprint } from '../safety/footprint.ts';
import { prefixingTarget } from '../safety/prefixingTarget.ts';
import { makeRunPrefix, prefixProblem } from '../safety/runPrefix.ts';
import { httpTarget, type HttpTargetOptions } from '../targets/httpTarget.ts';
import { bodyFormatTarget } from '../targets/bodyFormatTarget.ts';
import { fsConfigReader } from '../../reference/server/configDir.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { stoppableTarget } from '../targets/stoppableTarget.ts';
import { destructiveGuardOf, detect } from './detect.ts';
import { profileContradiction, type ProfileName } from '../../reference/profiles.ts';
import type { TargetFacts } from '../peer/scope.ts';
import { openOracleCluster } from './oracleCluster.ts';

/** Options shared by `run` and `peer`. */
/**
 * Why `--target` cannot be used, or undefined: `reference`, or an http(s) URL. A scheme-less `host:port`
 * (`localhost:9400`, which `new URL` reads as the scheme `localhost:`) is answered with the URL it
 * probably meant.
 */
export function targetProblem(target: string): string | undefined {
  if (target === 'reference') return undefined;
  if (!target.includes('://')) {
    return /^[A-Za-z0-9.-]+(:\d+)?(\/\S*)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?(\/\S*)?$/.test(target)
      ? `--target ${target} has no scheme: did you mean http://${target} (or https://${target})?`
      : `--target must be "reference" or an http(s) URL, got "${target}"`;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return `--target must be "reference" or an http(s) URL, got "${target}"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `--target URL must be http or https, got ${url.protocol}`;
  return undefined;
}

export interface SessionOptions {
  /** `reference` or a URL. */
  target: string;
  profile?: ProfileName;
  prefix?: string;
  allowDestructive: boolean;
  http: HttpTargetOptions;
  seed?: number;
  /** For the in-process reference: `action.destructive_requires_name` when unset. */
  destructiveRequiresName?: boolean;
  /** `--reference URL`: a live cluster as the oracle instead of the built-in reference (oracleCluster.ts). */
  referenceUrl?: string;
  /** For the in-process reference: when writes become visible to search (default immediate). */
  refresh?: 'immediate' | 'explicit';
  /** With the reference: the node's config directory (`*_path` analysis settings, hunspell dictionaries). */
  configDir?: string;
  /** `random`: each request body in a format drawn from the seed, as Elasticsearch's YAML runner sends them. */
  bodyFormat?: 'json' | 'random';
}

/** Everything a run needs about its target, built once by the composition root. */
export interface Session {
  /** What steps send to: for a URL, the prefixing decorator. */
  target: Target;
  info: TargetInfo;
  version: string;
  profile: ProfileName;
  /** The target's configuration as far as some official cases depend on it. */
  facts: TargetFacts;
  /** What the user must know before trusting the verdict (a `--profile` the target contradicts): on the terminal and in every report. */
  warnings: string[];
  /** How the run was made, for the terminal and every report (the body formats' seed). */
  notes?: string[];
  guard: (req: WireRequest) => string | undefined;
  /** Clean state between tests. */
  wipe: () => Promise<void>;
  /** A fresh reference of the same family, for differential steps; undefined when the target is the reference. */
  reference: () => Promise<Target | undefined>;
  /** Final cleanup (URL: delete `<prefix>*`), returning notes for the report. */
  finish: () => Promise<string[]>;
  /** Stop sending: from now on the target answers every request with an `info` outcome, unsent. */
  stop: () => void;
  /** Resolves once the requests already sent have come back. */
  idle: () => Promise<void>;
  /**
   * A URL target confined to a sub-prefix of the run's (`<prefix><suffix>`): work run side by side, each in
   * names of its own, still under the run prefix (cleaned up with it). Absent for the in-process reference
   * and with --reference URL (the oracle cluster is one prefix, cleaned whole).
   */
  subTarget?: (suffix: string) => Target;
}

/** Open a session, or return a one-line reason it cannot run (exit 2). With `--reference URL`, that cluster is the oracle. */
export async function openSession(opts: SessionOptions, defaultProfile: ProfileName): Promise<Session | string> {
  const session = await openOracleSession(opts, defaultProfile);
  if (typeof session === 'string' || opts.bodyFormat !== 'random') return session;
  const seed = opts.seed ?? Date.now() % 2 ** 31;
  const wrap = (t: Target): Target => bodyFormatTarget(t, seed);
  const sub = session.subTarget;
  return {
    ...session,
    target: wrap(session.target),
    ...(sub ? { subTarget: (suffix: string) => wrap(sub(suffix)) } : {}),
    notes: [...(session.notes ?? []), `request bodies drawn from JSON, YAML, CBOR and Smile with seed ${seed} (replay: --body-format random --seed ${seed})`],
  };
}

async function openOracleSession(opts: SessionOptions, defaultProfile: ProfileName): Promise<Session | string> {
  const session = await openTargetSession(opts, defaultProfile);
  if (typeof session === 'string' || opts.referenceUrl === undefined) return session;
  const oracle = await openOracleCluster(opts.referenceUrl, opts.http, session.info.prefix ?? makeRunPrefix(), opts.seed);
  if (typeof oracle === 'string') {
    await session.finish().catch(() => []);
    return oracle;
  }
  return {
    ...session,
    info: { ...session.info, reference: { name: oracle.name, version: oracle.version, distribution: oracle.distribution, profile: oracle.profile } },
    reference: async () => oracle.target,
    subTarget: undefined,
    finish: async () => [...(await session.finish()), ...(await oracle.finish())],
  };
}

async function openTargetSession(opts: SessionOptions, defaultProfile: ProfileName): Promise<Session | string> {
  if (opts.target === 'reference') return openReference(opts, defaultProfile);
  const badTarget = targetProblem(opts.target);
  if (badTarget) return badTarget;
  const prefix = opts.prefix ?? makeRunPrefix();
  const bad = prefixProblem(prefix);
  if (bad) return `--prefix ${prefix}: ${bad}`;
  let raw: Target;
  try {
    raw = httpTarget(opts.target, opts.http);
  } catch (err) {
    return `cannot set up ${opts.target}: ${(err as Error).message}`;
  }
  const info = await detect(raw);
  if (typeof info === 'string') {
    await raw.close();
    return info;
  }
  const profile = opts.profile ?? info.profile;
  const contradiction = opts.profile !== undefined ? profileContradiction(opts.profile, info.distribution, info.version) : undefined;
  const guardOn = await destructiveGuardOf(raw);
  // Do no harm, verified: what lies outside the prefix now, compared after the run (finish).
  const before = await takeFootprint(raw, prefix);
  let ref: Target | undefined;
  const gate = stoppableTarget(raw);
  return {
    // Cleanup and the footprint go through `raw`: they must work after an interrupt stopped the gate.
    target: prefixingTarget(gate, prefix),
    info: { name: raw.name, kind: 'url', profile, version: info.version, distribution: info.distribution, prefix },
    version: info.version,
    profile,
    facts: guardOn === undefined ? {} : { destructiveRequiresName: guardOn },
    warnings: contradiction ? [contradiction] : [],
    guard: opts.allowDestructive
      ? () => undefined
      : (req) => {
          const why = destructiveReason(req) ?? unconfinedWriteReason(req);
          return why ? `${why}; sent only with --allow-destructive` : undefined;
        },
    wipe: async () => {
      const r = await cleanupPrefix(raw, prefix);
      if (r.errors.length) throw new Error(r.errors.join('; '));
    },
    reference: async () => (ref ??= await referenceTarget({ profile, ...(opts.seed !== undefined ? { seed: opts.seed } : {}) })),
    finish: async () => {
      const r = await cleanupPrefix(raw, prefix);
      const after = typeof before === 'string' ? before : await takeFootprint(raw, prefix);
      await raw.close();
      return [
        `cleanup: deleted ${r.deleted.length} item(s) under ${prefix}`,
        ...r.errors.map((e) => `cleanup problem: ${e}`),
        ...(typeof before === 'string' || typeof after === 'string'
          ? [`do-no-harm check unavailable: cannot record the indexes outside ${prefix}: ${typeof before === 'string' ? before : after}`]
          : [
            ...footprintChanges(before, after).map((c) => `harm: ${c}`),
            ...[...new Set([...before.gaps, ...after.gaps])].map((g) => `do-no-harm check partial: ${g}`),
          ]),
      ];
    },
    stop: () => gate.stop(),
    idle: () => gate.idle(),
    subTarget: (suffix) => prefixingTarget(gate, `${prefix}${suffix}`),
  };
}

async function openReference(opts: SessionOptions, defaultProfile: ProfileName): Promise<Session | string> {
  const profile = opts.profile ?? defaultProfile;
  const config = opts.configDir === undefined ? undefined : fsConfigReader(opts.configDir);
  if (typeof config === 'string') return `--config: ${config}`;
  let target: Target;
  try {
    target = await referenceTarget({
      profile,
      ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
      ...(opts.destructiveRequiresName !== undefined ? { destructiveRequiresName: opts.destructiveRequiresName } : {}),
      ...(opts.refresh === 'explicit' ? { refresh: 'explicit' as const } : {}),
      ...(config ? { config } : {}),
    });
  } catch (err) {
    return `cannot load the reference simulator: ${(err as Error).message.split('\n')[0]}`;
  }
  const info = await detect(target);
  if (typeof info === 'string') return `the reference simulator did not answer GET /: ${info}`;
  const gate = stoppableTarget(target);
  return {
    target: gate,
    info: { name: target.name, kind: 'reference', profile, version: info.version, distribution: info.distribution },
    version: info.version,
    profile,
    facts: { destructiveRequiresName: opts.destructiveRequiresName ?? true, ...(opts.refresh === 'explicit' ? {} : { writesVisibleAtOnce: true }) },
    warnings: [],
    guard: () => undefined, // nothing to protect in-process
    wipe: async () => target.reset?.(),
    reference: async () => undefined,
    finish: async () => [],
    stop: () => gate.stop(),
    idle: () => gate.idle(),
  };
}
