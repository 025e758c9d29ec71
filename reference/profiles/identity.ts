/** Identities: what `GET /` reports for a version (build, Lucene, wire and index compatibility), and how it signs its warnings. */
import { stepAt, type Steps, type Triple } from './timeline.ts';

/** What the cluster reports about itself on `GET /`. */
export interface VersionInfo {
  distribution?: 'opensearch';
  number: string;
  buildFlavor?: string;
  buildType?: string;
  buildHash: string;
  buildDate: string;
  luceneVersion: string;
  minimumWire?: string;
  minimumIndex?: string;
  tagline: string;
}

/** The two products the simulator imitates. */
export type Distribution = 'elasticsearch' | 'opensearch';

/** The supported majors per distribution, for the one line that refuses anything else. */
export const SUPPORTED: Readonly<Record<Distribution, { readonly from: number; readonly to: number; readonly text: string }>> = {
  elasticsearch: { from: 5, to: 9, text: 'elasticsearch@5.0.0 to the latest 9.x' },
  opensearch: { from: 1, to: 3, text: 'opensearch@1.0.0 to the latest 3.x' },
};

/** Builds as released: hash, date and Lucene of the versions the simulator was checked against. */
const KNOWN_BUILDS: Readonly<Record<string, Omit<VersionInfo, 'number' | 'tagline' | 'distribution'>>> = {
  'elasticsearch@5.6.16': { buildHash: '3a740d1', buildDate: '2019-03-13T15:33:36.565Z', luceneVersion: '6.6.1' },
  'elasticsearch@6.8.13': {
    buildFlavor: 'default', buildType: 'tar', buildHash: 'be13c69', buildDate: '2020-10-16T09:09:46.555371Z',
    luceneVersion: '7.7.3', minimumWire: '5.6.0', minimumIndex: '5.0.0',
  },
  'elasticsearch@8.15.0': {
    buildFlavor: 'default', buildType: 'tar', buildHash: '1a77947f34deddb41af25e6f0ddb8e830159c179',
    buildDate: '2024-08-05T10:05:34.233336849Z', luceneVersion: '9.11.1', minimumWire: '7.17.0', minimumIndex: '7.0.0',
  },
  'opensearch@2.17.1': {
    buildType: 'tar', buildHash: '1893d20797e30110e5877170e44d42275ce5951e', buildDate: '2024-09-26T21:59:52.691008096Z',
    luceneVersion: '9.11.1', minimumWire: '7.10.0', minimumIndex: '7.0.0',
  },
};

/** The Lucene a release line ships (the first step whose version is not above the release's). */
const LUCENE: Readonly<Record<Distribution, Steps<string>>> = {
  elasticsearch: [
    ['5.0.0', '6.2.0'], ['5.6.0', '6.6.1'], ['6.0.0', '7.0.1'], ['6.8.0', '7.7.3'], ['7.0.0', '8.0.0'], ['7.10.0', '8.7.0'],
    ['7.17.0', '8.11.3'], ['8.0.0', '9.0.0'], ['8.15.0', '9.11.1'], ['8.16.0', '9.12.0'], ['8.18.0', '9.12.1'],
    ['9.0.0', '10.1.0'], ['9.1.0', '10.2.2'], ['9.2.0', '10.3.1'],
  ],
  opensearch: [
    ['1.0.0', '8.8.2'], ['1.3.0', '8.10.1'], ['2.0.0', '9.1.0'], ['2.11.0', '9.7.0'], ['2.17.0', '9.11.1'], ['2.19.0', '9.12.1'],
    ['3.0.0', '10.1.0'], ['3.2.0', '10.2.2'],
  ],
};

/** The oldest versions a node talks to and reads indexes of (the previous major's last minor; 7.x reads 6.0). */
function compatibilityOf(dist: Distribution, [maj]: Triple): { minimumWire: string; minimumIndex: string } {
  if (dist === 'opensearch') {
    if (maj === 1) return { minimumWire: '6.8.0', minimumIndex: '6.0.0-beta1' };
    if (maj === 2) return { minimumWire: '7.10.0', minimumIndex: '7.0.0' };
    return { minimumWire: '2.19.0', minimumIndex: '2.0.0' };
  }
  if (maj <= 5) return { minimumWire: '5.0.0', minimumIndex: '2.0.0' };
  if (maj === 6) return { minimumWire: '5.6.0', minimumIndex: '5.0.0' };
  if (maj === 7) return { minimumWire: '6.8.0', minimumIndex: '6.0.0-beta1' };
  if (maj === 8) return { minimumWire: '7.17.0', minimumIndex: '7.0.0' };
  return { minimumWire: '8.18.0', minimumIndex: '8.0.0' };
}

/**
 * A build id for a version the simulator has no released build for: stable per version (so answers stay
 * deterministic), 40 hex digits like a commit, and not any real commit of Elastic's or OpenSearch's.
 */
function syntheticHash(key: string): string {
  let out = '';
  let h = 0x811c9dc5;
  for (let round = 0; out.length < 40; round++) {
    for (const c of `${key}#${round}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(16).padStart(8, '0');
  }
  return out.slice(0, 40);
}

/** What `GET /` reports for a distribution's version: a released build where known, else a stable synthetic one. */
export function versionInfoOf(dist: Distribution, number: string, v: Triple): VersionInfo {
  const known = KNOWN_BUILDS[`${dist}@${number}`];
  const base = known ?? {
    ...(dist === 'elasticsearch' && v[0] >= 6 ? { buildFlavor: 'default' } : {}),
    buildType: 'tar',
    buildHash: syntheticHash(`${dist}@${number}`),
    buildDate: '2026-01-01T00:00:00.000000000Z',
    luceneVersion: stepAt(LUCENE[dist], v),
    ...(dist === 'elasticsearch' && v[0] === 5 ? {} : compatibilityOf(dist, v)),
  };
  return {
    ...(dist === 'opensearch' ? { distribution: 'opensearch' as const } : {}),
    number,
    ...base,
    tagline: dist === 'opensearch' ? 'The OpenSearch Project: https://opensearch.org/' : 'You Know, for Search',
  };
}

/** `Elasticsearch-8.15.0-1a77947`: how the version signs its `Warning` headers. */
export function warningAgentOf(dist: Distribution, info: VersionInfo): string {
  return `${dist === 'opensearch' ? 'OpenSearch' : 'Elasticsearch'}-${info.number}-${info.buildHash.slice(0, 7)}`;
}

