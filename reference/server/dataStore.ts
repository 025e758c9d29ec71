/**
 * The `--data DIR` directory: what the served simulator acknowledged, kept across restarts, kill -9,
 * torn and damaged files and a full disk. It holds
 *  - `snapshot-G.snap`: the whole durable state at generation G (snapshot.ts), written once, then renamed;
 *  - `journal-G.log`: every change acknowledged since, one framed record each (frames.ts), fsynced
 *    before the answer. A record is the request with the environment it ran in (clock value, id
 *    sequences), written only after it ran and only when it changed something (durableChange.ts),
 *    with a checksum of its answer: a replay that answers otherwise stops the start (changeRecord.ts);
 *  - `lock`: the pid of the server using it (dataLock.ts).
 * When the journal outgrows the snapshot, a compaction writes generation G+1 and drops G, so the size
 * and the start time follow the data, not its history.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RunEnv, Simulator } from '../simulator.ts';
import type { WireRequest, WireResponse } from '../wire/wire.ts';
import { answerCrc, fromStored, toStored, type Change } from './changeRecord.ts';
import type { StepBudget } from '../core/byScroll/backgroundJobs.ts';
import { emptyState } from '../core/state.ts';
import { framesAfter, scanFrames, type Scan } from './frames.ts';
import { realFs, RecordFile, syncDir, type DataFs } from './journal.ts';
import { snapshotRecords, SnapshotReader } from './snapshot.ts';
import { lockDataDir } from './dataLock.ts';
import { readLegacyJournal } from './legacyJournal.ts';

/** What must be equal for a directory to be read into this server: the same ids and the same limits. */
export interface DataHeader {
  profile: string;
  seed: number;
  maxBodyBytes: number;
  destructiveRequiresName: boolean;
}

export interface DataOptions {
  dir: string;
  header: DataHeader;
  /** Start even when a record is damaged: keep what precedes it, drop it and what follows, and say so. */
  repair?: boolean;
  /** The file operations (tests inject a failing disk). */
  fs?: DataFs;
  /** Compact when the journal exceeds this many bytes and the snapshot's size (default 16 MiB). */
  compactBytes?: number;
}

/** What a start found and did, one line each, for the server to print. */
export type StartReport = string[];

const FORMAT = 2;
const DEFAULT_COMPACT = 16 * 1024 * 1024;
const SNAP = /^snapshot-(\d+)\.snap$/;
const LOG = /^journal-(\d+)\.log$/;

const json = (v: unknown): Buffer => Buffer.from(JSON.stringify(v));

/** A record's JSON; undefined when it is not JSON (a record this version did not write). */
function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString()) as unknown;
  } catch {
    return undefined;
  }
}

/** A start that cannot go on: one line saying why. */
export class DataError extends Error {}

export class DataStore {
  private journal!: RecordFile;
  private gen = 0;
  private snapshotBytes = 0;
  private readonly fs: DataFs;
  private readonly compactBytes: number;

  private constructor(private readonly opts: DataOptions, private readonly release: () => void) {
    this.fs = opts.fs ?? realFs;
    this.compactBytes = opts.compactBytes ?? DEFAULT_COMPACT;
  }

  /** Locks the directory and reads it into `sim`. Throws a DataError (one line) when it cannot. */
  static open(opts: DataOptions, sim: Simulator): { store: DataStore; report: StartReport } {
    mkdirSync(opts.dir, { recursive: true });
    const lock = lockDataDir(opts.dir);
    if (typeof lock === 'string') throw new DataError(lock);
    const store = new DataStore(opts, lock);
    try {
      const report = store.migrateLegacy(sim);
      report.push(...store.load(sim, opts.repair ?? false));
      if (sim.state.jobs.size === 0 && store.journal.size > Math.max(store.compactBytes, store.snapshotBytes)) {
        try {
          store.compact(sim);
          report.push(`compacted ${store.replayed} replayed record(s) into generation ${store.gen}`);
        } catch (e) {
          report.push(`could not compact (${(e as Error).message}); the journal keeps every change`);
        }
      }
      return { store, report };
    } catch (e) {
      store.journal?.close();
      lock();
      throw e;
    }
  }

