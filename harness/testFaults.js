#!/usr/bin/env node
// `npm run test:faults`: the fault sweeps `npm test` leaves out (FAULT_SWEEPS in vitest.config.ts), with
// vitest's own arguments passed on. An env variable selects them, set here so it works on every shell.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const r = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_SET: 'faults' } });
process.exit(r.status ?? 1);
