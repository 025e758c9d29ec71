/**
 * Entry of the prebuilt server bundles (see harness/start.cjs): `conformance serve` alone, without the rest of the
 * CLI. No top-level await: the same entry is built as an ES module (dist/serve.mjs) and as CommonJS (dist/serve.cjs).
 */
import { serveCommand } from './serveCommand.ts';
import { processIO } from './progress.ts';

void serveCommand(process.argv.slice(2), processIO()).then((code) => process.exit(code));
