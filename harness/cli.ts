/**
 * The composition root: `conformance <subcommand> [options]`. Everything is built here and passed
 * down; nothing below reads argv or the environment. Exit codes: 0 conformant, 1 not conformant,
 * 2 could not run, could not run every case, or nothing ran (with one line on stderr, never a stack trace).
 */
import { pathToFileURL } from 'node:url';
import { packageVersion } from './cli/common.ts';
import { PEER_OPTIONS, REINDEX_OPTIONS, renderHelp, RUN_OPTIONS, SERVE_OPTIONS, SERVE_SUMMARY, SERVE_USAGE, type OptionTable } from './cli/options.ts';
import { processIO, type CliIO } from './cli/progress.ts';

/** One subcommand: usage, a summary for help, its documented options, and its entry point returning an exit code. */
export interface Subcommand {
  usage: string;
  summary: string;
  options: OptionTable;
  run: (argv: readonly string[], io: CliIO) => Promise<number>;
}

/** The subcommand table. Each is loaded only when run, so one cannot take the others down with it. */
export const SUBCOMMANDS: Record<string, Subcommand> = {
  run: {
    usage: 'conformance run --target reference|URL [options]',
    summary: 'Run our scenarios (specs/), the properties and the reindex-under-load cases against a target, compared with the reference simulator. With --specs, only those scenarios (and --property ones).',
    options: RUN_OPTIONS,
    run: async (argv, io) => (await import('./cli/runCommand.ts')).runCommand(argv, io),
  },
  peer: {
    usage: 'conformance peer --suite DIR --target reference|URL [options]',
    summary: 'Run an official Elasticsearch or OpenSearch REST YAML suite, unmodified, against a target. The suite\'s own API specs are used; the built-in catalogue fills in.',
    options: PEER_OPTIONS,
    run: async (argv, io) => (await import('./cli/peerCommand.ts')).peerCommand(argv, io),
  },
  serve: {
    usage: SERVE_USAGE,
    summary: SERVE_SUMMARY,
    options: SERVE_OPTIONS,
    run: async (argv, io) => (await import('./cli/serveCommand.ts')).serveCommand(argv, io),
  },
  reindex: {
    usage: 'conformance reindex --target URL --alias A --mapping FILE [options]',
    summary: 'The zero-downtime reindex: move an alias to a new index with a new mapping while clients keep writing (harness/reindex/README.md).',
    options: REINDEX_OPTIONS,
    run: async (argv, io) => (await import('./cli/reindexCommand.ts')).reindexCommand(argv, io),
  },
};

/** Print the overview. */
function help(io: CliIO): void {
  io.out('usage: conformance <subcommand> [options]        (conformance <subcommand> --help for its options)');
  io.out('');
  for (const [name, s] of Object.entries(SUBCOMMANDS)) io.out(`  ${name.padEnd(8)} ${s.summary}`);
  io.out('');
  io.out('  --version  print the version');
  io.out('exit codes: 0 conformant · 1 not conformant · 2 could not run, could not run every case, nothing ran, or interrupted');
}

/** Run the CLI with the given arguments; resolves to the process exit code. */
export async function main(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-V' || name === 'version') {
    io.out(`conformance ${packageVersion()}`);
    return 0;
  }
  const sub = SUBCOMMANDS[name];
  if (!sub) {
    io.err(`conformance: unknown subcommand "${name}" (try: ${Object.keys(SUBCOMMANDS).join(', ')}, or --help)`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    for (const l of renderHelp(sub.usage, sub.summary, sub.options)) io.out(l);
    return 0;
  }
  if (rest.includes('--version')) {
    io.out(`conformance ${packageVersion()}`);
    return 0;
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
