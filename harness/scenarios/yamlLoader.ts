/** Loading YAML test files with line numbers, as leniently as the official runners. */
import { readFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, YAMLMap, type Document, type Node } from 'yaml';
import { assertionValue, bodyValue, doBodyNode, hasBigInteger, hasFloat, matchAssertionValue } from './yamlFloats.ts';
import { keepKeyText } from './yamlKeys.ts';

/** One step as written: its single key, its value as plain data, and where it is. */
export interface RawStep {
  kind: string;
  value: unknown;
  line: number;
}

/** A `setup`, `teardown` or test section. */
export interface RawSection {
  name: string;
  line: number;
  steps: RawStep[];
}

/** A problem in the file itself, pointing at a line. */
export interface LoadError {
  line: number;
  message: string;
}

/**
 * The file-level `requires` document of Elastic's clients test suite (`elastic/elasticsearch-clients-tests`):
 * which flavours of Elasticsearch the file is for. Both default to true, as in the clients' runners.
 */
export interface FileRequires {
  line: number;
  stack: boolean;
  serverless: boolean;
  /** `feature_flag`: the file needs these server feature flags on (snapshot builds). */
  featureFlags: string[];
}

/** A parsed suite file; `errors` is non-empty when the file is malformed. */
export interface RawSuite {
  file: string;
  /** Present in the clients suite's dialect (a `requires:` document holding a mapping, not steps). */
  requires?: FileRequires;
  setup?: RawSection;
  teardown?: RawSection;
  tests: RawSection[];
  errors: LoadError[];
}

/** Read and parse a suite file from disk. */
export function loadSuiteFile(file: string): RawSuite {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    return { file, tests: [], errors: [{ line: 0, message: `cannot read: ${(err as Error).message}` }] };
  }
  return parseSuite(text, file);
}

/** Parse the text of a suite: a multi-document YAML stream, one section per document. */
export function parseSuite(text: string, file: string): RawSuite {
  let lc = new LineCounter();
  // The core (YAML 1.2) schema keeps `2015-01-01` and `yes` as strings, as the Jackson-based Java runner does.
  let docs = parseAllDocuments(text, { lineCounter: lc, uniqueKeys: false });
  if (Array.isArray(docs) && docs.some((d) => d.errors.length)) {
    // SnakeYAML accepts flow collections whose continuation lines are under-indented; `yaml` does
    // not. Indenting those lines (spaces only, so line numbers hold) and retrying reads them as Java does.
    lc = new LineCounter();
    docs = parseAllDocuments(relaxFlowIndent(text), { lineCounter: lc, uniqueKeys: false });
  }
  const suite: RawSuite = { file, tests: [], errors: [] };
  const lineOf = (n: Node | null | undefined): number => (n?.range ? lc.linePos(n.range[0]).line : 0);
  if (!Array.isArray(docs)) return suite; // an empty stream
  for (const doc of docs) {
    for (const e of doc.errors) suite.errors.push({ line: e.linePos?.[0]?.line ?? 0, message: e.message.split('\n')[0]! });
    if (doc.errors.length) continue;
    keepKeyText(doc);
    const contents = doc.contents;
    if (contents === null || (isScalar(contents) && contents.value === null)) continue; // empty document
    if (!isMap(contents)) {
      suite.errors.push({ line: lineOf(contents), message: 'a document must be a mapping of one section name to a list of steps' });
      continue;
    }
    for (const pair of contents.items) {
      const keyNode = pair.key as Node | null;
      const name = isScalar(keyNode) ? String(keyNode.value) : '';
      const line = lineOf(keyNode);
      if (name === 'requires' && isMap(pair.value)) {
        const r = readFileRequires(pair.value.toJS(doc) as Record<string, unknown>, line);
        if (typeof r === 'string') suite.errors.push({ line, message: r });
        else suite.requires = r;
        continue;
      }
      const section = readSection(name, line, pair.value as Node | null, doc, lineOf, suite.errors);
      if (name === 'setup' || name === 'teardown') {
        if (suite[name]) suite.errors.push({ line, message: `more than one ${name} section` });
        suite[name] = section;
      } else {
        suite.tests.push(section);
      }
    }
  }
  return suite;
}

/** The clients suite's `requires: {serverless, stack}` (each a boolean, default true). */
function readFileRequires(v: Record<string, unknown>, line: number): FileRequires | string {
  const out: FileRequires = { line, stack: true, serverless: true, featureFlags: [] };
  for (const [k, x] of Object.entries(v)) {
    if (k === 'feature_flag') {
      out.featureFlags = (Array.isArray(x) ? x : [x]).map(String);
      continue;
    }
    if (k !== 'stack' && k !== 'serverless') return `unknown key [${k}] in the file-level requires (stack, serverless, feature_flag)`;
    if (typeof x !== 'boolean') return `requires.${k} must be true or false, got ${JSON.stringify(x)}`;
    out[k] = x;
  }
  return out;
}

/** The column where a line's content starts, past its indentation and any `- ` sequence markers. */
function contentColumn(line: string): number {
  const m = /^(\s*(?:-\s+)*)/.exec(line)!;
  return m[1]!.length;
}