  /** Replayed records and the state's size, for the start line. */
  replayed = 0;

  private file(name: string): string {
    return join(this.opts.dir, name);
  }

  private checkHeader(path: string, h: Record<string, unknown> | undefined, kind: string): void {
    if (!h || h.v !== FORMAT || h.kind !== kind) throw new DataError(`${path} is not a ${kind} of this simulator (format ${FORMAT})`);
    const want = this.opts.header;
    for (const k of ['profile', 'seed', 'maxBodyBytes', 'destructiveRequiresName'] as const) {
      if (h[k] !== want[k]) throw new DataError(`${path} was written with ${k} ${JSON.stringify(h[k])}, not ${JSON.stringify(want[k])}; start with the same options or another --data directory`);
    }
  }

  /**
   * Carries over a directory of earlier versions (`journal.log`, requests rather than changes): its
   * requests are replayed as they replayed them and written as snapshot 1; the old file is kept as
   * `journal.log.v1`. Renaming it is the last step, so a crash before it only repeats the carrying over.
   */
  private migrateLegacy(sim: Simulator): StartReport {
    const path = this.file('journal.log');
    if (!existsSync(path)) return [];
    const old = readLegacyJournal(this.fs.readFileSync(path));
    if (!old) throw new DataError(`${path} is not a journal of this simulator`);
    for (const k of ['profile', 'seed', 'maxBodyBytes', 'destructiveRequiresName'] as const) {
      if (old.header[k] !== this.opts.header[k]) throw new DataError(`${path} was written with ${k} ${JSON.stringify(old.header[k])}, not ${JSON.stringify(this.opts.header[k])}; start with the same options or another --data directory`);
    }
    for (const n of readdirSync(this.opts.dir)) if (SNAP.test(n) || LOG.test(n)) this.fs.unlinkSync(this.file(n));
    sim.reset();
    for (const r of old.records) sim.handleIn(sim.runEnv(r.t), r.req);
    this.gen = 0;
    this.journal = this.createJournal(0);
    this.compact(sim);
    this.journal.close();
    this.fs.renameSync(path, `${path}.v1`);
    syncDir(this.fs, this.opts.dir);
    const report = [`carried over ${path} of an earlier version: ${old.records.length} request(s) replayed into snapshot ${this.gen}; the old file is kept as journal.log.v1`];
    if (old.ignoredBytes > 0) report.push(`${path}: ${old.ignoredBytes} byte(s) from offset ${old.ignoredAt} were unreadable (torn or damaged) and are not carried over`);
    return report;
  }

