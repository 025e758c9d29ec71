/** `conformance serve`: the reference simulator over HTTP (what `npm start` runs). */
import { startServer } from '../../reference/http/server.ts';
import { isProfileName, PROFILE_NAMES, type ProfileName } from '../../reference/profiles.ts';
import { parseArgs, str } from './args.ts';
import type { CliIO } from './progress.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Serves until SIGINT/SIGTERM; resolves to 0 after a clean shutdown, 2 when it cannot start. */
export async function serveCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, { host: 'value', port: 'value', profile: 'value', seed: 'value' });
  if (typeof args === 'string') {
    io.err(`conformance serve: ${args}`);
    return 2;
  }
  const host = str(args, 'host') ?? '127.0.0.1';
  const port = Number(str(args, 'port') ?? 9200);
  const profile = str(args, 'profile') ?? 'default';
  if (!isProfileName(profile)) {
    io.err(`conformance serve: unknown profile "${profile}" (one of ${PROFILE_NAMES.join(', ')})`);
    return 2;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.err(`conformance serve: bad port "${str(args, 'port')}"`);
    return 2;
  }
  let server;
  try {
    server = await startServer({ host, port, profile: profile as ProfileName, seed: Number(str(args, 'seed') ?? 1) });
  } catch (e) {
    io.err(`conformance serve: cannot listen on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  if (!LOOPBACK.has(host)) io.err(`warning: listening on ${host} without authentication; anyone who can reach it can change its data`);
  io.out(`simulator (profile ${profile}, version ${server.simulator.profile.version.number}) listening on ${server.url}`);
  return new Promise<number>((resolve) => {
    const stop = (sig: string) => {
      io.out(`${sig}: shutting down`);
      server!.close().then(() => resolve(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
