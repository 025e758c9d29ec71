/**
 * UserAgentParser (ingest-user-agent): the first user-agent, operating-system and device regex that finds a
 * match names each part. The name is the replacement (its first `$1` replaced by group 1, and nothing else
 * substituted) or group 1; versions are their replacements or groups 2..5. A match without a name counts
 * as no match. Regexes are Java patterns (`regex_flag: i` is CASE_INSENSITIVE), translated once.
 */
import { translateRegex } from '../javaRegex.ts';

/** A parser row: the regex, its flag (`i` or null), then the replacements (null where absent). */
export type UaRow = readonly (string | null)[];

/** A regexes file's three lists of rows. */
export interface UaRegexes {
  USER_AGENT_PARSERS: readonly UaRow[];
  OS_PARSERS: readonly UaRow[];
  DEVICE_PARSERS: readonly UaRow[];
}

export interface VersionedName {
  name: string;
  major: string | null;
  minor: string | null;
  patch: string | null;
  build: string | null;
}

/** One row, its regex translated and compiled the first time a parse reaches it. */
class Subpattern {
  private compiled?: RegExp;
  readonly replacements: readonly (string | null)[];
  constructor(private readonly row: UaRow) {
    this.replacements = row.slice(2);
  }
  get re(): RegExp {
    this.compiled ??= new RegExp(translateRegex(this.row[0]!), this.row[1] === 'i' ? 'i' : '');
    return this.compiled;
  }
}

function compileRows(rows: readonly UaRow[]): Subpattern[] {
  return rows.map((r) => new Subpattern(r));
}

interface Compiled {
  ua: Subpattern[];
  os: Subpattern[];
  device: Subpattern[];
}

const compiled = new WeakMap<UaRegexes, Compiled>();

/** A regexes file's patterns (about a thousand regexes, each compiled when first tried: none at start-up). */
function patterns(file: UaRegexes): Compiled {
  let c = compiled.get(file);
  if (!c) compiled.set(file, (c = { ua: compileRows(file.USER_AGENT_PARSERS), os: compileRows(file.OS_PARSERS), device: compileRows(file.DEVICE_PARSERS) }));
  return c;
}

/** UserAgentSubpattern.match. */
function match(p: Subpattern, agent: string): VersionedName | undefined {
  const m = p.re.exec(agent);
  if (!m) return undefined;
  const groups = m.length - 1;
  const group = (i: number): string | null => (groups >= i ? (m[i] ?? null) : null);
  const [nameReplacement, ...versions] = p.replacements;
  let name: string | null;
  if (nameReplacement !== null && nameReplacement !== undefined) {
    const g1 = group(1);
    name = nameReplacement.includes('$1') && g1 !== null ? nameReplacement.replace('$1', () => g1) : nameReplacement;
  } else name = group(1);
  const part = (i: number): string | null => versions[i] ?? group(i + 2);
  return name === null ? undefined : { name, major: part(0), minor: part(1), patch: part(2), build: part(3) };
}

function findMatch(list: readonly Subpattern[], agent: string): VersionedName | undefined {
  for (const p of list) {
    const v = match(p, agent);
    if (v) return v;
  }
  return undefined;
}

/** UserAgentParser.parse (without device types, which need the device_type_regexes file). */
export function parseUserAgent(file: UaRegexes, agent: string): { userAgent?: VersionedName; os?: VersionedName; device?: VersionedName } {
  const p = patterns(file);
  return { userAgent: findMatch(p.ua, agent), os: findMatch(p.os, agent), device: findMatch(p.device, agent) };
}
