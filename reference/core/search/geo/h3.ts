/**
 * The H3 functions `geohex_grid` needs, under the names of h3-js (Uber's H3 compiled to JavaScript,
 * Apache-2.0), whose cells equal those of ES's own port in libs/h3 (H3.geoToH3, H3.h3ToGeoBoundary).
 * The package is a dependency, loaded on first use: its emscripten heap (32 MB reserved) cost every start
 * about 4.6 MB of resident memory and tens of milliseconds, for one aggregation. installH3 lets a test swap
 * it out (and shows the 400 geohex answers without it).
 */
import { createRequire } from 'node:module';

/** What geohex uses of h3-js (4.x). Cells are lowercase hexadecimal strings, as ES prints its keys. */
export interface H3Api {
  /** The cell of a point (degrees) at a resolution 0–15 (ES: H3.geoToH3). */
  latLngToCell(lat: number, lng: number, res: number): string;
  /** The cell's boundary as [lat, lng] vertices in degrees (ES: H3.h3ToGeoBoundary). */
  cellToBoundary(cell: string): number[][];
  /** The cell's resolution. */
  getResolution(cell: string): number;
  /** Whether a string is a valid H3 cell index. */
  isValidCell(cell: string): boolean;
}

/** The library: null until first asked for (then h3-js), or what installH3 gave. */
let api: H3Api | undefined | null = null;

/**
 * h3-js, loaded now. A bundle replaces `require('h3-js')` by the bundled module's lazy initialiser (CommonJS
 * and ES module output alike); an ES module run from source (tsx), or a bundle that leaves packages external
 * in ES module form, has no working `require` there, and loads it through createRequire.
 */
function loadH3(): H3Api | undefined {
  try {
    return require('h3-js') as H3Api;
  } catch {
    try {
      return createRequire(import.meta.url)('h3-js') as H3Api;
    } catch {
      return undefined;
    }
  }
}

/** Makes the H3 library available to geohex (a test swaps it out, or removes it with undefined). */
export function installH3(h3: H3Api | undefined): void {
  api = h3;
}

/** The installed H3 library, if any. */
export function h3(): H3Api | undefined {
  if (api === null) api = loadH3();
  return api;
}
