#!/usr/bin/env node
// The `conformance` bin: the CLI bundle (dist/cli.js) with plain node. In a checkout it is rebuilt first
// when a source changed (harness/build.js), so what runs is always what the sources say.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureBundle } from './build.js';
import { nodeTooOld } from './nodeVersion.cjs';

const old = nodeTooOld();
if (old) {
  process.stderr.write(`conformance: ${old}\n`);
  process.exit(2);
}

/**
 * The young generation the long-running commands want (as `npm start` gives the server): `reindex` parses
 * pages of thousands of hits that die young, and with node's default 16 MB semi-space the collector copies
 * the pages still in flight again and again (the verification of 1,000,000 documents took 3.3-3.7 s, with
 * 64 MB 2.8-3.0 s); `serve` keeps a million small documents coming through. A flag of the user's own
 * (on the command line or in NODE_OPTIONS) is kept as it is.
 */
const YOUNG = '--max-semi-space-size=64';
// Not on Windows, where a detached child gets a console window of its own.
const wantsYoung = ['reindex', 'serve'].includes(process.argv[2] ?? '') && process.platform !== 'win32';
const hasYoung = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((a) => a.startsWith('--max-semi-space-size'));

if (wantsYoung && !hasYoung) {
  // Node cannot resize its heap once started (v8.setFlagsFromString has no effect on it), so the command
  // runs in a child node with the flag. The child has its own process group, so a Ctrl-C at the terminal
  // reaches this process only and is passed on once (the reindex takes a second Ctrl-C as "quit at once").
  // The IPC channel only tells the child when this process is gone (killed outright): see below.
  const child = spawn(process.execPath, [YOUNG, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true });
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
  child.once('error', (e) => {
    process.stderr.write(`conformance: cannot start node: ${e.message}\n`);
    process.exit(2);
  });
  // A child ended by a signal exits as a shell reports it: 128 + the signal's number (130 for SIGINT).
  child.once('exit', (code, signal) => process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)));
} else {
  if (process.channel) {
    // Started by the branch above: if that process is killed outright, stop as at a Ctrl-C (a reindex
    // cancels its copy and rolls back; a server shuts down) instead of running on with no one to stop it.
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGINT'));
  }
  const { main } = await import(await ensureBundle('cli'));
  process.exit(await main(process.argv.slice(2)));
}
