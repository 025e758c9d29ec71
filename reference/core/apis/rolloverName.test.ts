/** Tests of nextRolloverName (the name a rollover gives the new index). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../profiles.ts';
import { isEsError } from '../errors/index.ts';
import { nextRolloverName } from './rolloverName.ts';

const es8 = getProfile('es8');
const NOW = Date.UTC(2024, 2, 10, 12);

describe('nextRolloverName', () => {
  it('counts up the trailing number, zero-padded to six digits, keeping date math unresolved', () => {
    expect(nextRolloverName('logs-1', NOW, es8)).toBe('logs-000002');
    expect(nextRolloverName('logs-000009', NOW, es8)).toBe('logs-000010');
    expect(nextRolloverName('a-b-1234567', NOW, es8)).toBe('a-b-1234568');
    expect(nextRolloverName('<logs-{now/d}-000001>', NOW, es8)).toBe('<logs-{now/d}-000002>');
  });
  it('refuses a name without -<number>, naming the provided name', () => {
    const r = nextRolloverName('logs', NOW, es8);
    expect(isEsError(r) && r.cause.reason).toBe("index name [logs] does not match pattern '^.*-\\d+$'");
    const d = nextRolloverName('<logs-{now/d}>', NOW, es8);
    expect(isEsError(d) && d.cause.reason).toBe("index name [<logs-{now/d}>] does not match pattern '^.*-\\d+$'");
  });
});
