/**
 * Lucene's FlattenGraphFilter, step for step (lucene/analysis/common/.../core/FlattenGraphFilter.java,
 * with the hole fixes of LUCENE-9963 that 9.x carries): input graph nodes are merged into sequentially
 * numbered output nodes, a token is released once no token still to come can reach past its output node,
 * and offsets are "shrink wrapped" to the output nodes' (the latest start of the tokens leaving a node, the
 * earliest end of those arriving), never going backwards. So a synonym spanning three words becomes tokens
 * over single positions with the words' offsets (`internet` 0–6, `phonebook` 7–18 over `domain name system`).
 * The RollingBuffers become maps keyed by absolute node (their `getMaxPos` is the largest node asked for).
 */
import type { Stream, Tok } from '../token.ts';

interface InputNode {
  tokens: Tok[];
  node: number;
  maxToNode: number;
  minToNode: number;
  outputNode: number;
  nextOut: number;
}

interface OutputNode {
  inputNodes: number[];
  node: number;
  nextOut: number;
  startOffset: number;
  endOffset: number;
}

function removeElement(list: number[], v: number): void {
  const i = list.indexOf(v);
  if (i >= 0) list.splice(i, 1);
}

export function flattenGraph(s: Stream): Stream {
  const inputs = new Map<number, InputNode>();
  const outputs = new Map<number, OutputNode>();
  let outputMax = -1;
  const input = (p: number): InputNode => {
    let n = inputs.get(p);
    if (!n) inputs.set(p, (n = { tokens: [], node: -1, maxToNode: -1, minToNode: Number.MAX_SAFE_INTEGER, outputNode: -1, nextOut: 0 }));
    return n;
  };
  const output = (p: number): OutputNode => {
    if (p > outputMax) outputMax = p;
    let n = outputs.get(p);
    if (!n) outputs.set(p, (n = { inputNodes: [], node: -1, nextOut: 0, startOffset: -1, endOffset: -1 }));
    return n;
  };
  // reset()
  let inputFrom = -1;
  const in0 = input(0);
  in0.node = 0;
  in0.outputNode = 0;
  const out0 = output(0);
  out0.node = 0;
  out0.inputNodes.push(0);
  out0.startOffset = 0;
  let outputFrom = 0;
  let lastOutputFrom = -1;
  let done = false;
  let lastStartOffset = 0;

  const recoverFromHole = (src: InputNode, startOffset: number, posInc: number): OutputNode => {
    src.node = inputFrom;
    let outIndex: number;
    const previousInputFrom = inputFrom - posInc;
    if (previousInputFrom >= 0) {
      const offsetSrc = input(previousInputFrom);
      outIndex = offsetSrc.minToNode < inputFrom ? input(offsetSrc.minToNode).outputNode + 1 : outputMax;
    } else {
      outIndex = outputMax + 1;
    }
    const outSrc = output(outIndex);
    src.outputNode = outIndex;
    if (outSrc.node === -1) {
      outSrc.node = src.outputNode;
      outSrc.startOffset = startOffset;
    } else {
      outSrc.startOffset = Math.max(startOffset, outSrc.startOffset);
    }
    outSrc.inputNodes.push(inputFrom);
    return outSrc;
  };

  const release = (): Tok | undefined => {
    while (outputFrom < outputMax) {
      const out = output(outputFrom);
      if (out.inputNodes.length === 0) {
        outputFrom++;
        continue;
      }
      let maxToNode = -1;
      for (const id of out.inputNodes) maxToNode = Math.max(maxToNode, input(id).maxToNode);
      if (!(maxToNode <= inputFrom || done)) return undefined;
      const inputNode = input(out.inputNodes[out.nextOut]);
      if (inputNode.tokens.length === 0) {
        if (out.inputNodes.length > 1) {
          out.nextOut++;
          if (out.nextOut < out.inputNodes.length) continue;
        }
        outputFrom++; // freeBefore
        continue;
      }
      const saved = inputNode.tokens[inputNode.nextOut];
      const toInputNode = input(inputNode.node + saved.posLen);
      const t: Tok = { ...saved, posInc: outputFrom - lastOutputFrom, posLen: toInputNode.outputNode - outputFrom };
      lastOutputFrom = outputFrom;
      inputNode.nextOut++;
      const outputEndNode = output(toInputNode.outputNode);
      const startOffset = Math.max(lastStartOffset, out.startOffset);
      t.start = startOffset;
      t.end = Math.max(startOffset, outputEndNode.endOffset);
      lastStartOffset = startOffset;
      if (inputNode.nextOut === inputNode.tokens.length) {
        out.nextOut++;
        if (out.nextOut === out.inputNodes.length) outputFrom++; // freeBefore
      }
      return t;
    }
    return undefined;
  };

  const ingest = (t: Tok): void => {
    const positionIncrement = t.posInc;
    inputFrom += positionIncrement;
    const inputTo = inputFrom + t.posLen;
    const src = input(inputFrom);
    if (src.node === -1) {
      recoverFromHole(src, t.start, positionIncrement);
    } else {
      let outSrc = output(src.outputNode);
      const prev = input(inputFrom - positionIncrement);
      // A hole at the end of an alternate path: the node was placed too early; place it again.
      if (positionIncrement > 1 && src.outputNode - prev.outputNode <= 1 && prev.minToNode !== inputFrom) {
        removeElement(outSrc.inputNodes, inputFrom);
        src.outputNode = -1;
        const prevEndOffset = outSrc.endOffset;
        outSrc = recoverFromHole(src, t.start, positionIncrement);
        outSrc.endOffset = prevEndOffset;
      }
      if (outSrc.startOffset === -1 || t.start > outSrc.startOffset) outSrc.startOffset = Math.max(t.start, outSrc.startOffset);
    }
    src.tokens.push(t);
    src.maxToNode = Math.max(src.maxToNode, inputTo);
    src.minToNode = Math.min(src.minToNode, inputTo);
    const dest = input(inputTo);
    if (dest.node === -1) dest.node = inputTo;
    const outputEndNode = src.outputNode + 1;
    if (outputEndNode > dest.outputNode) {
      if (dest.outputNode !== -1) removeElement(output(dest.outputNode).inputNodes, inputTo);
      output(outputEndNode).inputNodes.push(inputTo);
      dest.outputNode = outputEndNode;
    }
    const outDest = output(dest.outputNode);
    if (outDest.endOffset === -1 || t.end < outDest.endOffset) outDest.endOffset = t.end;
  };

  const out: Tok[] = [];
  let next = 0;
  for (;;) {
    const t = release();
    if (t) {
      out.push(t);
      continue;
    }
    if (done) break;
    if (next < s.tokens.length) ingest(s.tokens[next++]);
    else done = true;
  }
  return { ...s, tokens: out };
}
