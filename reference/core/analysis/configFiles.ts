/**
 * The node's config directory as analysis reads it (ES's `Environment.configFile()`): synonyms, stop words,
 * keywords, word lists, mappings, stemmer overrides and hunspell dictionaries named by `*_path` settings.
 * The core never touches a disk: whoever runs it (the HTTP server from `--config DIR`, an embedder from a map
 * of files) gives it a reader, as it gives it the clock. What an index read when its shards started is kept
 * with the index (`IndexState.configFiles`), so a file changed later applies only after a close/open, a
 * `_reload_search_analyzers` (updateable filters) or a restart, as in Elasticsearch.
 */

/** A file's content as read: its text, `null` when it does not exist, `false` when it is not UTF-8. */
export type FileValue = string | null | false;

/** A config directory: its absolute name (ES prints resolved paths with it) and a reader of paths relative to it. */
export interface ConfigReader {
  readonly dir: string;
  /**
   * The file at `rel` (relative to `dir`, normalized, never escaping it). A `rel` ending in `/` lists a
   * directory: the names of its entries, one a line, sorted (null when it does not exist).
   */
  read(rel: string): FileValue;
}

/** The config directory of Elasticsearch's Docker image: what a node without one given prints in messages. */
export const DEFAULT_CONFIG_DIR = '/usr/share/elasticsearch/config';

/** A config directory with nothing in it. */
export const NO_CONFIG: ConfigReader = { dir: DEFAULT_CONFIG_DIR, read: () => null };

/**
 * Files given as data (`configFiles: { 'analysis/synonyms.txt': '…' }`), keys relative to the directory, as a
 * reader. The object is read at each start or reload, so an embedder that changes it sees the change where a
 * node would (a reopen, `_reload_search_analyzers`), never in an index already started.
 */
export function mapReader(files: Readonly<Record<string, string | Uint8Array>>, dir = DEFAULT_CONFIG_DIR): ConfigReader {
  const entries = (): [string, string | Uint8Array][] => {
    const out: [string, string | Uint8Array][] = [];
    for (const [k, v] of Object.entries(files)) {
      const rel = normalizeRel(k.replace(/^\/+/, ''));
      if (rel !== undefined && rel !== '') out.push([rel, v]);
    }
    return out;
  };
  return {
    dir,
    read(rel) {
      if (!rel.endsWith('/')) {
        const hit = entries().find(([k]) => k === rel);
        return hit === undefined ? null : typeof hit[1] === 'string' ? hit[1] : decodeUtf8(hit[1]);
      }
      const names = new Set<string>();
      for (const [k] of entries()) if (k.startsWith(rel)) names.add(k.slice(rel.length).split('/')[0]);
      return names.size === 0 ? null : [...names].sort().join('\n');
    },
  };
}

/** Bytes as UTF-8 text, or false where Java's decoder (CodingErrorAction.REPORT) would throw. */
export function decodeUtf8(bytes: Uint8Array): string | false {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return false;
  }
}

/** `a/./b/../c` → `a/c`; undefined when it climbs above its start. */
function normalizeRel(p: string): string | undefined {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/') + (p.endsWith('/') && out.length > 0 ? '/' : '');
}

/** A setting's path as ES resolves it: `configFile().resolve(p)` (not normalized) and where it lands. */
export interface ResolvedPath {
  /** The path as ES prints it: absolute as given, else the config directory joined with it. */
  shown: string;
  /** Relative to the config directory, or undefined when it lands outside it. */
  rel: string | undefined;
}

export function resolveConfigPath(reader: ConfigReader, p: string): ResolvedPath {
  const dir = reader.dir.replace(/\/+$/, '');
  if (p.startsWith('/')) {
    const rel = p === dir || p.startsWith(`${dir}/`) ? normalizeRel(p.slice(dir.length + 1)) : undefined;
    return { shown: p, rel: rel === '' ? undefined : rel };
  }
  const rel = normalizeRel(p);
  return { shown: `${dir}/${p}`, rel: rel === '' ? undefined : rel };
}

/** The files an index read (plain data: saved with the index, so a restart's replay builds the same analysis). */
export interface ConfigSnapshot {
  dir: string;
  /** What the shards read when they started. */
  files: Record<string, FileValue>;
  /** What `updateable` filters read at the last `_reload_search_analyzers` (the other filters keep `files`). */
  reloaded?: Record<string, FileValue>;
}

/** A snapshot as a reader (`updateable`: as such filters read it, the reloaded files first); a path it does not hold reads as missing. */
export function snapshotReader(s: ConfigSnapshot, updateable = false): ConfigReader {
  return {
    dir: s.dir,
    read: (rel) => (updateable && s.reloaded && Object.hasOwn(s.reloaded, rel) ? s.reloaded[rel] : Object.hasOwn(s.files, rel) ? s.files[rel] : null),
  };
}

/** A reader that keeps what it read (once per path), so the index can hold the files its analysis was built from. */
export class RecordingReader implements ConfigReader {
  readonly seen: Record<string, FileValue> = {};
  constructor(private readonly live: ConfigReader) {}
  get dir(): string {
    return this.live.dir;
  }
  read(rel: string): FileValue {
    if (!Object.hasOwn(this.seen, rel)) this.seen[rel] = this.live.read(rel);
    return this.seen[rel];
  }
  /** What was read, as a shard start's snapshot; undefined when nothing was. */
  snapshot(): ConfigSnapshot | undefined {
    return Object.keys(this.seen).length === 0 ? undefined : { dir: this.live.dir, files: { ...this.seen } };
  }
}

/** BufferedReader.readLine's lines (`\n`, `\r\n` or `\r` ends one). */
export function fileLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Analysis.loadWordList: a line without text is skipped, one starting with `#` too (when comments are
 * removed), every other line trimmed.
 */
export function wordListOf(text: string, removeComments = true): string[] {
  const out: string[] = [];
  for (const line of fileLines(text)) {
    if (line.trim() === '') continue;
    if (removeComments && line.startsWith('#')) continue;
    out.push(line.trim());
  }
  return out;
}