  /** Reads the newest snapshot and its journal into `sim`; the files of older generations are removed. */
  private load(sim: Simulator, repair: boolean): StartReport {
    const dir = this.opts.dir;
    const report: StartReport = [];
    const names = readdirSync(dir);
    const gens = (re: RegExp) => names.map((n) => re.exec(n)).filter((m) => m !== null).map((m) => Number(m[1]));
    const snaps = gens(SNAP);
    this.gen = snaps.length ? Math.max(...snaps) : 0;
    sim.reset();
    if (this.gen > 0) this.readSnapshot(sim);
    else this.snapshotBytes = 0;
    const logPath = this.file(`journal-${this.gen}.log`);
    const damagedHeader = existsSync(logPath) ? this.damagedHeader(logPath, repair) : undefined;
    if (damagedHeader !== undefined) {
      report.push(damagedHeader);
      this.replayed = 0;
      this.journal = RecordFile.create(this.fs, logPath);
      this.journal.append(json({ v: FORMAT, kind: 'journal', gen: this.gen, ...this.opts.header }));
    } else if (existsSync(logPath)) {
      const buf = this.fs.readFileSync(logPath);
      const scan = scanFrames(buf);
      let end = scan.end;
      const header = scan.records[0] ? (parseJson(scan.records[0].payload) as Record<string, unknown> | undefined) : undefined;
      if (scan.records.length === 0 && !scan.corrupt) {
        // Created but its header never made it to disk: nothing was acknowledged in it.
      } else {
        this.checkHeader(logPath, header, 'journal');
        if (header!.gen !== this.gen) throw new DataError(`${logPath} says it is generation ${String(header!.gen)}`);
      }
      let records = scan.records.slice(1);
      let damaged = scan.corrupt ? { offset: scan.corrupt.offset, reason: scan.corrupt.reason } : undefined;
      let mismatch = false;
      let replayed = 0;
      for (const rec of records) {
        const c = parseJson(rec.payload) as Change | undefined;
        if (c?.env && 'step' in c && c.step) {
          sim.stepJobsIn(c.env, c.step);
          replayed++;
          continue;
        }
        if (!c?.env || !('r' in c) || !c.r) {
          // Its checksum holds, so it was written this way: not by this version.
          damaged = { offset: rec.offset, reason: 'it is not a change record this version reads' };
          records = records.slice(0, replayed);
          break;
        }
        const answer = sim.handleIn(c.env, fromStored(c.r));
        if (answer.status !== c.s || answerCrc(answer.body) !== c.k) {
          damaged = { offset: rec.offset, reason: `its replay answers ${answer.status}, not the ${c.s} acknowledged (${c.r.m} ${c.r.p})` };
          mismatch = true;
          records = records.slice(0, replayed);
          break;
        }
        replayed++;
      }
      if (damaged) {
        const after = framesAfter(buf, damaged.offset);
        const lost = buf.length - damaged.offset;
        if (!repair) {
          throw new DataError(`${logPath}: record at offset ${damaged.offset} is damaged (${damaged.reason}); ${replayed} record(s) before it are good, ${lost} byte(s) from it on (${after} record(s)) cannot be trusted. Start with --repair-data to keep the ${replayed} and drop the rest`);
        }
        if (mismatch) {
          // The state took the bad record's effect: read the good prefix again.
          sim.reset();
          if (this.gen > 0) this.readSnapshot(sim);
          for (const rec of records) {
            const c = parseJson(rec.payload) as Change;
            if ('step' in c) sim.stepJobsIn(c.env, c.step);
            else sim.handleIn(c.env, fromStored(c.r));
          }
        }
        end = damaged.offset;
        report.push(`repair: ${logPath}: kept ${replayed} record(s) (${end} bytes); dropped ${lost} byte(s) from offset ${end} (${after} record(s)): ${damaged.reason}`);
      } else if (scan.torn > 0) {
        report.push(`${logPath}: cut a torn tail of ${scan.torn} byte(s) at offset ${end} (a write the crash interrupted; it was never acknowledged)`);
      }
      this.replayed = replayed;
      if (scan.records.length === 0 && !scan.corrupt) {
        this.journal = RecordFile.create(this.fs, logPath);
        this.journal.append(json({ v: FORMAT, kind: 'journal', gen: this.gen, ...this.opts.header }));
      } else {
        this.journal = RecordFile.resume(this.fs, logPath, end, buf.length);
      }
    } else {
      this.journal = this.createJournal(this.gen);
    }
    // Older generations are covered by the newest snapshot. The directory is listed again: making a missing
    // journal above renamed its temporary file (one a crash left) into place.
    let removed = false;
    for (const n of readdirSync(dir)) {
      const m = SNAP.exec(n) ?? LOG.exec(n);
      if ((m && Number(m[1]) < this.gen) || n.endsWith('.tmp')) {
        this.fs.unlinkSync(this.file(n));
        removed = true;
      }
    }
    if (removed) syncDir(this.fs, dir);
    return report;
  }

