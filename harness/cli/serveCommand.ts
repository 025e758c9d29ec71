/** `conformance serve`: the reference simulator over HTTP (what `npm start` runs). */
import { startServer } from '../../reference/http/server.ts';
import { isProfileName, profileSpecError, type ProfileName } from '../../reference/profiles.ts';
import { list, parseArgs, str } from './args.ts';
import { kindsOf, renderHelp, SERVE_OPTIONS, SERVE_SUMMARY, SERVE_USAGE } from './options.ts';
import { PACKAGE_VERSION } from './version.ts';
import type { CliIO } from './progress.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);


/** Serves until SIGINT/SIGTERM; resolves to 0 after a clean shutdown, 2 when it cannot start. */
export async function serveCommand(argv: readonly string[], io: CliIO): Promise<number> {
  // Answered here too, not only by the CLI's main: npm start and dist/serve.mjs come straight here.
  if (argv.includes('--help') || argv.includes('-h')) {
    for (const l of renderHelp(SERVE_USAGE, SERVE_SUMMARY, SERVE_OPTIONS)) io.out(l);
    return 0;
  }
  if (argv.includes('--version')) {
    io.out(`conformance ${PACKAGE_VERSION}`);
    return 0;
  }
  const args = parseArgs(argv, kindsOf(SERVE_OPTIONS));
  if (typeof args === 'string') {
    io.err(`conformance serve: ${args}`);
    return 2;
  }
  const host = str(args, 'host') ?? '127.0.0.1';
  const port = Number(str(args, 'port') ?? 9200);
  const profile = str(args, 'profile') ?? 'default';
  if (!isProfileName(profile)) {
    io.err(`conformance serve: ${profileSpecError(profile)}`);
    return 2;
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.err(`conformance serve: bad port "${str(args, 'port')}"`);
    return 2;
  }
  const users = list(args, 'auth');
  const viewers = list(args, 'viewer');
  const apiKeys = list(args, 'api-key');
  const badPair = [...users, ...viewers].find((p) => p.indexOf(':') < 1);
  if (badPair !== undefined) {
    io.err(`conformance serve: --auth and --viewer take user:password, got "${badPair}"`);
    return 2;
  }
  const seed = Number(str(args, 'seed') ?? 1);
  if (!Number.isInteger(seed)) {
    io.err(`conformance serve: bad seed "${str(args, 'seed')}"`);
    return 2;
  }
  const dataDir = str(args, 'data');
  let server;
  try {
    server = await startServer({ host, port, profile: profile as ProfileName, seed, auth: { users, viewers, apiKeys }, ...(dataDir !== undefined ? { dataDir } : {}) });
  } catch (e) {
    io.err(`conformance serve: cannot start on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const secured = users.length + viewers.length + apiKeys.length > 0;
  if (!LOOPBACK.has(host) && !secured) io.err(`warning: listening on ${host} without authentication; anyone who can reach it can change its data`);
  if (dataDir !== undefined) io.out(`data in ${dataDir}: replayed ${server.replayed} journaled request(s)`);
  io.out(`simulator (profile ${profile}, version ${server.simulator.profile.version.number}) listening on ${server.url}${secured ? ' (authentication required)' : ''}`);
  return new Promise<number>((resolve) => {
    const stop = (sig: string) => {
      io.out(`${sig}: shutting down`);
      server!.close().then(() => resolve(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
