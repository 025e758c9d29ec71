/** Entry of the CLI bundle (dist/cli.js): the whole `conformance` command, for plain node. */
export { main, SUBCOMMANDS } from './cli.ts';
import { main } from './cli.ts';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';

// Run when executed (`node dist/cli.js …`); stay quiet when imported (harness/bin.js calls main itself).
const self = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (self === import.meta.url) main(process.argv.slice(2)).then((code) => process.exit(code));