  /**
   * When the journal's header (its first record) is damaged, nothing in it can be trusted: the start
   * stops, or with repair the whole journal is dropped (the snapshot kept) and the line saying so returned.
   */
  private damagedHeader(path: string, repair: boolean): string | undefined {
    const buf = this.fs.readFileSync(path);
    const scan = scanFrames(buf);
    if (scan.corrupt?.offset !== 0) return undefined;
    const after = framesAfter(buf, 0);
    if (!repair) {
      throw new DataError(`${path}: its header at offset 0 is damaged (${scan.corrupt.reason}); ${buf.length} byte(s) (${after} record(s)) cannot be trusted. Start with --repair-data to drop this journal and keep the snapshot`);
    }
    return `repair: ${path}: dropped the whole journal, ${buf.length} byte(s) (${after} record(s)): its header at offset 0 is damaged (${scan.corrupt.reason})`;
  }

  /** Reads `snapshot-G.snap` into `sim`; any damage stops the start (a snapshot is renamed into place only once whole). */
  private readSnapshot(sim: Simulator): void {
    const path = this.file(`snapshot-${this.gen}.snap`);
    const buf = this.fs.readFileSync(path);
    this.snapshotBytes = buf.length;
    const scan: Scan = scanFrames(buf);
    const fail = (why: string): never => {
      throw new DataError(`${path}: ${why}; a snapshot is written whole before it is used, so this is damage, not a crash: restore the directory from a backup`);
    };
    if (scan.corrupt) fail(`record at offset ${scan.corrupt.offset} is damaged (${scan.corrupt.reason})`);
    if (scan.torn > 0) fail(`it ends in ${scan.torn} byte(s) of an incomplete record at offset ${scan.end}`);
    const header = scan.records[0] ? (parseJson(scan.records[0].payload) as Record<string, unknown> | undefined) : undefined;
    this.checkHeader(path, header, 'snapshot');
    const last = scan.records.at(-1);
    const end = last && scan.records.length > 1 ? (parseJson(last.payload) as { end?: number } | undefined) : undefined;
    if (end?.end !== scan.records.length - 2) fail('it lacks its end record');
    const reader = new SnapshotReader(emptyState());
    for (let i = 1; i < scan.records.length - 1; i++) {
      const rec = scan.records[i]!;
      try {
        reader.add(rec.payload);
      } catch (e) {
        fail(`record at offset ${rec.offset} does not read: ${(e as Error).message}`);
      }
    }
    sim.restore(reader.state, header!.ids as [number, number]);
  }

  /** A new, empty journal of generation `gen` under a temporary name (renamed into place by the caller), its header fsynced. */
  private newJournal(gen: number): RecordFile {
    const f = RecordFile.create(this.fs, this.file(`journal-${gen}.log.tmp`));
    try {
      f.append(json({ v: FORMAT, kind: 'journal', gen, ...this.opts.header }));
    } catch (e) {
      f.close();
      throw e;
    }
    return f;
  }

  /** A new, empty journal of generation `gen` in place. */
  private createJournal(gen: number): RecordFile {
    const f = this.newJournal(gen);
    try {
      this.fs.renameSync(this.file(`journal-${gen}.log.tmp`), this.file(`journal-${gen}.log`));
    } catch (e) {
      f.close();
      throw e;
    }
    syncDir(this.fs, this.opts.dir);
    return f;
  }

  /** Set when a compaction could not be completed nor undone: no write can be made durable any more. */
  private broken: string | undefined;
  /** The journal size at which the next compaction is tried (pushed back after a failed one). */
  private retryAt = 0;

  /**
   * Makes one change durable before it is acknowledged. On an I/O error the journal is cut back to its
   * last good record and `sim` is read back from the directory, so the unacknowledged change is gone
   * from memory too; then the error is thrown for the caller to answer 500.
   */
  record(sim: Simulator, env: RunEnv, req: WireRequest, answer: WireResponse): void {
    this.append(sim, { env, r: toStored(req), s: answer.status, k: answerCrc(answer.body) }, true);
  }

  /**
   * Records one step of the background jobs. `sync`: made durable now (a step that ended a job, whose
   * task a client may read next); otherwise it reaches the disk with the next synced record, which comes
   * before any later change is acknowledged (the file is written in order).
   */
  recordStep(sim: Simulator, env: RunEnv, budget: StepBudget, sync: boolean): void {
    this.append(sim, { env, step: budget }, sync);
  }

