/**
 * The error catalogue: every user error the simulator answers comes from a named factory here, one per
 * exception it raises, named after what happened. The catalogue is split by area; this file is what the
 * rest of the simulator imports. The generic builders of base.ts (a status, a type and a reason) stay
 * inside the catalogue: catalogue.test.ts holds every other file to the named factories.
 */
export { asCause, errorBody, errorEnvelope, isEsError, withWarnings, type EsCause, type EsError, type TextPosition } from './base.ts';
export * from './request.ts';
export * from './input.ts';
export * from './indices.ts';
export * from './resize.ts';
export * from './dateMath.ts';
export * from './mapping.ts';
export * from './dynamicTemplates.ts';
export * from './documentParsing.ts';
export * from './geoPointValues.ts';
export * from './documents.ts';
export * from './search.ts';
export * from './queries.ts';
export * from './scroll.ts';
export * from './pit.ts';
export * from './asyncSearch.ts';
export * from './hitShaping.ts';
export * from './collapseRescore.ts';
export * from './templates.ts';
export * from './jobs.ts';
export * from './cluster.ts';
export * from './snapshots.ts';
export * from './scripts.ts';
export * from './regex.ts';
export * from './aggs.ts';
export * from './dataStreams.ts';
export * from './failureStore.ts';
export * from './tsdb.ts';
export * from './analysis.ts';
export * from './ingest.ts';
export * from './searchPipelines.ts';
export * from './structure.ts';
export * from './highlight.ts';
export * from './suggest.ts';
export * from './scoring.ts';
export * from './runtimeFields.ts';
export * from './queryLimits.ts';
export * from './lookups.ts';
export * from './fieldAliases.ts';
export * from './aggregateMetric.ts';
export * from './percolate.ts';
export * from './searchRequestChecks.ts';
export * from './nullValues.ts';
export * from './syntheticSource.ts';
export * from './synonyms.ts';
export * from './histogramField.ts';
export * from './enrich.ts';
export * from './rankEval.ts';
export * from './stack.ts';
export * from './routing.ts';
