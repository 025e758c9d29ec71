/**
 * Our ingest scenarios in specs/ingest/ (the behaviours Elasticsearch's ingest-common YAML tests pin, in our
 * own words and data: those files are not kept here), run against the reference in-process: every case must pass.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referenceTarget } from '../../../harness/targets/referenceTarget.ts';
import { runYamlText } from '../../../harness/testing/runYamlText.ts';

const DIR = new URL('../../../specs/ingest/', import.meta.url);

describe('specs/ingest against the reference', () => {
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.yml'))) {
    it(file, async () => {
      const results = await runYamlText(readFileSync(new URL(file, DIR), 'utf8'), await referenceTarget());
      const bad = results.filter((r) => r.status !== 'passed' && r.status !== 'skipped').map((r) => `${r.name}: ${r.message}`);
      expect(bad).toEqual([]);
      expect(results.filter((r) => r.status === 'passed').length).toBeGreaterThan(0);
    });
  }
});
