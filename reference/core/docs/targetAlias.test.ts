/**
 * A single-document read through an alias of several indices: ES 7.9 fixed the message's grammar (official
 * rest-api-spec mget/14_alias_to_multiple_indices.yml: "message was changed to fix grammar in 7.9",
 * `has more than one index associated with it [test_2, test_3]`); 7.8 and before said `one indices … [[…]]`.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function reason(profile: ProfileName): string {
  const s = testSimulator({ profile });
  for (const i of ['a', 'b']) call(s, 'PUT', `/${i}`, { aliases: { both: {} } });
  return call(s, 'GET', '/both/_doc/1').body.error.reason;
}

describe('single index op through an alias of several indices', () => {
  it('words it as 7.9 and later do, and as 7.8 did', () => {
    expect(reason('es8')).toBe("Alias [both] has more than one index associated with it [a, b], can't execute a single index op");
    expect(reason('elasticsearch@7.8.0')).toBe("Alias [both] has more than one indices associated with it [[a, b]], can't execute a single index op");
  });
});
