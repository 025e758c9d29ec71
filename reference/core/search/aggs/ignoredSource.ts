/**
 * Aggregating on the `_ignored` metadata field: from ES 8.15 IgnoredFieldMapper writes sorted-set doc values
 * (one per ignored field name), so terms and friends read it as a keyword; before, its field type has no
 * fielddata and MappedFieldType.fielddataBuilder's default refuses it.
 */
import type { Doc } from '../../doc.ts';
import { aggShardFailure, type EsError } from '../../errors/index.ts';
import { ignoredFieldsOf } from '../ignoredFields.ts';
import { RAW, type ValueFormat } from './format.ts';
import { compareBytes } from './valueOrder.ts';
import type { Row, ShardCtx } from './types.ts';

/** A keyword values source (valuesSource.ts's Source, spelled out: that module calls this one). */
interface KeywordSource {
  kind: 'bytes';
  format: ValueFormat;
  numbers(row: Row): number[];
  strings(row: Row): string[];
  dateFormat: string;
}

/** The values source of `_ignored` on a shard (its doc values, sorted as a SortedSet's), or the refusal before 8.15. */
export function ignoredSource(shard: ShardCtx): KeywordSource | EsError {
  const profile = shard.ctx.profile;
  if (!profile.ignoredDocValues) return aggShardFailure('Fielddata is not supported on field [_ignored] of type [_ignored]', shard.index.name, shard.shard);
  const index = shard.index;
  return {
    kind: 'bytes',
    format: RAW,
    numbers: () => [],
    strings: (row) => ('nested' in row ? [] : ignoredFieldsOf(index, row as Doc, profile).slice().sort(compareBytes)),
    dateFormat: 'strict_date_optional_time||epoch_millis',
  };
}
