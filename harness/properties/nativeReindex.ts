/** Property: the server's own `_reindex` copies as the reference does. */
import fc from 'fast-check';
import { compareOutcomes } from '../check/differential.ts';
import { diffValues, formatDiff } from '../check/diff.ts';
import type { ApiCall } from '../api/apiCall.ts';
import { cleanBoth } from './context.ts';
import { Duo, jsonOf } from './duo.ts';
import { checkProperty, type PropertyDef } from './propertyDef.ts';
import { expectedCopy, type Copy, type Stored } from './nativeReindexModel.ts';

const SRC = 'nrx_src';
const DEST = 'nrx_dest';
const NAMES = { indexes: [SRC, DEST], aliases: [] };

/** What one run writes and asks: the source documents, what the destination already holds, the job's options. */
const runArb = fc.record({
  shards: fc.integer({ min: 1, max: 3 }),
  docs: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 40 }).map(String),
      source: fc.record({ n: fc.integer({ min: -1000, max: 1000 }), s: fc.string({ maxLength: 5 }) }),
      rewrites: fc.integer({ min: 0, max: 2 }),
      routed: fc.boolean(),
    }),
    { selector: (d) => d.id, maxLength: 25 },
  ),
  existing: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 40 }).map(String), version: fc.integer({ min: 1, max: 4 }) }), { selector: (d) => d.id, maxLength: 8 }),
  opType: fc.constantFrom<'index' | 'create'>('index', 'create'),
  versionType: fc.constantFrom<'internal' | 'external'>('internal', 'external'),
  slices: fc.constantFrom<number | 'auto'>(1, 2, 3, 5, 'auto'),
  batch: fc.integer({ min: 1, max: 6 }),
  wait: fc.boolean(),
});

/** The documents of an index as the target holds them: id, version, routing, source. */
async function read(duo: Duo, index: string): Promise<Map<string, Stored>> {
  const r = await duo.probe({ api: 'search', params: { index }, body: { size: 1000, version: true, sort: ['_doc'] } });
  const hits = (jsonOf(r) as { hits?: { hits?: Array<Record<string, unknown>> } } | undefined)?.hits?.hits ?? [];
  return new Map(hits.map((h) => [String(h._id), { version: Number(h._version), source: h._source, ...(h._routing !== undefined ? { routing: String(h._routing) } : {}) }]));
}

type Counts = Record<'total' | 'created' | 'updated' | 'version_conflicts', number>;

/**
 * A target's own `POST /_reindex`: for generated sources (several shards, rewritten documents, routed
 * ones), a destination that may already hold some ids at some versions, `op_type` index or create,
 * `version_type` internal or external, `conflicts=proceed`, batches and slices (waiting, or through
 * `GET /_tasks`), the destination afterwards holds exactly the source's ids and sources (routing kept)
 * except where a conflict keeps the old copy; versions follow the version type; every conflict (an
 * existing id under create, an older or equal version under external) is counted and only those;
 * slices are disjoint and complete (their totals add up to the source, no document written twice).
 * The answer is also compared with the reference's.
 */
