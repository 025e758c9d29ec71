/**
 * The node's config directory on disk (`serve --config DIR`, or `ES_PATH_CONF` as Elasticsearch reads it), as
 * the core's ConfigReader: the HTTP layer reads the files, the core stays pure. Only paths inside the directory
 * are read (the core resolves and refuses the others first); a listing is a directory's entry names, sorted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { decodeUtf8, type ConfigReader, type FileValue } from '../core/analysis/configFiles.ts';

/** A reader over `dir`, or why it cannot be one (not a directory). */
export function fsConfigReader(dir: string): ConfigReader | string {
  const root = resolve(dir);
  try {
    if (!statSync(root).isDirectory()) return `${root} is not a directory`;
  } catch {
    return `${root} does not exist`;
  }
  return {
    dir: root,
    read(rel: string): FileValue {
      const full = resolve(root, rel);
      if (full !== root && !full.startsWith(root + sep)) return null;
      try {
        if (rel.endsWith('/')) return readdirSync(full).sort().join('\n');
        return decodeUtf8(readFileSync(full));
      } catch {
        // Missing, a directory, unreadable: Java's IOException either way.
        return null;
      }
    },
  };
}
