#!/usr/bin/env node
// The `conformance` bin: load the TypeScript CLI through tsx (a runtime dependency), then run it.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exit(await main(process.argv.slice(2)));
