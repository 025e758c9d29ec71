#!/usr/bin/env node
// The `conformance` bin: the CLI bundle (dist/cli.js) with plain node. In a checkout it is rebuilt first
// when a source changed (harness/build.js), so what runs is always what the sources say.
import { ensureBundle } from './build.js';
import { nodeTooOld } from './nodeVersion.cjs';

const old = nodeTooOld();
if (old) {
  process.stderr.write(`conformance: ${old}\n`);
  process.exit(2);
}
const { main } = await import(await ensureBundle('cli'));
process.exit(await main(process.argv.slice(2)));
