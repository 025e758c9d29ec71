/** Arbitraries of model-run commands. */
import fc from 'fast-check';
import type { BulkItem } from './apiCalls.ts';
import { AliasAction, DeleteAlias, PutAlias, UpdateAliases } from './aliasCommands.ts';
import { documentArb, FIELD_NAMES, idArb } from './arbitraries.ts';
import type { ModelCommand } from './command.ts';
import type { Dialect } from './dialect.ts';
import { Bulk, DeleteDoc, GetDoc, IndexDoc } from './documentCommands.ts';
import { CreateIndex, DeleteIndex, GetMapping, PutMapping, PutSettings } from './indexCommands.ts';
import { MISSING_INDEX, MODEL_ALIASES, MODEL_INDEXES } from './names.ts';
import { Count, Scroll } from './readCommands.ts';

const indexName = fc.constantFrom<string>(...MODEL_INDEXES);
const aliasName = fc.constantFrom<string>(...MODEL_ALIASES);
/** Writes and reads also go through aliases (and, by mistake, to alias names with no alias yet). */
const readWriteName = fc.constantFrom<string>(...MODEL_INDEXES, ...MODEL_ALIASES);
const fieldName = fc.constantFrom(...FIELD_NAMES);

/** One alias action, sometimes on an index that does not exist (so a batch can fail). */
export const aliasActionArb: fc.Arbitrary<AliasAction> = fc.record({
  verb: fc.constantFrom<'add' | 'remove'>('add', 'remove'),
  index: fc.constantFrom<string>(...MODEL_INDEXES, MISSING_INDEX),
  alias: aliasName,
});

/** One bulk item. */
const bulkItemArb: fc.Arbitrary<BulkItem> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constantFrom<'index' | 'create'>('index', 'create'), index: readWriteName, id: idArb, source: documentArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant<'delete'>('delete'), index: readWriteName, id: idArb }) },
);

/** The command generators, by name, for one dialect. */
export function commandArbs(d: Dialect): Record<string, fc.Arbitrary<ModelCommand>> {
  const type = fc.constantFrom(...d.fieldTypes);
  return {
    createIndex: fc
      .tuple(
        indexName,
        fc.option(fc.dictionary(fieldName, fc.record({ type }), { minKeys: 1, maxKeys: 2 }), { nil: undefined }),
        fc.option(fc.record({ number_of_shards: fc.integer({ min: 1, max: 3 }), number_of_replicas: fc.integer({ min: 0, max: 2 }) }), { nil: undefined }),
      )
      .map(([i, p, s]) => new CreateIndex(i, p, s)),
    deleteIndex: readWriteName.map((i) => new DeleteIndex(i)),
    putMapping: fc.tuple(fc.nat(), fc.nat(), fieldName, type).map(([i, f, nf, t]) => new PutMapping(i, f, nf, t)),
    putSettings: fc
      .tuple(indexName, fc.constantFrom<'number_of_replicas' | 'number_of_shards'>('number_of_replicas', 'number_of_shards'), fc.integer({ min: 0, max: 3 }))
      .map(([i, k, v]) => new PutSettings(i, k, v)),
    getMapping: readWriteName.map((i) => new GetMapping(i)),
    indexDoc: fc.tuple(readWriteName, idArb, documentArb).map(([i, id, s]) => new IndexDoc(i, id, s)),
    getDoc: fc.tuple(readWriteName, idArb).map(([i, id]) => new GetDoc(i, id)),
    deleteDoc: fc.tuple(readWriteName, idArb).map(([i, id]) => new DeleteDoc(i, id)),
    bulk: fc.array(bulkItemArb, { minLength: 1, maxLength: 6 }).map((items) => new Bulk(items)),
    putAlias: fc.tuple(indexName, aliasName).map(([i, a]) => new PutAlias(i, a)),
    deleteAlias: fc.tuple(indexName, aliasName).map(([i, a]) => new DeleteAlias(i, a)),
    updateAliases: fc.array(aliasActionArb, { minLength: 1, maxLength: 4 }).map((a) => new UpdateAliases(a)),
    scroll: fc.tuple(readWriteName, fc.integer({ min: 1, max: 4 })).map(([i, s]) => new Scroll(i, s)),
    count: readWriteName.map((i) => new Count(i)),
  };
}

/** Relative weights of commands per model-run area: each run stresses its area, with the rest around it. */
export const AREA_WEIGHTS: Record<'documents' | 'bulk' | 'scroll', Record<string, number>> = {
  documents: { createIndex: 2, deleteIndex: 1, putMapping: 2, putSettings: 1, getMapping: 2, indexDoc: 4, getDoc: 3, deleteDoc: 2, bulk: 1, putAlias: 1, deleteAlias: 1, updateAliases: 1, scroll: 1, count: 1 },
  bulk: { createIndex: 2, deleteIndex: 1, putMapping: 1, getMapping: 1, indexDoc: 1, getDoc: 2, bulk: 5, putAlias: 1, updateAliases: 1, scroll: 1, count: 2 },
  scroll: { createIndex: 2, deleteIndex: 1, getMapping: 1, indexDoc: 3, deleteDoc: 1, bulk: 2, putAlias: 1, updateAliases: 1, scroll: 4, count: 3 },
};

/** The weighted list fc.commands takes (an arbitrary repeated `weight` times). */
export function weightedCommands(d: Dialect, weights: Record<string, number>): Array<fc.Arbitrary<ModelCommand>> {
  const arbs = commandArbs(d);
  return Object.entries(weights).flatMap(([name, w]) => Array.from({ length: w }, () => arbs[name]!));
}
