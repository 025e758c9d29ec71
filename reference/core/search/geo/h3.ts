/**
 * The H3 functions `geohex_grid` needs, under the names of h3-js (Uber's H3 compiled to JavaScript,
 * Apache-2.0), whose cells equal those of ES's own port in libs/h3 (H3.geoToH3, H3.h3ToGeoBoundary).
 * The package is a dependency; installH3 lets a test swap it out (and shows the 400 geohex answers
 * without it).
 */
import * as h3js from 'h3-js';

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

let api: H3Api | undefined = h3js;

/** Makes the H3 library available to geohex (the wiring, or a test, calls it with h3-js). */
export function installH3(h3: H3Api | undefined): void {
  api = h3;
}

/** The installed H3 library, if any. */
export function h3(): H3Api | undefined {
  return api;
}
