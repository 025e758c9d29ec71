/**
 * addStreamAlias before 8.7 (DataStreamAlias.update, 7.15 - 8.6; elastic/elasticsearch#92050): the alias has
 * one filter; a filtered add replaces it for every stream, an unfiltered one keeps it. From 8.7 (#92692)
 * each stream keeps its own.
 */
import { describe, expect, it } from 'vitest';
import { addStreamAlias, type StreamAliasTables } from './aliases.ts';
import type { DataStream } from './types.ts';

const stream = (name: string) => ({ name }) as DataStream;
const tables = (): StreamAliasTables => new Map([['a', new Map()], ['b', new Map()]]);
const f = (level: string) => ({ term: { level } });

describe('data stream alias filters', () => {
  it('shared: an unfiltered add takes the filter the alias has', () => {
    const t = tables();
    addStreamAlias(t, [stream('a')], 'al', { filter: f('error') }, true);
    addStreamAlias(t, [stream('b')], 'al', {}, true);
    expect(t.get('b')!.get('al')!.filter).toEqual(f('error'));
  });

  it('shared: a filtered add replaces it for every stream', () => {
    const t = tables();
    addStreamAlias(t, [stream('a')], 'al', { filter: f('error') }, true);
    addStreamAlias(t, [stream('b')], 'al', { filter: f('info') }, true);
    expect(t.get('a')!.get('al')!.filter).toEqual(f('info'));
  });

  it('per stream (8.7+): each keeps its own', () => {
    const t = tables();
    addStreamAlias(t, [stream('a')], 'al', { filter: f('error') });
    addStreamAlias(t, [stream('b')], 'al', {});
    expect(t.get('a')!.get('al')!.filter).toEqual(f('error'));
    expect(t.get('b')!.get('al')!.filter).toBeUndefined();
  });
});
