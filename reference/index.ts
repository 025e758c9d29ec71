/**
 * The package's public entry: the reference simulator, to embed in other projects' tests.
 *
 * - `startSimulator()` serves it over HTTP on a free port, for any client or language (as a test
 *   container would, without Docker): `const es = await startSimulator(); … es.reset(); … await es.stop();`
 * - `Simulator` runs it in-process with no socket: `sim.handle({ method, path, headers, body })`.
 */
import { fsConfigReader } from './server/configDir.ts';
import type { ConfigReader } from './core/analysis/configFiles.ts';
import { startServer, type RunningServer } from './server/server.ts';
import type { ProfileName } from './profiles.ts';
import type { Simulator } from './simulator.ts';

export { Simulator, type SimulatorOptions } from './simulator.ts';
export { PROFILE_NAMES, type ProfileName } from './profiles.ts';
export type { WireRequest, WireResponse } from './wire/wire.ts';

/** What a served simulator is started with. Everything is optional. */
export interface StartOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** The version family to imitate (default `default`: the spec's service on the 8.x wire). */
  profile?: ProfileName;
  /** Keep the state in this folder across restarts (a journal of acknowledged changes, and snapshots; locked while in use). */
  data?: string;
  /** With `data`: start even when a record is damaged, keeping what precedes it (`dataReport` says what was dropped). */
  repairData?: boolean;
  /** Seed of generated ids (default 1), so runs are reproducible. */
  seed?: number;
  /** The clock, in epoch milliseconds (default: the real clock). */
  now?: () => number;
  /** `action.destructive_requires_name` when unset (default true, the spec's configuration). */
  destructiveRequiresName?: boolean;
  /** `explicit`: searches see only what a refresh made visible (`refresh=true|wait_for`, `POST /_refresh`); default `immediate`. */
  refresh?: 'immediate' | 'explicit';
  /** `stack.templates.enabled`: false starts without the version's built-in templates (default true, as Elasticsearch). */
  stackTemplates?: boolean;
  /**
   * The node's config directory on disk (`*_path` analysis settings, `hunspell/<locale>/` dictionaries), or its
   * files as data keyed by their path in it (`{ 'analysis/synonyms.txt': 'sofa, couch' }`; an object you change
   * is read again where a node would read its files: an index's open, `_reload_search_analyzers`).
   */
  config?: string;
  configFiles?: Readonly<Record<string, string | Uint8Array>>;
}

/** A served simulator. */
export interface StartedSimulator {
  /** `http://127.0.0.1:<port>`: point any client here. */
  url: string;
  port: number;
  /** The simulator behind the socket, to inspect between tests. */
  simulator: Simulator;
  /** What the start found in `data` and did (a torn tail cut, a repair), one line each; empty without `data`. */
  dataReport: string[];
  /**
   * Forget everything between tests: no indexes, aliases, templates, scrolls, tasks or cluster settings,
   * ids from the seed again, as just started; with `data`, the folder too (an empty snapshot). (A cleanup by
   * request, `DELETE /products*`, gets 400 from the destructive-operations guard, as it would from Elasticsearch.)
   */
  reset(): void;
  /** Close the socket (and the journal, releasing the folder's lock); resolves once closed. */
  stop(): Promise<void>;
}

/** The config directory as a reader; a folder that is not there is refused at start, as ES refuses it. */
function configDir(dir: string): ConfigReader {
  const r = fsConfigReader(dir);
  if (typeof r === 'string') throw new Error(`config: ${r}`);
  return r;
}

/** Serve a fresh simulator over HTTP; resolves once it listens. */
export async function startSimulator(opts: StartOptions = {}): Promise<StartedSimulator> {
  const s: RunningServer = await startServer({
    port: opts.port ?? 0,
    host: opts.host ?? '127.0.0.1',
    ...(opts.profile !== undefined ? { profile: opts.profile } : {}),
    ...(opts.data !== undefined ? { dataDir: opts.data } : {}),
    ...(opts.repairData ? { repairData: true } : {}),
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    ...(opts.destructiveRequiresName !== undefined ? { destructiveRequiresName: opts.destructiveRequiresName } : {}),
    ...(opts.refresh !== undefined ? { refresh: opts.refresh } : {}),
    ...(opts.stackTemplates !== undefined ? { stackTemplates: opts.stackTemplates } : {}),
    ...(opts.config !== undefined ? { config: configDir(opts.config) } : {}),
    ...(opts.configFiles !== undefined ? { configFiles: opts.configFiles } : {}),
  });
  return {
    url: s.url,
    port: s.port,
    simulator: s.simulator,
    dataReport: s.report,
    reset: () => {
      s.simulator.reset();
      // An empty snapshot: without it, the next start would bring the forgotten state back from the journal.
      s.data?.compact(s.simulator);
    },
    stop: () => s.close(),
  };
}
