/**
 * Zone ids as java.time's ZoneId.of reads them: the tz database's slashless regions (CET, Japan) are zones,
 * the abbreviations ICU also knows (PST, IST) and the ids tzdb.dat leaves out (EST) are not
 * (docs daterange-aggregation.asciidoc, the `"time_zone": "CET"` example).
 */
import { describe, expect, it } from 'vitest';
import { offsetAt, parseZone } from './zone.ts';

describe('parseZone', () => {
  it('reads slashless tz database regions with their rules', () => {
    const cet = parseZone('CET');
    expect(cet).toEqual({ kind: 'region', id: 'CET' });
    if (!('kind' in cet)) throw new Error('not a zone');
    expect(offsetAt(cet, Date.UTC(2016, 0, 31))).toBe(3_600_000);
    expect(offsetAt(cet, Date.UTC(2016, 6, 1))).toBe(7_200_000);
    expect(parseZone('Japan')).toEqual({ kind: 'region', id: 'Japan' });
  });
  it('refuses abbreviations ZoneId.of does not know', () => {
    for (const id of ['PST', 'IST', 'EST', 'AET']) expect(parseZone(id)).toEqual({ type: 'zone_rules_exception', reason: `Unknown time-zone ID: ${id}` });
  });
});
