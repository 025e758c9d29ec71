/**
 * What the exact knn scan counts as work between its yield points (resumable/steps.ts `noteWork`, SLICE_WORK a
 * slice), and the knn nodes a query tree scores on the segment it runs on. A vector's first read parses it from
 * the document's source (vectorField.ts `docVector`, kept after): about one unit per number, the same order as a
 * script's loop iteration; scoring a read vector is a product of `dims` floats, a unit per 16 of them. So a slice
 * reads a few dozen vectors of 64 dimensions the first time, and scores about a thousand after.
 */
import type { QNode } from '../engine/qnode.ts';

/** The work of scoring one read vector of `dims` numbers. */
export function scoreWork(dims: number): number {
  return Math.ceil(dims / 16);
}

/**
 * The knn nodes a tree scores on the segment it runs on, outside any script or join: those under `nested`,
 * `has_child` and `has_parent` run on other documents, those in a custom node's query are compiled on their own.
 */
export function knnNodesOf(tree: QNode): (QNode & { kind: 'knn' })[] {
  const out: (QNode & { kind: 'knn' })[] = [];
  const walk = (n: QNode): void => {
    switch (n.kind) {
      case 'knn':
        out.push(n);
        return;
      case 'bool':
        for (const l of [n.must, n.should, n.filter, n.mustNot]) l.forEach(walk);
        return;
      case 'const':
        return walk(n.inner);
      case 'dismax':
      case 'covering':
        return n.clauses.forEach(walk);
      case 'boosting':
        walk(n.positive);
        return walk(n.negative);
      default:
        return;
    }
  };
  walk(tree);
  return out;
}
