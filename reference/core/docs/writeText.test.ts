/**
 * writeText writes a write's answer straight to text for speed; it must be exactly JSON.stringify of
 * writeBody (field order included), in every profile. locationOf skips encodeURIComponent for names
 * it would leave unchanged; it must equal the plain encoding. Generated results (fast-check; the seed is printed,
 * FC_SEED replays).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getProfile, PROFILE_NAMES } from '../../profiles.ts';
import type { IndexState } from '../state.ts';
import type { WriteDone } from './write.ts';
import { locationOf, writeBody, writeParts, writeText, type TextParts } from './render.ts';

const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

const text = fc.string({ unit: 'binary', maxLength: 12 });
const result: fc.Arbitrary<WriteDone> = fc.record({
  name: text,
  replicas: fc.option(fc.oneof(fc.constantFrom('0', '1', '2', 'x', ''), text), { nil: undefined }),
  type: fc.oneof(fc.constant('_doc'), text),
  // Plain ids and first versions too: writeParts writes those without JSON.stringify, in fewer pieces.
  id: fc.oneof(text, fc.string({ maxLength: 12 }), fc.nat().map(String)),
  version: fc.oneof(fc.constant(1), fc.nat()),
  seqNo: fc.nat(),
  primaryTerm: fc.integer({ min: 1, max: 3 }),
  result: fc.constantFrom('created', 'updated', 'deleted', 'not_found', 'noop'),
  status: fc.constantFrom(200, 201, 404),
  forcedRefresh: fc.boolean(),
}).map((g) => ({
  index: { name: g.name, settings: g.replicas === undefined ? {} : { 'index.number_of_replicas': g.replicas } } as unknown as IndexState,
  type: g.type,
  id: g.id,
  version: g.version,
  seqNo: g.seqNo,
  primaryTerm: g.primaryTerm,
  result: g.result,
  status: g.status,
  forcedRefresh: g.forcedRefresh,
}));

describe('writeText', () => {
  for (const name of PROFILE_NAMES) {
    const profile = getProfile(name);
    it(`${name}: equals JSON.stringify(writeBody) (seed ${SEED})`, () => {
      console.log(`writeText property, profile ${name}: seed ${SEED} (replay with FC_SEED=${SEED})`);
      fc.assert(
        fc.property(result, fc.option(fc.constantFrom(200, 201, 404), { nil: undefined }), (r, status) => {
          const body = status === undefined ? writeBody(profile, r) : { ...writeBody(profile, r), status };
          expect(writeText(profile, r, status)).toBe(JSON.stringify(body));
        }),
        { seed: SEED, numRuns: 300 },
      );
    });
  }
  it(`locationOf equals the encodeURIComponent form (seed ${SEED})`, () => {
    const profile = getProfile('default');
    // Mostly characters at the edge of what encodeURIComponent keeps, plus any text.
    const edge = fc.constantFrom('a', 'Z', '0', '-', '_', '.', '!', '~', '*', "'", '(', ')', '%', '/', ' ', '#', '?', '&', '+', '\u00e9');
    const part = fc.oneof(text, fc.string({ unit: edge, maxLength: 8 }));
    fc.assert(
      fc.property(result, part, part, (r, name, id) => {
        const w = { ...r, type: '_doc', id, index: { ...r.index, name } as IndexState };
        expect(locationOf(profile, w)).toBe(`/${encodeURIComponent(name)}/_doc/${encodeURIComponent(id)}`);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });
  it(`writeParts: answers of several shapes in one array, each between its open and close text (seed ${SEED})`, () => {
    // A bulk answer appends a thousand items; the constant text is kept for the last shape and must follow every change of it.
    const profiles = PROFILE_NAMES.map((n) => getProfile(n));
    const status = fc.option(fc.constantFrom(200, 201, 404), { nil: undefined });
    const item = fc.tuple(fc.constantFrom(...profiles), result, status, fc.constantFrom('', '{"index":', ',{"create":'), fc.constantFrom('', '}'));
    fc.assert(
      fc.property(fc.array(fc.tuple(item, fc.nat({ max: 3 })), { maxLength: 12 }), (items) => {
        const out: TextParts = [];
        let expected = '';
        for (const [[profile, r, st, open, close], repeat] of items) {
          for (let k = 0; k <= repeat; k++) {
            writeParts(out, profile, r, st, open, close);
            expected += open + JSON.stringify(st === undefined ? writeBody(profile, r) : { ...writeBody(profile, r), status: st }) + close;
          }
        }
        expect(out.join('')).toBe(expected);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
