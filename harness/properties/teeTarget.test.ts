/** Tests of teeTarget (a target whose requests also go to a reference). */
import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../reference/wire/wire.ts';
import type { Outcome } from '../model/outcome.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { Duo, jsonOf } from './duo.ts';
import { teeTarget } from './teeTarget.ts';

const bulk = (path: string, lines: unknown[]): WireRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/x-ndjson' },
  body: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
});

/** A target that applies requests at once but holds the answer to the first one until `release()`. */
function holdFirstAnswer(inner: Target): Target & { release(): void } {
  let release = (): void => {};
  const held = new Promise<void>((r) => (release = r));
  let first = true;
  return {
    name: `${inner.name}+held`,
    async send(req) {
      const out = await inner.send(req);
      if (first) {
        first = false;
        await held;
      }
      return out;
    },
    close: () => inner.close(),
    release: () => release(),
  };
}

describe('teeTarget', () => {
  it('gives the reference its own sequence numbers when concurrent writes were acknowledged out of order', async () => {
    const target = holdFirstAnswer(await referenceTarget({ profile: 'es8' }));
    const duo = new Duo(target, await referenceTarget({ profile: 'es8' }));
    const tee = teeTarget(duo, 'es8');
    // Two slices write concurrently: the target numbers a as 0, b as 1; the answer for a arrives last,
    // so the reference (which replays each request once the target answered it) numbers b as 0, a as 1.
    const a = tee.send(bulk('/v2/_bulk', [{ create: { _id: 'a' } }, { n: 1 }]));
    const b = await tee.send(bulk('/v2/_bulk', [{ create: { _id: 'b' } }, { n: 2 }]));
    target.release();
    const seqA = (jsonOf(await a) as { items: Array<{ create: { _seq_no: number } }> }).items[0]!.create._seq_no;
    expect(seqA).toBe(0);
    expect(jsonOf(b)).toMatchObject({ items: [{ create: { _seq_no: 1 } }] });
    // The command deletes a on the condition of the state it wrote: both sides must accept it.
    const del = await tee.send(bulk('/v2/_bulk', [{ delete: { _id: 'a', if_seq_no: seqA, if_primary_term: 1 } }]));
    expect(jsonOf(del)).toMatchObject({ errors: false, items: [{ delete: { result: 'deleted' } }] });
    expect(() => tee.rethrow()).not.toThrow();
  });

  it('still reports a condition the target wrongly accepted', async () => {
    const duo = new Duo(await referenceTarget({ profile: 'es8' }), await referenceTarget({ profile: 'es8' }));
    const lenient: Target = {
      name: 'ignores if_seq_no',
      send: (req: WireRequest): Promise<Outcome> => duo.target.send(typeof req.body === 'string' ? { ...req, body: req.body.replace(/,"if_seq_no":\d+,"if_primary_term":\d+/, '') } : req),
      close: async () => {},
    };
    const tee = teeTarget(duo.via(lenient), 'es8');
    await tee.send(bulk('/v2/_bulk', [{ index: { _id: 'a' } }, { n: 1 }]));
    await tee.send(bulk('/v2/_bulk', [{ index: { _id: 'a' } }, { n: 2 }]));
    await tee.send(bulk('/v2/_bulk', [{ delete: { _id: 'a', if_seq_no: 0, if_primary_term: 1 } }]));
    expect(() => tee.rethrow()).toThrow(/body differs from the reference/);
  });
});