export const nativeReindex: PropertyDef = {
  id: 'native-reindex',
  area: 'reindex',
  title: "a target's own POST /_reindex copies ids and sources exactly, versions per version_type, counts create conflicts, and slices disjointly and completely",
  check: (ctx, params) =>
    checkProperty(
      fc.asyncProperty(runArb, async (run) => {
        await cleanBoth(ctx, NAMES);
        const duo = new Duo(ctx.target, ctx.reference);
        const c = ctx.calls;
        const t = ctx.dialect.docType;
        await duo.send(c.createIndex(SRC, undefined, { number_of_shards: run.shards, number_of_replicas: 0 }));
        for (const d of run.docs) {
          const routing = d.routed ? { routing: `r${d.id}` } : {};
          for (let k = 0; k <= d.rewrites; k++) {
            await duo.send({ api: 'index', params: { index: SRC, type: t, id: d.id, ...routing }, body: k === d.rewrites ? d.source : { ...d.source, k } });
          }
        }
        // An id already in the destination sits where the source's copy will be routed (one copy per id).
        const routed = new Set(run.docs.filter((d) => d.routed).map((d) => d.id));
        for (const e of run.existing) {
          const routing = routed.has(e.id) ? { routing: `r${e.id}` } : {};
          await duo.send({ api: 'index', params: { index: DEST, type: t, id: e.id, version: e.version, version_type: 'external', ...routing }, body: { old: e.version } });
        }
        await duo.send({ api: 'indices.refresh', params: { index: SRC } });
        const src = await read(duo, SRC);
        const destBefore = await read(duo, DEST);

        const call: ApiCall = {
          api: 'reindex',
          params: { refresh: true, ...(run.slices !== 1 ? { slices: run.slices } : {}), ...(run.wait ? {} : { wait_for_completion: false }) },
          body: { conflicts: 'proceed', source: { index: SRC, size: run.batch }, dest: { index: DEST, op_type: run.opType, version_type: run.versionType } },
        };
        const sent = await duo.send(call, { compare: false });
        let answer = sent.target;
        let refAnswer = sent.reference;
        // Bulk validation refuses the first batch of create with external versions: nothing is written.
        const refused = run.opType === 'create' && run.versionType === 'external' && src.size > 0;
        if (!run.wait) {
          duo.expectStatus(answer, (s) => s === 200, 'reindex with wait_for_completion=false');
          const task = (jsonOf(answer) as { task?: unknown } | undefined)?.task;
          const refTask = (jsonOf(refAnswer) as { task?: unknown } | undefined)?.task;
          if (typeof task !== 'string') duo.fail(`reindex with wait_for_completion=false answered no task id: ${answer.kind === 'ok' ? answer.body : ''}`);
          const got = await duo.send({ api: 'tasks.get', params: { task_id: task, wait_for_completion: true } }, { compare: false }, { api: 'tasks.get', params: { task_id: String(refTask), wait_for_completion: true } });
          const result = (jsonOf(got.target) as { completed?: unknown; response?: unknown; error?: { type?: unknown } } | undefined) ?? {};
          if (result.completed !== true) duo.fail(`GET /_tasks/${task} holds no finished task: ${got.target.kind === 'ok' ? got.target.body : ''}`);
          if (refused) {
            if (result.error?.type !== 'action_request_validation_exception') duo.fail(`a task of create with external versions must end in a validation error: ${got.target.kind === 'ok' ? got.target.body : ''}`);
          } else {
            if (result.response === undefined) duo.fail(`GET /_tasks/${task} holds no response: ${got.target.kind === 'ok' ? got.target.body : ''}`);
            answer = { ...got.target, json: result.response } as typeof answer;
            refAnswer = { ...got.reference, json: (jsonOf(got.reference) as { response?: unknown } | undefined)?.response } as typeof refAnswer;
          }
        }
        if (refused) {
          if (run.wait) duo.expectStatus(answer, (s) => s === 400, 'reindex with op_type create and version_type external');
          const unchanged = formatDiff(diffValues(Object.fromEntries([...destBefore].sort()), Object.fromEntries([...(await read(duo, DEST))].sort())));
          if (unchanged) duo.fail('a refused reindex changed the destination', unchanged);
          return;
        }
        duo.expectStatus(answer, (s) => s === 200, 'reindex with conflicts=proceed');
        const body = jsonOf(answer) as Counts & { slices?: Array<Counts & { slice_id?: number }>; failures?: unknown[] };

        const copy: Copy = { opType: run.opType, versionType: run.versionType };
        const expected = expectedCopy(src, destBefore, copy);
        const after = await read(duo, DEST);
        const docDiff = formatDiff(diffValues(Object.fromEntries([...expected.docs].sort()), Object.fromEntries([...after].sort())));
        if (docDiff) duo.fail(`after ${describe(run)} the destination differs from its source (ids, sources, routing, versions)`, docDiff);
        const counts = { total: body.total, created: body.created, updated: body.updated, version_conflicts: body.version_conflicts };
        const countDiff = formatDiff(diffValues(expected.counts, counts));
        if (countDiff) duo.fail(`after ${describe(run)} the answer's counts are not what was copied`, countDiff);
        if (Array.isArray(body.failures) && body.failures.length > 0) duo.fail(`with conflicts=proceed the answer lists failures: ${JSON.stringify(body.failures).slice(0, 300)}`);

        // Slices: disjoint and complete. Their counts add up to the job's; each document went to one.
        if (run.slices !== 1 && Array.isArray(body.slices)) {
          if (typeof run.slices === 'number' && body.slices.length !== run.slices) duo.fail(`slices=${run.slices} answered ${body.slices.length} slices`);
          const ids = body.slices.map((s) => s.slice_id);
          if (ids.some((id, i) => id !== i)) duo.fail(`slice ids are not 0..n-1 in order: ${JSON.stringify(ids)}`);
          for (const k of ['total', 'created', 'updated', 'version_conflicts'] as const) {
            const sum = body.slices.reduce((n, s) => n + (s[k] ?? 0), 0);
            if (sum !== body[k]) duo.fail(`the slices' ${k} add up to ${sum}, the job's is ${body[k]}: slices overlap or miss documents`);
          }
        } else if (run.slices !== 1 && run.slices !== 'auto') duo.fail(`slices=${run.slices} answered no slices`);

        // Last, the answer against the reference's (the oracle for what the guarantees leave open).
        const v = compareOutcomes(answer, refAnswer);
        if (v.valid === false) duo.fail(`the reindex answer differs from the reference's: ${v.evidence.message}`, v.evidence.diff);
        if (v.valid === 'unknown') duo.undecided(`the reindex answer could not be compared: ${v.evidence.message}`, v.evidence.diff);
      }),
      params,
    ),
};

function describe(run: { opType: string; versionType: string; slices: number | 'auto'; batch: number; wait: boolean }): string {
  return `reindex (op_type ${run.opType}, version_type ${run.versionType}, slices ${run.slices}, batches of ${run.batch}${run.wait ? '' : ', as a task'})`;
}
