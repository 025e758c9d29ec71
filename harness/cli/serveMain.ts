/** Entry of the prebuilt server bundle (see harness/start.js): `conformance serve` alone, without the rest of the CLI. */
import { serveCommand } from './serveCommand.ts';
import { processIO } from './progress.ts';

process.exit(await serveCommand(process.argv.slice(2), processIO()));