  private append(sim: Simulator, change: Change, sync: boolean): void {
    try {
      if (this.broken) throw new Error(this.broken);
      this.journal.append(json(change), sync);
    } catch (e) {
      if (!this.broken) this.reload(sim);
      throw e;
    }
    const size = this.journal.size;
    // Not while jobs run: a snapshot holds no job (a running task is lost with its node, as in ES), so the
    // steps recorded after it would have nothing to replay on. It comes once the jobs have ended.
    if (sim.state.jobs.size === 0 && size > Math.max(this.compactBytes, this.snapshotBytes, this.retryAt)) {
      try {
        this.compact(sim);
        this.retryAt = 0;
      } catch {
        // Nothing is lost: the journal still holds every change. Try again once it has grown as much again.
        this.retryAt = 2 * size;
      }
    }
  }

  /** Reads the directory back into `sim` (after a failed write left memory ahead of the disk). */
  private reload(sim: Simulator): void {
    this.journal.close();
    try {
      this.load(sim, false);
    } catch (e) {
      this.broken = `the data directory cannot be read back after a failed write: ${(e as Error).message}`;
    }
  }

  /**
   * Writes generation G+1: a snapshot of `sim`'s state and an empty journal, each to a temporary file,
   * fsynced; renaming the snapshot into place is the commit; then the journal is renamed and generation
   * G removed. A crash at any point leaves one complete generation (a start removes temporary files, and
   * makes a missing journal of the newest snapshot).
   */
  compact(sim: Simulator): void {
    const gen = this.gen + 1;
    const snapPath = this.file(`snapshot-${gen}.snap`);
    const snapTmp = `${snapPath}.tmp`;
    const logTmp = this.file(`journal-${gen}.log.tmp`);
    const removeTmp = () => {
      for (const p of [snapTmp, logTmp]) {
        try {
          this.fs.unlinkSync(p);
        } catch {
          /* not created */
        }
      }
    };
    const f = RecordFile.create(this.fs, snapTmp);
    let journal: RecordFile | undefined;
    try {
      f.append(json({ v: FORMAT, kind: 'snapshot', gen, ...this.opts.header, ids: sim.idState }), false);
      let n = 0;
      for (const rec of snapshotRecords(sim.state)) {
        f.append(rec, false);
        n++;
      }
      f.append(json({ end: n }), false);
      f.sync();
      journal = this.newJournal(gen);
      this.fs.renameSync(snapTmp, snapPath);
    } catch (e) {
      f.close();
      journal?.close();
      removeTmp();
      throw e;
    }
    f.close();
    syncDir(this.fs, this.opts.dir);
    try {
      this.fs.renameSync(logTmp, this.file(`journal-${gen}.log`));
      syncDir(this.fs, this.opts.dir);
    } catch (e) {
      // Undo the commit, or no later write can be kept: the old journal would be ignored beside the new snapshot.
      journal.close();
      try {
        this.fs.unlinkSync(snapPath);
        syncDir(this.fs, this.opts.dir);
      } catch (e2) {
        this.broken = `a compaction could be neither finished nor undone: ${(e as Error).message}; ${(e2 as Error).message}`;
      }
      removeTmp();
      throw e;
    }
    this.snapshotBytes = f.size;
    const old = this.gen;
    this.gen = gen;
    this.journal.close();
    this.journal = journal;
    for (const n of [`journal-${old}.log`, `snapshot-${old}.snap`]) {
      try {
        this.fs.unlinkSync(this.file(n));
      } catch {
        /* generation 0 has no snapshot */
      }
    }
    syncDir(this.fs, this.opts.dir);
  }

  /** Bytes on disk of the current generation (snapshot and journal). */
  get bytes(): { snapshot: number; journal: number; generation: number } {
    const snap = this.gen > 0 && existsSync(this.file(`snapshot-${this.gen}.snap`)) ? statSync(this.file(`snapshot-${this.gen}.snap`)).size : 0;
    return { snapshot: snap, journal: this.journal.size, generation: this.gen };
  }

  close(): void {
    this.journal.close();
    this.release();
  }
}
