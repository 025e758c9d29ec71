/** Every property, in report order. */
import { aliasBatches } from './aliasBatches.ts';
import { aliasSwap } from './aliasSwap.ts';
import { deletionGuard } from './deletionGuard.ts';
import { mappingInference } from './mappingInference.ts';
import { modelRun } from './modelRun.ts';
import { nativeReindex } from './nativeReindex.ts';
import type { PropertyDef } from './propertyDef.ts';
import { reindex } from './reindex.ts';
import { searchAggs, searchHits } from './search/searchProperty.ts';
import { searchPit } from './search/pitProperty.ts';
import { typeChange } from './typeChange.ts';

/** Every property, in report order: the four guarantees and the deletion guard, search and aggregations, then the model runs. */
export const PROPERTIES: readonly PropertyDef[] = [
  mappingInference,
  typeChange,
  aliasBatches,
  aliasSwap,
  reindex,
  nativeReindex,
  deletionGuard,
  searchHits,
  searchAggs,
  searchPit,
  modelRun('documents'),
  modelRun('bulk'),
  modelRun('scroll'),
];
