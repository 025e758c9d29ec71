/**
 * The faults `--data` must survive, each with 0 acknowledged changes lost and every dropped byte said:
 * a torn tail (cut, its size printed), a damaged record (the start refuses naming its offset; with
 * repair it keeps the prefix and says what it drops), a record whose replay answers otherwise, a full
 * disk or a failed fsync (500, nothing acknowledged, nothing left to harm the next write), a second
 * server on the directory, and compaction (snapshots; a crash or a full disk in the middle of one).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.ts';
import { realFs, type DataFs } from './journal.ts';
import { frame, scanFrames } from './frames.ts';
import { crc32, crc32Table } from './crc32.ts';
import { durable, send, ticking, workload } from './dataTestkit.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fresh = () => mkdtempSync(join(tmpdir(), 'cfx-durable-'));
const log0 = (dir: string) => join(dir, 'journal-0.log');

/** Writes documents d0…d(n-1) of index k, one change (one record) each, and returns the server's durable state. */
async function writeDocs(s: RunningServer, from: number, n: number, pad = 0): Promise<void> {
  for (let i = from; i < from + n; i++) {
    const r = await send(s, 'PUT', `/k/_doc/d${i}`, JSON.stringify({ n: i, pad: 'p'.repeat(pad) }));
    expect(r.status, r.text).toBeLessThan(300);
  }
}

function ids(s: RunningServer): string[] {
  return [...(s.simulator.state.indices.get('k')?.docs.values() ?? [])].map((d) => d.id).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => `d${from + i}`);

