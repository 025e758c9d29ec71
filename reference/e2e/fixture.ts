/** What the end-to-end tests share: serving a simulator with a client for a describe block, and expecting a client call to fail. */
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../server/server.ts';
import type { ProfileName } from '../profiles.ts';

/**
 * Shared data for the end-to-end tests: the product catalogue of the spec's procedure (section 4).
 * `code` is meant to hold arbitrary product codes, but every code written so far happens to look like a
 * date, so the first one (`2015-01-01`) makes dynamic mapping choose `date` — the mistake the
 * procedure repairs. `created` is a real date field, used for the date-range split of step 6.
 */
export interface Product {
  code: string;
  name: string;
  price: number;
  created: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `count` products `p0…`; p0's code is exactly `2015-01-01`; `created` spreads over the twelve months of 2016. */
export function products(count: number): Array<{ id: string; doc: Product }> {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    doc: {
      code: `2015-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`,
      name: `product ${i}`,
      price: 10 + i,
      created: `2016-${pad(1 + (i % 12))}-15`,
    },
  }));
}

/** Quarter bounds of 2016 (`gte`/`lt`): disjoint, and together they cover every `created` value. */
export const QUARTERS_2016: Array<{ gte: string; lt: string }> = [
  { gte: '2016-01-01', lt: '2016-04-01' },
  { gte: '2016-04-01', lt: '2016-07-01' },
  { gte: '2016-07-01', lt: '2016-10-01' },
  { gte: '2016-10-01', lt: '2017-01-01' },
];

/** The ordinary string that the wrongly inferred date field refuses, and the fixed index accepts. */
export const ORDINARY_CODE = 'A-17';

/** Sorts ids the way the tests compare them (p2 before p10). */
export const byNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1)) || a.localeCompare(b);

/** Awaits a request that must fail and returns the client's error (of the given class) for exact assertions. */
export async function failure<E>(p: Promise<unknown>, errorClass: abstract new (...args: never[]) => E): Promise<E> {
  try {
    await p;
  } catch (e) {
    if (e instanceof errorClass) return e;
    throw new Error(`expected a ${errorClass.name}, got ${String(e)}`);
  }
  throw new Error('expected the request to fail');
}

/**
 * A simulator served in `profile` for the enclosing describe block, with a client on it: started before
 * its tests, closed after them. Read `.server` and `.client` inside the tests.
 */
export function servedClient<C extends { close(): Promise<unknown> }>(profile: ProfileName, connect: (url: string) => C): { readonly server: RunningServer; readonly client: C } {
  let server: RunningServer | undefined;
  let client: C | undefined;
  beforeAll(async () => {
    server = await startServer({ port: 0, profile });
    client = connect(server.url);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });
  return {
    get server() {
      return server!;
    },
    get client() {
      return client!;
    },
  };
}
