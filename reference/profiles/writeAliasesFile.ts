/** Writes `reference/profiles.aliases.json` from the timelines: `npm run profiles:aliases`. */
import { writeFileSync } from 'node:fs';
import { aliasesFileText } from './aliasesFile.ts';

const target = new URL('../profiles.aliases.json', import.meta.url);
writeFileSync(target, aliasesFileText());
process.stdout.write(`wrote ${target.pathname}\n`);