describe('--data under faults', () => {
  it('the table CRC-32 equals zlib\'s (used where Node lacks zlib.crc32)', () => {
    for (const text of ['', 'a', '123456789', 'x'.repeat(1000)]) expect(crc32Table(Buffer.from(text))).toBe(crc32(Buffer.from(text)));
    expect(crc32Table(Buffer.from('123456789'))).toBe(0xcbf43926); // the standard check value
  });

  it('a torn tail (a crash mid-write, or zeros a power cut left) is cut and its size printed; the acknowledged records stay', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await writeDocs(s1, 0, 3);
    await s1.close();
    const good = statSync(log0(dir)).size;
    const last = scanFrames(readFileSync(log0(dir))).records.at(-1)!;
    const whole = frame(Buffer.from(last.payload));
    appendFileSync(log0(dir), whole.subarray(0, 20)); // a prefix of a record, as an interrupted write leaves
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s2.report).toEqual([`${log0(dir)}: cut a torn tail of 20 byte(s) at offset ${good} (a write the crash interrupted; it was never acknowledged)`]);
    expect(ids(s2)).toEqual(range(0, 3));
    expect(statSync(log0(dir)).size).toBe(good);
    await writeDocs(s2, 3, 1);
    await s2.close();
    appendFileSync(log0(dir), Buffer.alloc(4096)); // zeros
    const s3 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s3.report.join('\n')).toMatch(/cut a torn tail of 4096 byte\(s\)/);
    expect(ids(s3)).toEqual(range(0, 4));
    await s3.close();
  });

  it('a damaged record before the tail stops the start naming its offset; --repair-data keeps the prefix and says what it drops', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await writeDocs(s1, 0, 20);
    const all = durable(s1.simulator);
    await s1.close();
    const buf = readFileSync(log0(dir));
    const recs = scanFrames(buf).records; // [header, d0 … d19]
    const victim = recs[11]!; // d10
    const damaged = Buffer.from(buf);
    damaged[victim.offset + 12 + Math.floor(victim.payload.length / 2)]! ^= 0x20; // one flipped bit in the middle
    writeFileSync(log0(dir), damaged);
    const refused = await startServer({ port: 0, dataDir: dir, seed: 9 }).then(() => 'started', (e: Error) => e.message);
    expect(refused).toMatch(new RegExp(`record at offset ${victim.offset} is damaged \\(the record fails its checksum\\); 10 record\\(s\\) before it are good, ${buf.length - victim.offset} byte\\(s\\) from it on \\(10 record\\(s\\)\\)`));
    expect(refused).not.toContain('\n');
    expect(readFileSync(log0(dir))).toEqual(damaged); // a refused start changes nothing
    // Still refused the next time: it never silently gives up on the records after the damage.
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(/offset/);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, repairData: true });
    expect(s2.report).toEqual([expect.stringMatching(new RegExp(`repair: .*: kept 10 record\\(s\\) \\(${victim.offset} bytes\\); dropped ${buf.length - victim.offset} byte\\(s\\) from offset ${victim.offset} \\(10 record\\(s\\)\\)`))]);
    expect(ids(s2)).toEqual(range(0, 10));
    await writeDocs(s2, 10, 10); // and it goes on from the kept prefix
    expect(durable(s2.simulator)).toBe(all); // the same writes again: the same state
    await s2.close();
    const s3 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s3.report).toEqual([]);
    expect(durable(s3.simulator)).toBe(all);
    await s3.close();
  });

  it('a damaged length is corruption too, not a torn tail: the start names the offset', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await writeDocs(s1, 0, 5);
    await s1.close();
    const buf = readFileSync(log0(dir));
    const victim = scanFrames(buf).records[2]!;
    buf[victim.offset + 1]! ^= 0x01; // the length grows past the end of the file
    writeFileSync(log0(dir), buf);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(`record at offset ${victim.offset} is damaged (the record's length fails its checksum)`);
    // The header itself: nothing after it can be trusted; repair drops the whole journal and says so.
    buf[victim.offset + 1]! ^= 0x01;
    buf[5]! ^= 0x04;
    writeFileSync(log0(dir), buf);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(`journal-0.log: its header at offset 0 is damaged (the record's length fails its checksum); ${buf.length} byte(s) (0 record(s)) cannot be trusted`);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, repairData: true });
    expect(s2.report).toEqual([`repair: ${log0(dir)}: dropped the whole journal, ${buf.length} byte(s) (0 record(s)): its header at offset 0 is damaged (the record's length fails its checksum)`]);
    expect(s2.simulator.state.indices.size).toBe(0);
    await writeDocs(s2, 0, 1);
    await s2.close();
    const s3 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(ids(s3)).toEqual(['d0']);
    await s3.close();
  });

  it('a record whose replay answers otherwise than what was acknowledged stops the start', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await writeDocs(s1, 0, 3);
    await s1.close();
    const buf = readFileSync(log0(dir));
    const recs = scanFrames(buf).records;
    const change = JSON.parse(recs[2]!.payload.toString()) as { s: number };
    change.s = 200; // acknowledged as 201: the replay's answer no longer matches (a well-framed record)
    writeFileSync(log0(dir), Buffer.concat([buf.subarray(0, recs[2]!.offset), frame(Buffer.from(JSON.stringify(change))), buf.subarray(recs[3]!.offset)]));
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(`record at offset ${recs[2]!.offset} is damaged (its replay answers 201, not the 200 acknowledged (PUT /k/_doc/d1))`);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, repairData: true });
    expect(ids(s2)).toEqual(range(0, 1));
    await s2.close();
  });

  it('a full disk or a failed fsync: 500 in ES\'s shape, the change is not kept (in memory either), and the writes after it are', async () => {
    let fault: 'none' | 'enospc' | 'eio' = 'none';
    const fs: DataFs = {
      ...realFs,
      // A full disk takes all but the last byte of the record, then refuses: remains the next (shorter) record would not cover.
      writeSync: (fd, b, o, l, p) => {
        if (fault !== 'enospc') return realFs.writeSync(fd, b, o, l, p);
        if (l > 1) return realFs.writeSync(fd, b, o, l - 1, p);
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
      fsyncSync: (fd) => {
        if (fault === 'eio') throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
        realFs.fsyncSync(fd);
      },
    };
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9, dataFs: fs });
    await writeDocs(s1, 0, 5);
    for (const f of ['enospc', 'eio'] as const) {
      fault = f;
      const r = await send(s1, 'PUT', '/k/_doc/lost', JSON.stringify({ big: 'x'.repeat(5000) }));
      fault = 'none';
      expect(r.status).toBe(500);
      expect(JSON.parse(r.text)).toEqual({ error: { root_cause: [{ type: 'exception', reason: expect.stringMatching(f === 'enospc' ? /^cannot write the journal: ENOSPC/ : /^cannot write the journal: EIO/) as unknown }], type: 'exception', reason: expect.any(String) as unknown }, status: 500 });
      expect((await send(s1, 'GET', '/k/_doc/lost')).status).toBe(404); // not acknowledged, not visible
    }
    await writeDocs(s1, 5, 5);
    const acked = durable(s1.simulator);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(s2.report).toEqual([]); // nothing torn, nothing damaged: the failed records were cut back
    expect(ids(s2)).toEqual(range(0, 10));
    expect(durable(s2.simulator)).toBe(acked);
    await s2.close();
  });

  it('a second server on the same directory refuses to start with one line; a lock whose process is gone is taken over', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(/is in use by another server in this process/);
    // Another process: the served CLI exits 2 with one line naming this process.
    const other = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'harness/cli.ts'), 'serve', '--port', '0', '--data', dir, '--seed', '9'], { cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
    expect(other.status).toBe(2);
    expect(other.stderr.trim()).toMatch(new RegExp(`^conformance serve: cannot start on 127\\.0\\.0\\.1:0: \\S+ is in use by process ${process.pid} \\(lock file \\S+\\); stop that server, or remove the file if that process is not one$`));
    await writeDocs(s1, 0, 1);
    await s1.close();
    expect(existsSync(join(dir, 'lock'))).toBe(false);
    // A lock left by a process that died (kill -9): its pid no longer runs.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'lock'), `${dead.stdout}\n`);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9 });
    expect(readFileSync(join(dir, 'lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(ids(s2)).toEqual(['d0']);
    await s2.close();
  }, 30_000);

  it('compaction: a snapshot and a fresh journal keep the files and the start proportional to the data; the state is the same', async () => {
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9, now: ticking(), compactBytes: 4096 });
    await workload(s1);
    for (let round = 0; round < 6; round++) await writeDocs(s1, 0, 20, 50); // 120 overwrites of 20 documents
    await s1.data!.settled(); // a compaction runs between requests: let the one under way end
    const gen = s1.data!.bytes.generation;
    expect(gen).toBeGreaterThan(1);
    const state = durable(s1.simulator);
    await s1.close();
    expect(readdirSync(dir).sort()).toEqual([`journal-${gen}.log`, `snapshot-${gen}.snap`]);
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, compactBytes: 4096 });
    expect(s2.replayed).toBeLessThan(20);
    expect(durable(s2.simulator)).toBe(state);
    // A crash in the middle of the next compaction leaves temporary files: removed, nothing else touched.
    writeFileSync(join(dir, `snapshot-${gen + 1}.snap.tmp`), 'half a snapshot');
    writeFileSync(join(dir, `journal-${gen + 1}.log.tmp`), '');
    await s2.close();
    const s3 = await startServer({ port: 0, dataDir: dir, seed: 9, compactBytes: 4096 });
    expect(durable(s3.simulator)).toBe(state);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await s3.close();
    // A damaged snapshot is never used in part.
    const snap = join(dir, `snapshot-${gen}.snap`);
    const bytes = readFileSync(snap);
    bytes[Math.floor(bytes.length / 2)]! ^= 1;
    writeFileSync(snap, bytes);
    await expect(startServer({ port: 0, dataDir: dir, seed: 9 })).rejects.toThrow(/snapshot-\d+\.snap: record at offset \d+ is damaged/);
  });

  it('a full disk during a compaction loses nothing: the journal keeps every change and the compaction is tried again later', async () => {
    let full = false;
    const fs: DataFs = {
      ...realFs,
      writeSync: (fd, b, o, l, p) => {
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return realFs.writeSync(fd, b, o, l, p);
      },
    };
    const dir = fresh();
    const s1 = await startServer({ port: 0, dataDir: dir, seed: 9, compactBytes: 2048, dataFs: fs });
    // Fill the journal up to the threshold, then let the disk fill just as the record that crosses it is written.
    let i = 0;
    while (s1.data!.bytes.journal < 1900) await writeDocs(s1, i++, 1);
    const origAppend = fs.writeSync;
    let writes = 0;
    fs.writeSync = (fd, b, o, l, p) => (++writes > 1 ? (full = true, origAppend(fd, b, o, l, p)) : origAppend(fd, b, o, l, p));
    await writeDocs(s1, i++, 1); // the record is written; the compaction that follows hits the full disk
    full = false;
    fs.writeSync = origAppend;
    expect(writes, 'no compaction was tried').toBeGreaterThan(1);
    expect(s1.data!.bytes.generation).toBe(0);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await writeDocs(s1, i, 30);
    await s1.data!.settled();
    expect(s1.data!.bytes.generation, 'the compaction was tried again').toBeGreaterThan(0);
    const state = durable(s1.simulator);
    await s1.close();
    const s2 = await startServer({ port: 0, dataDir: dir, seed: 9, compactBytes: 2048 });
    expect(durable(s2.simulator)).toBe(state);
    await s2.close();
  });
});
