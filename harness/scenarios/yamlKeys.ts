/**
 * Mapping keys read as Elasticsearch's runner reads them. Its YAML parser (Jackson over SnakeYAML) hands every
 * key to the test as a field name, the text as written: `1.0: 1.0` under a `match` is the key "1.0" (a
 * `percentiles_bucket`'s `values`), `0x1F:` is "0x1F". The `yaml` package resolves a plain key to a number first,
 * and `toJS` then names it `String(1)`, "1", so the comparison looked for keys the server never wrote.
 */
import { isScalar, visit, type Document } from 'yaml';

/** Turn every plain mapping key that resolved to something other than a string back into its source text. */
export function keepKeyText(doc: Document): void {
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key;
      if (!isScalar(key) || typeof key.value === 'string' || key.type !== 'PLAIN' || typeof key.source !== 'string') return;
      key.value = key.source;
    },
  });
}
