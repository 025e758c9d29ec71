/**
 * `serve`'s credentials from places `ps` does not show: the environment (ES_SIM_AUTH, ES_SIM_VIEWER,
 * ES_SIM_API_KEY, each a comma-separated list) and `--auth-file FILE` (one credential a line:
 * `auth user:password`, `viewer user:password` or `api-key KEY`; `#` starts a comment). They add to
 * what `--auth`, `--viewer` and `--api-key` give.
 */
import { readFileSync, statSync } from 'node:fs';

export interface Secrets {
  users: string[];
  viewers: string[];
  apiKeys: string[];
  /** Things worth a warning (a file others may read). */
  warnings: string[];
}

const ENV: ReadonlyArray<[keyof Omit<Secrets, 'warnings'>, string]> = [['users', 'ES_SIM_AUTH'], ['viewers', 'ES_SIM_VIEWER'], ['apiKeys', 'ES_SIM_API_KEY']];
const KINDS: Readonly<Record<string, keyof Omit<Secrets, 'warnings'>>> = { auth: 'users', viewer: 'viewers', 'api-key': 'apiKeys' };

/** Reads the environment and, when given, the file; a string is the one-line reason the file cannot be used. */
export function readSecrets(env: Readonly<Record<string, string | undefined>>, file: string | undefined): Secrets | string {
  const out: Secrets = { users: [], viewers: [], apiKeys: [], warnings: [] };
  for (const [key, name] of ENV) {
    const v = env[name];
    if (v !== undefined) out[key].push(...v.split(',').map((s) => s.trim()).filter((s) => s.length > 0));
  }
  if (file === undefined) return out;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
    if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) out.warnings.push(`warning: ${file} can be read by other users (chmod 600 it)`);
  } catch (e) {
    return `--auth-file: cannot read ${file}: ${(e as Error).message}`;
  }
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || line.startsWith('#')) continue;
    const sp = line.search(/\s/);
    const kind = KINDS[sp < 0 ? line : line.slice(0, sp)];
    const value = sp < 0 ? '' : line.slice(sp).trim();
    if (kind === undefined || value === '') return `--auth-file: ${file} line ${i + 1}: expected "auth USER:PASS", "viewer USER:PASS" or "api-key KEY"`;
    out[kind].push(value);
  }
  return out;
}
