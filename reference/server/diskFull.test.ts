/**
 * A real full disk: `--data` on a tiny tmpfs (mounted here when this process may mount, as root in a
 * container; skipped, saying why, elsewhere — durability.test.ts injects the same failure through the
 * DataFs shim everywhere). Writes that do not fit answer 500 and are gone after a restart; every write
 * acknowledged before and after them is there.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { send } from './dataTestkit.ts';
import { skipWithout } from '../../harness/testing/environmentSkip.ts';

const mountPoint = mkdtempSync(join(tmpdir(), 'cfx-tmpfs-'));
let why = '';
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mountPoint], { stdio: 'pipe' });
} catch (e) {
  why = ((e as { stderr?: Buffer }).stderr?.toString() || (e as Error).message).trim().split('\n')[0]!;
}
const mounted = why === '';

const open: RunningServer[] = [];
afterAll(async () => {
  for (const s of open) await s.close();
  // Lazily, should a failed test have left a file open on it.
  if (mounted) execFileSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe('--data on a full tmpfs', () => {
  it.skipIf(skipWithout(mounted ? undefined : `a tmpfs this process may mount (${why}; root in a container can)`))(`writes that do not fit answer 500 and leave nothing; the acknowledged ones all survive${mounted ? '' : ` (skipped: cannot mount a tmpfs here: ${why})`}`, async () => {
    const dir = join(mountPoint, 'data');
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9, compactBytes: 1 << 30 });
    open.push(s1);
    // Leave about 40 KB free.
    const free = () => { const f = statfsSync(mountPoint); return f.bavail * f.bsize; };
    writeFileSync(join(mountPoint, 'filler'), Buffer.alloc(Math.max(0, free() - 40 * 1024)));
    const acked: string[] = [];
    const refused: string[] = [];
    for (let i = 0; i < 40 && refused.length < 3; i++) {
      const r = await send(s1, 'PUT', `/k/_doc/d${i}`, JSON.stringify({ n: i, pad: 'p'.repeat(4000) }));
      if (r.status === 500) {
        expect(JSON.parse(r.text).error.reason).toMatch(/^cannot write the journal: ENOSPC/);
        refused.push(`d${i}`);
      } else {
        expect(r.status, r.text).toBe(201);
        acked.push(`d${i}`);
      }
    }
    expect(refused.length, 'the disk never filled').toBe(3);
    rmSync(join(mountPoint, 'filler'));
    for (let i = 100; i < 105; i++) {
      const r = await send(s1, 'PUT', `/k/_doc/d${i}`, JSON.stringify({ n: i }));
      expect(r.status, r.text).toBe(201);
      acked.push(`d${i}`);
    }
    await s1.close();
    open.length = 0;
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    open.push(s2);
    expect(s2.report).toEqual([]);
    const ids = [...s2.simulator.state.indices.get('k')!.docs.values()].map((d) => d.id);
    expect(ids.sort()).toEqual([...acked].sort());
    for (const id of refused) expect((await send(s2, 'GET', `/k/_doc/${id}`)).status).toBe(404);
  });
});
