/**
 * The official suite some tests run, named by the `PEER_SUITE` environment variable (a folder in any
 * layout `conformance peer --suite` accepts; `.ci/run` points it at the 6.8.13 suite when it has one).
 * The product never reads it: only these tests do, and they say plainly when it is absent.
 */
import { existsSync } from 'node:fs';

/** The suite folder, or undefined when PEER_SUITE is unset or names nothing. */
export const PEER_SUITE: string | undefined = process.env.PEER_SUITE && existsSync(process.env.PEER_SUITE) ? process.env.PEER_SUITE : undefined;

/** What a test lacks without the suite, for skipWithout (undefined when it is there). */
export const PEER_SUITE_MISSING: string | undefined = PEER_SUITE
  ? undefined
  : `an official REST YAML suite in PEER_SUITE (${process.env.PEER_SUITE ? `"${process.env.PEER_SUITE}" does not exist` : 'unset'}; .ci/run sets it to CI's copy of the 6.8.13 suite)`;

/** A test-name suffix that says why the test did not run. */
export const PEER_SUITE_NOTE = PEER_SUITE
  ? `(PEER_SUITE=${PEER_SUITE})`
  : `(SKIPPED: PEER_SUITE is ${process.env.PEER_SUITE ? `"${process.env.PEER_SUITE}", which does not exist` : 'unset'}; set it to an official suite, e.g. an Elasticsearch 6.8 checkout, to run this)`;

if (!PEER_SUITE) console.warn(`tests that need an official REST YAML suite are skipped: ${PEER_SUITE_NOTE}`);
