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
 * and the start time follow the data, not its history. It runs between requests: journal G+1 takes the
 * changes at once, and the snapshot is written in slices, fsynced off the event loop, then renamed into
 * place; until then a start reads snapshot G and replays journals G and G+1.
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
import { SnapshotReader, SnapshotSource } from './snapshot.ts';
import { lockDataDir } from './dataLock.ts';
import { readLegacyJournal } from './legacyJournal.ts';

/** What must be equal for a directory to be read into this server: the same ids and the same limits. */
export interface DataHeader {
  profile: string;
  seed: number;
  maxBodyBytes: number;
  destructiveRequiresName: boolean;
  /** Present (false) only when the built-in templates were off: directories written before the option match the default. */
  stackTemplates?: boolean;
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

/** The points between the steps of a compaction, where it yields to requests (and where tests plant a crash). */
export type CompactionStep = 'begun' | 'wrote' | 'synced' | 'renamed';

/** A compaction under way: generation `gen`'s snapshot being written to its temporary file. */
interface Compaction {
  gen: number;
  source: SnapshotSource;
  file: RecordFile;
  records: number;
  aborted: boolean;
  done: Promise<void>;
  /** Bytes of the snapshot at the last fsync begun while writing it, and that fsync while it runs. */
  flushedAt: number;
  flushing?: Promise<unknown>;
}

/** The longest run of snapshot writing before the server looks at its sockets again. */
const COMPACT_SLICE_MS = 4;

/** A snapshot being written is fsynced in the background every this many bytes. */
const FLUSH_BYTES = 8 * 1024 * 1024;

export class DataStore {
  private journal!: RecordFile;
  /** The newest snapshot's generation (0: none); the journals from it to `journalGen` hold the changes since. */
  private snapGen = 0;
  /** The journal being appended to. */
  private journalGen = 0;
  /** Bytes of the journals since the snapshot before the current one (a compaction under way, or cut short by a crash, leaves two or more). */
  private journalBytesBefore = 0;
  private snapshotBytes = 0;
  private readonly fs: DataFs;
  private readonly compactBytes: number;
  private compaction: Compaction | undefined;

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
      if (sim.state.jobs.size === 0 && store.journalBytes > Math.max(store.compactBytes, store.snapshotBytes)) {
        try {
          store.compact(sim);
          report.push(`compacted ${store.replayed} replayed record(s) into generation ${store.snapGen}`);
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

  private get journalBytes(): number {
    return this.journalBytesBefore + this.journal.size;
  }

  private file(name: string): string {
    return join(this.opts.dir, name);
  }

  private checkHeader(path: string, h: Record<string, unknown> | undefined, kind: string): void {
    if (!h || h.v !== FORMAT || h.kind !== kind) throw new DataError(`${path} is not a ${kind} of this simulator (format ${FORMAT})`);
    const want = this.opts.header;
    for (const k of ['profile', 'seed', 'maxBodyBytes', 'destructiveRequiresName', 'stackTemplates'] as const) {
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
    this.snapGen = 0;
    this.journalGen = 0;
    this.journalBytesBefore = 0;
    this.journal = this.createJournal(0);
    this.compact(sim);
    this.journal.close();
    this.fs.renameSync(path, `${path}.v1`);
    syncDir(this.fs, this.opts.dir);
    const report = [`carried over ${path} of an earlier version: ${old.records.length} request(s) replayed into snapshot ${this.snapGen}; the old file is kept as journal.log.v1`];
    if (old.ignoredBytes > 0) report.push(`${path}: ${old.ignoredBytes} byte(s) from offset ${old.ignoredAt} were unreadable (torn or damaged) and are not carried over`);
    return report;
  }

  /**
   * Reads the newest snapshot and the journals from its generation on, in order, into `sim`; the files
   * of older generations are removed. Two journals or more follow a snapshot when a compaction was under
   * way at a crash: the older ones were whole (fsynced) before the next was made, so only the last may
   * end in a torn tail; damage anywhere stops the start, or with repair drops it and every journal after.
   */
  private load(sim: Simulator, repair: boolean): StartReport {
    const dir = this.opts.dir;
    const report: StartReport = [];
    const names = readdirSync(dir);
    const gens = (re: RegExp) => names.map((n) => re.exec(n)).filter((m) => m !== null).map((m) => Number(m[1]));
    const snaps = gens(SNAP);
    this.snapGen = snaps.length ? Math.max(...snaps) : 0;
    sim.reset();
    if (this.snapGen > 0) this.readSnapshot(sim);
    else this.snapshotBytes = 0;
    const logs = gens(LOG).filter((g) => g >= this.snapGen);
    const last = logs.length ? Math.max(...logs) : this.snapGen;
    this.replayed = 0;
    this.journalBytesBefore = 0;
    /** Good records replayed so far, to read them again after a replay that answered otherwise. */
    const good: Change[] = [];
    let journal: RecordFile | undefined;
    for (let g = this.snapGen; g <= last && !journal; g++) {
      const logPath = this.file(`journal-${g}.log`);
      if (!existsSync(logPath)) {
        if (g === last) {
          // A crash before its rename (or before anything was written to it): nothing was acknowledged in it.
          journal = this.createJournal(g);
          this.journalGen = g;
          break;
        }
        const lost = logs.filter((l) => l > g);
        if (!repair) throw new DataError(`${logPath} is missing, and journal(s) ${lost.join(', ')} after it cannot be replayed without it. Start with --repair-data to keep the state up to generation ${g} and drop them`);
        for (const l of lost) this.fs.unlinkSync(this.file(`journal-${l}.log`));
        report.push(`repair: ${logPath} is missing: dropped journal(s) ${lost.join(', ')} after it`);
        journal = this.createJournal(g);
        this.journalGen = g;
        break;
      }
      const isLast = g === last;
      const damagedHeader = this.damagedHeader(logPath, repair);
      if (damagedHeader !== undefined) {
        report.push(damagedHeader, ...this.dropAfter(g, logs));
        journal = RecordFile.create(this.fs, logPath);
        journal.append(json({ v: FORMAT, kind: 'journal', gen: g, ...this.opts.header }));
        this.journalGen = g;
        break;
      }
      const buf = this.fs.readFileSync(logPath);
      const scan = scanFrames(buf);
      let end = scan.end;
      const header = scan.records[0] ? (parseJson(scan.records[0].payload) as Record<string, unknown> | undefined) : undefined;
      const empty = scan.records.length === 0 && !scan.corrupt;
      if (empty) {
        // Created but its header never made it to disk: nothing was acknowledged in it.
      } else {
        this.checkHeader(logPath, header, 'journal');
        if (header!.gen !== g) throw new DataError(`${logPath} says it is generation ${String(header!.gen)}`);
      }
      let damaged = scan.corrupt ? { offset: scan.corrupt.offset, reason: scan.corrupt.reason } : undefined;
      if (!damaged && !isLast && (scan.torn > 0 || empty)) damaged = { offset: scan.end, reason: `it ends in ${scan.torn} byte(s) of an incomplete record, yet a later journal follows it (a journal is fsynced whole before the next is made)` };
      let mismatch = false;
      let replayed = 0;
      for (const rec of scan.records.slice(1)) {
        const c = parseJson(rec.payload) as Change | undefined;
        if (c?.env && 'step' in c && c.step) {
          sim.stepJobsIn(c.env, c.step);
          good.push(c);
          replayed++;
          continue;
        }
        if (!c?.env || !('r' in c) || !c.r) {
          // Its checksum holds, so it was written this way: not by this version.
          damaged = { offset: rec.offset, reason: 'it is not a change record this version reads' };
          break;
        }
        const answer = sim.handleIn(c.env, fromStored(c.r));
        if (answer.status !== c.s || answerCrc(answer.body) !== c.k) {
          damaged = { offset: rec.offset, reason: `its replay answers ${answer.status}, not the ${c.s} acknowledged (${c.r.m} ${c.r.p})` };
          mismatch = true;
          break;
        }
        good.push(c);
        replayed++;
      }
      this.replayed += replayed;
      if (damaged) {
        const after = framesAfter(buf, damaged.offset);
        const lost = buf.length - damaged.offset;
        const later = logs.filter((l) => l > g);
        const laterText = later.length ? `, and journal(s) ${later.join(', ')} after it` : '';
        if (!repair) {
          throw new DataError(`${logPath}: record at offset ${damaged.offset} is damaged (${damaged.reason}); ${replayed} record(s) before it are good, ${lost} byte(s) from it on (${after} record(s))${laterText} cannot be trusted. Start with --repair-data to keep the ${replayed} and drop the rest`);
        }
        if (mismatch) {
          // The state took the bad record's effect: read the good prefix again.
          sim.reset();
          if (this.snapGen > 0) this.readSnapshot(sim);
          for (const c of good) {
            if ('step' in c) sim.stepJobsIn(c.env, c.step);
            else sim.handleIn(c.env, fromStored(c.r));
          }
        }
        end = damaged.offset;
        report.push(`repair: ${logPath}: kept ${replayed} record(s) (${end} bytes); dropped ${lost} byte(s) from offset ${end} (${after} record(s)): ${damaged.reason}`, ...this.dropAfter(g, logs));
      } else if (scan.torn > 0) {
        report.push(`${logPath}: cut a torn tail of ${scan.torn} byte(s) at offset ${end} (a write the crash interrupted; it was never acknowledged)`);
      }
      if (damaged || isLast) {
        this.journalGen = g;
        if (empty) {
          journal = RecordFile.create(this.fs, logPath);
          journal.append(json({ v: FORMAT, kind: 'journal', gen: g, ...this.opts.header }));
        } else {
          journal = RecordFile.resume(this.fs, logPath, end, buf.length);
        }
      } else {
        this.journalBytesBefore += buf.length;
      }
    }
    this.journal = journal!;
    // Older generations are covered by the newest snapshot. The directory is listed again: making a missing
    // journal above renamed its temporary file (one a crash left) into place.
    let removed = false;
    for (const n of readdirSync(dir)) {
      const m = SNAP.exec(n) ?? LOG.exec(n);
      if ((m && Number(m[1]) < this.snapGen) || n.endsWith('.tmp')) {
        this.fs.unlinkSync(this.file(n));
        removed = true;
      }
    }
    if (removed) syncDir(this.fs, dir);
    return report;
  }

  /** With repair: removes the journals after generation `g` (they follow a damaged one), one report line each. */
  private dropAfter(g: number, logs: number[]): StartReport {
    const out: StartReport = [];
    for (const l of logs.filter((x) => x > g).sort((a, b) => a - b)) {
      const path = this.file(`journal-${l}.log`);
      const size = this.fs.readFileSync(path).length;
      this.fs.unlinkSync(path);
      out.push(`repair: dropped ${path} (${size} byte(s)): it follows a damaged journal`);
    }
    if (out.length) syncDir(this.fs, this.opts.dir);
    return out;
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
    const path = this.file(`snapshot-${this.snapGen}.snap`);
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
    const reader = new SnapshotReader(emptyState(), sim.profile.typesPerIndex === 'many');
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

  /** Set when the directory could not be read back after a failed write: no write can be made durable any more. */
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

  /**
   * Call before anything changes the state (a writing request, a step of the jobs): a compaction under
   * way copies the entries of the document maps it has not read yet, so its snapshot stays that of the
   * moment it began. Once per compaction; linear in the documents not yet written (tens of ms per million).
   */
  beforeChange(): void {
    this.compaction?.source.freeze();
  }

  private append(sim: Simulator, change: Change, sync: boolean): void {
    try {
      if (this.broken) throw new Error(this.broken);
      this.journal.append(json(change), sync);
    } catch (e) {
      if (!this.broken) this.reload(sim);
      throw e;
    }
    const size = this.journalBytes;
    // Not while jobs run: a snapshot holds no job (a running task is lost with its node, as in ES), so the
    // steps recorded after it would have nothing to replay on. It comes once the jobs have ended.
    if (!this.compaction && sim.state.jobs.size === 0 && size > Math.max(this.compactBytes, this.snapshotBytes, this.retryAt)) {
      try {
        this.beginCompaction(sim);
      } catch {
        // Nothing is lost: the journal still holds every change. Try again once it has grown as much again.
        this.retryAt = 2 * size;
      }
    }
  }

  /** Reads the directory back into `sim` (after a failed write left memory ahead of the disk). */
  private reload(sim: Simulator): void {
    this.abortCompaction();
    this.journal.close();
    try {
      this.load(sim, false);
    } catch (e) {
      this.broken = `the data directory cannot be read back after a failed write: ${(e as Error).message}`;
    }
  }

  /**
   * Starts generation G+1 and returns at once; the snapshot is written between requests (`done` resolves
   * when it is in place or has failed). The steps, each safe to crash after:
   *  1. the current journal is fsynced; journal G+1 is made (its header fsynced under a temporary name,
   *     renamed into place, the directory fsynced) and takes every change from now on; a start replays
   *     the journals G and G+1 after snapshot G;
   *  2. the state as of now is written to `snapshot-G+1.snap.tmp`, a slice of at most COMPACT_SLICE_MS at
   *     a time (`SnapshotSource`: the documents are read from the live maps until a change copies them);
   *  3. it is fsynced off the event loop;
   *  4. renaming it into place is the commit (a start reads snapshot G+1 and journal G+1 only);
   *  5. the files of generation G are removed.
   * A failure before 4 removes the temporary file and loses nothing (the journals hold every change).
   */
  private beginCompaction(sim: Simulator, pace: boolean = true): Compaction {
    const gen = this.journalGen + 1;
    this.journal.sync();
    let next: RecordFile;
    try {
      next = this.createJournal(gen);
    } catch (e) {
      this.unlinkQuietly(this.file(`journal-${gen}.log.tmp`));
      throw e;
    }
    const snapTmp = this.file(`snapshot-${gen}.snap.tmp`);
    let file: RecordFile | undefined;
    try {
      file = RecordFile.create(this.fs, snapTmp);
      file.append(json({ v: FORMAT, kind: 'snapshot', gen, ...this.opts.header, ids: [...sim.idState] }), false);
    } catch (e) {
      // Journal G+1 is in place and empty: it is kept (a start replays it after G), and takes the next changes.
      file?.close();
      this.unlinkQuietly(snapTmp);
      this.switchJournal(next, gen);
      throw e;
    }
    this.switchJournal(next, gen);
    const c: Compaction = { gen, source: new SnapshotSource(sim.state), file, records: 0, aborted: false, done: Promise.resolve(), flushedAt: 0 };
    this.compaction = c;
    if (pace) c.done = this.runCompaction(c);
    return c;
  }

  private switchJournal(next: RecordFile, gen: number): void {
    this.journalBytesBefore += this.journal.size;
    this.journal.close();
    this.journal = next;
    this.journalGen = gen;
  }

  /** Where a compaction yields to requests; tests replace it to hold a compaction at a step. */
  pause: (step: CompactionStep) => Promise<void> = () => new Promise((r) => setImmediate(r));
  /** The longest slice of snapshot writing (at least one record is written per slice; tests set 0: one record a slice). */
  sliceMs = COMPACT_SLICE_MS;

  /** Writes, fsyncs and commits a compaction begun, yielding between its steps. Never rejects. */
  private async runCompaction(c: Compaction): Promise<void> {
    try {
      await this.pause('begun');
      for (;;) {
        if (c.aborted) return;
        const until = performance.now() + this.sliceMs;
        let more = true;
        do more = this.writeRecord(c);
        while (more && performance.now() < until);
        if (!more) break;
        // Flushed as it goes, off the event loop: a request's fsync of the journal would otherwise wait
        // for the file system to write out the snapshot's dirty pages with it (ext4 commits them together).
        if (!c.flushing && c.file.size - c.flushedAt > FLUSH_BYTES) {
          c.flushedAt = c.file.size;
          c.flushing = c.file.syncAsync().then(
            () => (c.flushing = undefined),
            () => (c.flushing = undefined), // the final fsync reports it
          );
        }
        await this.pause('wrote');
      }
      c.file.append(json({ end: c.records }), false);
      await c.flushing;
      await c.file.syncAsync();
      if (c.aborted) return;
      await this.pause('synced');
      if (c.aborted) return;
      this.commit(c);
      await this.pause('renamed');
      this.removeOlder(c.gen);
    } catch {
      if (c.aborted) return;
      this.abortCompaction();
      this.retryAt = 2 * this.journalBytes;
    } finally {
      if (this.compaction === c && !c.aborted && this.snapGen === c.gen) this.compaction = undefined;
    }
  }

  /** Writes the next record of the snapshot; false once every record is written. */
  private writeRecord(c: Compaction): boolean {
    const rec = c.source.next();
    if (rec === undefined) return false;
    c.file.append(rec, false);
    c.records++;
    return true;
  }

  /** Step 4: the snapshot, whole and fsynced, is renamed into place. */
  private commit(c: Compaction): void {
    this.fs.renameSync(this.file(`snapshot-${c.gen}.snap.tmp`), this.file(`snapshot-${c.gen}.snap`));
    c.file.close();
    syncDir(this.fs, this.opts.dir);
    this.snapshotBytes = c.file.size;
    this.snapGen = c.gen;
    this.journalBytesBefore = 0;
    this.retryAt = 0;
  }

  /** Step 5: the files the snapshot of `gen` covers; a start removes any a crash left. */
  private removeOlder(gen: number): void {
    for (const n of readdirSync(this.opts.dir)) {
      const m = SNAP.exec(n) ?? LOG.exec(n);
      if (m && Number(m[1]) < gen) this.unlinkQuietly(this.file(n));
    }
    syncDir(this.fs, this.opts.dir);
  }

  private unlinkQuietly(path: string): void {
    try {
      this.fs.unlinkSync(path);
    } catch {
      /* not there */
    }
  }

  /** Drops a compaction under way (before its commit): its temporary file is removed; the journals keep every change. */
  private abortCompaction(): void {
    const c = this.compaction;
    if (!c) return;
    this.compaction = undefined;
    c.aborted = true;
    c.file.close();
    if (this.snapGen !== c.gen) this.unlinkQuietly(this.file(`snapshot-${c.gen}.snap.tmp`));
  }

  /**
   * A whole compaction at once, the server held meanwhile: at a start, at a clean stop and after a
   * reset. A compaction under way is dropped first. Throws when it fails (nothing is lost).
   */
  compact(sim: Simulator): void {
    this.abortCompaction();
    const c = this.beginCompaction(sim, false);
    try {
      while (this.writeRecord(c));
      c.file.append(json({ end: c.records }), false);
      c.file.sync();
      this.commit(c);
    } catch (e) {
      this.abortCompaction();
      throw e;
    }
    this.compaction = undefined;
    this.removeOlder(c.gen);
  }

  /** True while a compaction is under way (begun, its snapshot not yet in place). */
  get compacting(): boolean {
    return this.compaction !== undefined;
  }

  /** Resolves when the compaction under way, if any, has ended (in place, failed or dropped). */
  settled(): Promise<void> {
    return this.compaction?.done ?? Promise.resolve();
  }

  /** Bytes on disk of the current generation (snapshot and journals since). */
  get bytes(): { snapshot: number; journal: number; generation: number } {
    const snap = this.snapGen > 0 && existsSync(this.file(`snapshot-${this.snapGen}.snap`)) ? statSync(this.file(`snapshot-${this.snapGen}.snap`)).size : 0;
    return { snapshot: snap, journal: this.journalBytes, generation: this.snapGen };
  }

  /** Closes the files and releases the lock; a compaction under way is dropped (its temporary file removed). */
  close(): void {
    this.abortCompaction();
    this.journal.close();
    this.release();
  }
}
