/** The two procedures of reindex.ts call their phases, the hooks and the incremental reads in the documented order. */
import { describe, expect, it } from 'vitest';
import { referenceTarget } from '../../targets/referenceTarget.ts';
import type { ProfileName } from '../../../reference/profiles.ts';
import type { Target } from '../../targets/target.ts';
import { runReindex, type ReindexResult, type RunOptions } from '../reindex.ts';

const J = { 'content-type': 'application/json' };

/** `items_v1` with 120 documents behind the alias `items` (typed where the profile wants types). */
async function seeded(profile?: ProfileName): Promise<Target> {
  const t = await referenceTarget(profile ? { profile } : {});
  const typed = profile === 'es5';
  const props = { code: { type: 'date' } };
  await t.send({ method: 'PUT', path: '/items_v1', headers: J, body: JSON.stringify({ mappings: typed ? { _doc: { properties: props } } : { properties: props } }) });
  let body = '';
  for (let i = 0; i < 120; i++) body += `{"index":{"_id":"${i}"${typed ? ',"_type":"_doc"' : ''}}}\n{"code":"2015-01-01","n":${i}}\n`;
  await t.send({ method: 'POST', path: '/items_v1/_bulk', query: { refresh: 'true' }, headers: { 'content-type': 'application/x-ndjson' }, body });
  await t.send({ method: 'PUT', path: '/items_v1/_alias/items' });
  return t;
}

/**
 * Run with every phase, every hook and every read of the old index's changes since a mark (`delta`: a
 * search with a `_seq_no` range, what an incremental pass or catch-up sends) recorded in order.
 */
async function sequence(t: Target, opts: Partial<RunOptions> & { typed?: boolean; throwIn?: 'beforeSwap' | 'afterSwap'; abortIn?: string } = {}): Promise<{ steps: string[]; r: ReindexResult }> {
  const steps: string[] = [];
  const note = (s: string): void => void (steps.at(-1) !== s && steps.push(s));
  const recorded: Target = {
    name: t.name,
    send: (req) => {
      if (req.path === '/items_v1/_search' && String(req.body ?? '').includes('"_seq_no":{"gt":')) note('delta');
      return t.send(req);
    },
    close: () => t.close(),
  };
  const abort = new AbortController();
  const hook = (name: string) => async (): Promise<void> => {
    note(name);
    if (opts.throwIn === name) throw new Error(`planted in ${name}`);
  };
  const r = await runReindex(recorded, {
    alias: 'items', mapping: opts.typed ? { _doc: { properties: { code: { type: 'keyword' } } } } : { properties: { code: { type: 'keyword' } } }, batch: 50, settleMs: 0, signal: abort.signal, ...opts,
    hooks: {
      onPhase: (p) => {
        note(p);
        if (opts.abortIn === p) abort.abort();
      },
      beforeSwap: hook('beforeSwap'),
      inWindow: hook('inWindow'),
      afterSwap: hook('afterSwap'),
    },
  });
  return { steps, r };
}

