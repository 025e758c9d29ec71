/** `conformance serve`: the reference simulator over HTTP (what `npm start` runs). */
import { startServer } from '../../reference/server/server.ts';
import { isProfileName, profileSpecError, type ProfileName } from '../../reference/profiles.ts';
import { list, parseArgs, str } from './args.ts';
import { kindsOf, renderHelp, SERVE_OPTIONS, SERVE_SUMMARY, SERVE_USAGE } from './options.ts';
import { PACKAGE_VERSION } from './version.ts';
import { readSecrets } from './secrets.ts';
import type { CliIO } from './progress.ts';
import { fsConfigReader } from '../../reference/server/configDir.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
/** A journal larger than this is compacted when the server stops cleanly. */
const STOP_COMPACT_BYTES = 1024 * 1024;


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
  const secrets = readSecrets(process.env, str(args, 'auth-file'));
  if (typeof secrets === 'string') {
    io.err(`conformance serve: ${secrets}`);
    return 2;
  }
  for (const w of secrets.warnings) io.err(w);
  const users = [...list(args, 'auth'), ...secrets.users];
  const viewers = [...list(args, 'viewer'), ...secrets.viewers];
  const apiKeys = [...list(args, 'api-key'), ...secrets.apiKeys];
  const badPair = [...users, ...viewers].find((p) => p.indexOf(':') < 1);
  if (badPair !== undefined) {
    io.err(`conformance serve: --auth and --viewer take user:password, got "${badPair}"`);
    return 2;
  }
  const refresh = str(args, 'refresh') ?? 'immediate';
  if (refresh !== 'immediate' && refresh !== 'explicit') {
    io.err(`conformance serve: --refresh takes immediate or explicit, not "${refresh}"`);
    return 2;
  }
  const seed = Number(str(args, 'seed') ?? 1);
  if (!Number.isInteger(seed)) {
    io.err(`conformance serve: bad seed "${str(args, 'seed')}"`);
    return 2;
  }
  const dataDir = str(args, 'data');
  const repairData = args.options['repair-data'] === true;
  if (repairData && dataDir === undefined) {
    io.err('conformance serve: --repair-data needs --data DIR');
    return 2;
  }
  const compactText = str(args, 'compact-bytes');
  const compactBytes = compactText === undefined ? undefined : Number(compactText);
  if (compactBytes !== undefined && !(Number.isInteger(compactBytes) && compactBytes > 0)) {
    io.err(`conformance serve: bad --compact-bytes "${compactText}"`);
    return 2;
  }
  const stackText = str(args, 'stack-templates');
  if (stackText !== undefined && stackText !== 'true' && stackText !== 'false') {
    io.err(`conformance serve: --stack-templates takes true or false, got "${stackText}"`);
    return 2;
  }
  // ES_PATH_CONF is where Elasticsearch itself finds its config directory.
  const configDir = str(args, 'config') ?? (process.env.ES_PATH_CONF || undefined);
  const config = configDir === undefined ? undefined : fsConfigReader(configDir);
  if (typeof config === 'string') {
    io.err(`conformance serve: ${str(args, 'config') !== undefined ? '--config' : 'ES_PATH_CONF'}: ${config}`);
    return 2;
  }
  let server;
  try {
    server = await startServer({
      ...(config ? { config } : {}),
      ...(stackText !== undefined ? { stackTemplates: stackText === 'true' } : {}),
      host, port, profile: profile as ProfileName, seed, refresh, auth: { users, viewers, apiKeys },
      ...(dataDir !== undefined ? { dataDir, repairData } : {}),
      ...(compactBytes !== undefined ? { compactBytes } : {}),
    });
  } catch (e) {
    io.err(`conformance serve: cannot start on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const secured = users.length + viewers.length + apiKeys.length > 0;
  if (!LOOPBACK.has(host) && !secured) io.err(`warning: listening on ${host} without authentication; anyone who can reach it can change its data`);
  if (dataDir !== undefined) {
    for (const line of server.report) io.out(`data in ${dataDir}: ${line}`);
    const indices = server.simulator.state.indices;
    let docs = 0;
    for (const idx of indices.values()) docs += idx.docs.size;
    io.out(`data in ${dataDir}: ${indices.size} index(es), ${docs} document(s); replayed ${server.replayed} journaled change(s)`);
  }
  if (config) io.out(`config directory ${config.dir}`);
  io.out(`simulator (profile ${profile}, version ${server.simulator.profile.version.number}) listening on ${server.url}${secured ? ' (authentication required)' : ''}`);
  return new Promise<number>((resolve) => {
    const stop = (sig: string) => {
      io.out(`${sig}: shutting down`);
      // A clean stop leaves a snapshot, so the next start reads the data rather than replaying its history.
      const data = server!.data;
      // Not while jobs run: a snapshot holds none (the steps recorded since their start replay them).
      if (data && data.bytes.journal > STOP_COMPACT_BYTES && server!.simulator.state.jobs.size === 0) {
        try {
          data.compact(server!.simulator);
          io.out(`data in ${dataDir}: compacted into generation ${data.bytes.generation}`);
        } catch (e) {
          io.err(`data in ${dataDir}: could not compact (${e instanceof Error ? e.message : String(e)}); the journal keeps every change`);
        }
      }
      server!.close().then(() => resolve(0));
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
