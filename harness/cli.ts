/**
 * The composition root: `conformance <subcommand> [options]`. Everything is built here and passed
 * down; nothing below reads argv or the environment. Exit codes: 0 conformant, 1 not conformant,
 * 2 could not run (with one line on stderr, never a stack trace).
 */
import { pathToFileURL } from 'node:url';
import { peerCommand } from './cli/peerCommand.ts';
import { processIO, type CliIO } from './cli/progress.ts';
import { runCommand } from './cli/runCommand.ts';

/** One subcommand: a one-line summary for help, and its entry point returning an exit code. */
export interface Subcommand {
  summary: string;
  run: (argv: readonly string[], io: CliIO) => Promise<number>;
}

/** The subcommand table. `serve` and `reindex` are registered here by their owners. */
export const SUBCOMMANDS: Record<string, Subcommand> = {
  run: {
    summary: 'run our scenarios (and properties) against --target reference|URL',
    run: runCommand,
  },
  peer: {
    summary: 'run an official suite unmodified: --suite DIR --target reference|URL',
    run: peerCommand,
  },
  serve: {
    summary: 'serve the reference simulator over HTTP: [--host H] [--port P] [--profile P] [--data DIR] [--auth u:p] [--viewer u:p] [--api-key K]',
    // Loaded lazily so a broken simulator cannot take the other subcommands down with it.
    run: async (argv, io) => (await import('./cli/serveCommand.ts')).serveCommand(argv, io),
  },
  reindex: {
    summary: 'zero-downtime reindex of an alias: --target URL --alias A --mapping FILE [--dry-run] [--plain]',
    // Loaded lazily, like serve.
    run: async (argv, io) => (await import('./cli/reindexCommand.ts')).reindexCommand(argv, io),
  },
};

const COMMON_HELP = `options: --target reference|URL [--profile default|es5|es6|es8|opensearch2] [--prefix P] [--allow-destructive]
         [--report DIR] [--timeout MS] [--user u:p] [--api-key K] [--bearer T] [--ca FILE] [--insecure] [--seed S]
run:     [--specs PATH...] [--only scenarios|properties|reindex] [--runs N] [--reindex-docs N]
peer:    --suite DIR
reindex: --target URL --alias A --mapping FILE [--index NEW] [--from OLD] [--slices N | --slice-field F] [--batch N]
         [--dry-run] [--plain] [--resume] [--keep] [--passes N] [--settle MS] [--retries N]`;

/** Print help. */
function help(io: CliIO): void {
  io.out('usage: conformance <subcommand> [options]');
  for (const [name, s] of Object.entries(SUBCOMMANDS)) io.out(`  ${name.padEnd(8)} ${s.summary}`);
  io.out(COMMON_HELP);
}

/** Run the CLI with the given arguments; resolves to the process exit code. */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name === undefined ? 2 : 0;
  }
  const sub = SUBCOMMANDS[name];
  if (!sub) {
    io.err(`conformance: unknown subcommand "${name}" (try: ${Object.keys(SUBCOMMANDS).join(', ')})`);
    return 2;
  }
  try {
    return await sub.run(rest, io);
  } catch (err) {
    // Anything unexpected still ends as one line and exit 2, as the CLI promises.
    io.err(`conformance: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