describe('the procedures, phase by phase', () => {
  it('--plain: create, copy, snapshot, swap, settle, verify; no catch-up and no read by _seq_no', async () => {
    const { steps, r } = await sequence(await seeded(), { plain: true });
    expect(r.ok).toBe(true);
    expect(steps).toEqual(['plan', 'alias', 'create', 'copy', 'snapshot', 'beforeSwap', 'inWindow', 'swap', 'afterSwap', 'settle', 'verify', 'done']);
  });

  it('default, incremental: a pass before the snapshot, the last one between the beforeSwap and inWindow hooks, a catch-up right after the swap and again before the final one', async () => {
    const { steps, r } = await sequence(await seeded());
    expect(r.ok).toBe(true);
    expect(r.plan!.catchUp.kind).toBe('incremental');
    expect(steps).toEqual([
      'plan', 'alias', 'create', 'copy', 'catch-up', 'delta', 'snapshot', 'beforeSwap', 'delta', 'inWindow', 'swap', 'afterSwap',
      'fast catch-up', 'delta', 'settle', 'final catch-up', 'delta', 'verify', 'done',
    ]);
  });

  it('default, full comparisons (a server without _seq_no): no pass after the snapshot, no catch-up right after the swap', async () => {
    const { steps, r } = await sequence(await seeded('es5'), { typed: true });
    expect(r.ok).toBe(true);
    expect(r.plan!.catchUp.kind).toBe('full');
    expect(steps).toEqual(['plan', 'alias', 'create', 'copy', 'catch-up', 'snapshot', 'beforeSwap', 'inWindow', 'swap', 'afterSwap', 'settle', 'final catch-up', 'verify', 'done']);
  });

  it('a failure before the swap rolls back and ends there', async () => {
    const { steps, r } = await sequence(await seeded(), { throwIn: 'beforeSwap' });
    expect(steps.slice(-3)).toEqual(['snapshot', 'beforeSwap', 'rollback']);
    expect(r).toMatchObject({ ok: false, swapped: false, rolledBack: true, error: 'planted in beforeSwap' });
  });

  it('an interrupt stops the run before the swap (the native copy cancels its task), never after it', async () => {
    const between = await sequence(await seeded(), { abortIn: 'create' });
    expect(between.steps).toEqual(['plan', 'alias', 'create', 'rollback']);
    expect(between.r).toMatchObject({ swapped: false, rolledBack: true, error: 'interrupted before the swap' });
    const before = await sequence(await seeded(), { abortIn: 'copy' });
    expect(before.steps).toEqual(['plan', 'alias', 'create', 'copy', 'rollback']);
    expect(before.r).toMatchObject({ swapped: false, rolledBack: true });
    expect(before.r.error).toMatch(/^interrupted: copy task \S+ cancelled/);
    const after = await sequence(await seeded(), { abortIn: 'settle' });
    expect(after.steps.slice(-4)).toEqual(['final catch-up', 'delta', 'verify', 'done']);
    expect(after.r.ok).toBe(true);
  });

  it('a failure in the afterSwap hook is reported, never rolled back: the alias stays on the new index, both indexes are kept', async () => {
    const t = await seeded();
    const { steps, r } = await sequence(t, { throwIn: 'afterSwap' });
    expect(steps).not.toContain('rollback');
    expect(r).toMatchObject({ ok: false, swapped: true, rolledBack: false });
    expect(r.error).toMatch(/^after the swap \(alias items is on items_v2.*planted in afterSwap/);
    const alias = await t.send({ method: 'GET', path: '/_alias/items' });
    expect(Object.keys(JSON.parse(alias.kind === 'ok' ? alias.body : '{}'))).toEqual(['items_v2']);
  });

  it('a swap whose answer is lost but which applied is not rolled back: deleting the new index would take the alias with it', async () => {
    const t = await seeded();
    // The swap reaches the server, its answer is lost, and every later read fails: the run cannot tell.
    let swapped = false;
    const lossy: Target = {
      name: t.name,
      send: async (req) => {
        const lost = { kind: 'info', reason: 'connection reset', ms: 0 } as const;
        if (swapped) return lost;
        const res = await t.send(req);
        if (req.method === 'POST' && req.path === '/_aliases') {
          swapped = true;
          return lost;
        }
        return res;
      },
      close: () => t.close(),
    };
    const r = await runReindex(lossy, { alias: 'items', mapping: { properties: { code: { type: 'keyword' } } }, batch: 50, settleMs: 0, retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 2 } });
    expect(r).toMatchObject({ ok: false, swapped: false, rolledBack: false });
    expect(r.error).toMatch(/could not be read: both indexes are kept/);
    const idx = await t.send({ method: 'GET', path: '/_alias/items' });
    expect(idx.kind === 'ok' && JSON.parse(idx.body)).toHaveProperty('items_v2');
  });
});