/**
 * Re-indent what SnakeYAML (the reader behind Jackson, which the official runners use) accepts and the
 * `yaml` package refuses as under-indented, without changing any value:
 *
 * - lines that continue a flow collection (`{`/`[`) opened on an earlier line but sit at or left of the
 *   column of the key that owns it (a closing `}` under the `-` of `- match: {`);
 * - lines that continue a single- or double-quoted scalar at or left of its opening quote's column (YAML folds
 *   a multi-line quoted scalar and drops each continuation line's leading spaces, so indenting them changes
 *   nothing).
 *
 * Block scalars (`|`, `>`) are left as they are: their text is data. Only spaces are added, so line numbers
 * hold.
 */
export function relaxFlowIndent(text: string): string {
  let depth = 0;
  let openerIndent = 0;
  let quote = '';
  let quoteCol = 0;
  let blockParent = -1; // indentation of the line that opened a block scalar, while inside it
  return text
    .split('\n')
    .map((line) => {
      const indent = line.length - line.trimStart().length;
      if (blockParent >= 0) {
        if (line.trim() === '' || indent > blockParent) return line;
        blockParent = -1;
      }
      let out = line;
      if (quote && line.trim() !== '' && indent <= quoteCol) out = ' '.repeat(quoteCol + 1 - indent) + line;
      else if (!quote && depth > 0 && line.trim() !== '' && indent <= openerIndent) out = ' '.repeat(openerIndent + 2 - indent) + line;
      else if (!quote && depth === 0) openerIndent = contentColumn(line);
      const shift = out.length - line.length;
      let last = ''; // the last non-space character outside quotes, to tell a quoted scalar from an apostrophe
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quote) {
          if (c === '\\' && quote === '"') i++;
          else if (c === quote && quote === "'" && line[i + 1] === "'") i++;
          else if (c === quote) {
            quote = '';
            last = c;
          }
          continue;
        }
        if ((c === '"' || c === "'") && (last === '' || ':-[{,?'.includes(last))) {
          quote = c;
          quoteCol = i + shift;
        } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
        else if (c === '{' || c === '[') depth++;
        else if ((c === '}' || c === ']') && depth > 0) depth--;
        if (!/\s/.test(c)) last = c;
      }
      // A value ending in a block scalar indicator (`|`, `>-`, `|2` …) opens literal text below it.
      if (!quote && depth === 0 && /(?:^|[\s:-])[|>][0-9+-]*\s*(?:#.*)?$/.test(line.replace(/\s+#.*$/, '')) && /:\s+[|>]|^\s*-\s+[|>]/.test(line)) blockParent = indent;
      return out;
    })
    .join('\n');
}

/**
 * A `do:` left empty with the API call written beside it instead of under it (`- do:` then `search:` at the
 * same column, as OpenSearch's search/340_doc_values_field.yml does once): the runners' DoSection.parse reads
 * field after field until the step's object ends, so the sibling keys are the do section's body there. The
 * same keys as a map of their own; undefined for any other step.
 */
function foldDoSiblings(item: YAMLMap): YAMLMap | undefined {
  const [first, ...rest] = item.items;
  if (!first || rest.length === 0 || !isScalar(first.key) || first.key.value !== 'do') return undefined;
  if (first.value !== null && !(isScalar(first.value) && first.value.value === null)) return undefined;
  const body = new YAMLMap();
  body.items = rest;
  return body;
}

function readSection(
  name: string,
  line: number,
  node: Node | null,
  doc: Document,
  lineOf: (n: Node | null | undefined) => number,
  errors: LoadError[],
): RawSection {
  const section: RawSection = { name, line, steps: [] };
  if (node === null || (isScalar(node) && node.value === null)) return section;
  if (!isSeq(node)) {
    errors.push({ line, message: `section "${name}" must be a list of steps` });
    return section;
  }
  for (const item of node.items as Node[]) {
    const itemLine = lineOf(item);
    const folded = isMap(item) ? foldDoSiblings(item) : undefined;
    if (!isMap(item) || (item.items.length !== 1 && !folded)) {
      errors.push({ line: itemLine, message: 'a step must be a mapping with exactly one key' });
      continue;
    }
    const pair = item.items[0]!;
    const key = pair.key as Node;
    const kind = isScalar(key) ? String(key.value) : '';
    const valueNode = folded ?? (pair.value as Node | null);
    // An assertion's integers past 2^53 keep every digit (yamlFloats.ts assertionValue); a `do` is read below.
    // A `match` keeps its floats' class too: inside a structure 1.0 is not 1 (model/javaNumberClasses.ts).
    const value =
      valueNode === null
        ? null
        : kind === 'match' && hasFloat(valueNode)
          ? matchAssertionValue(valueNode, doc)
          : kind !== 'do' && hasBigInteger(valueNode)
            ? assertionValue(valueNode, doc)
            : valueNode.toJS(doc, { maxAliasCount: 1000 });
    // A `do` body's floats are sent as written by Java (`1.0`, not `1`): see yamlFloats.ts.
    const body = kind === 'do' ? doBodyNode(valueNode) : undefined;
    if (body && hasFloat(body.node)) ((value as Record<string, Record<string, unknown>>)[body.api]!).body = bodyValue(body.node, doc);
    section.steps.push({ kind, value, line: itemLine });
  }
  return section;
}
