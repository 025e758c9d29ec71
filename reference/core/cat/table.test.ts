/** Tests of the cat table renderer. */
import { describe, expect, it } from 'vitest';
import { ByteSize, col, Duration, renderTable, type Cell } from './table.ts';
import type { ApiRequest } from '../handler.ts';

const req = (query: Record<string, string>): ApiRequest => ({ api: 'cat.x', method: 'GET', path: '/_cat/x', parts: {}, query, headers: {} });
const COLS = [col('name', 'n', 'the name'), col('size', 's,sz', 'a size', 'r'), col('took', 't', 'a time', 'xr'), col('pri.size', '', 'primaries', 'xr')];
COLS[1] = { ...COLS[1]!, priSibling: true };
const ROWS: Record<string, Cell>[] = [
  { name: 'b', size: new ByteSize(1536), took: new Duration(1500), 'pri.size': new ByteSize(1024) },
  { name: 'a', size: new ByteSize(225), took: new Duration(0), 'pri.size': null },
];
const text = (q: Record<string, string>) => (renderTable(req(q), COLS, ROWS) as { body: string }).body;

describe('the cat table renderer', () => {
  it('shows default columns, right-aligns numbers, no trailing pad on a left-aligned last column', () => {
    expect(text({ v: '' })).toBe('name  size\nb    1.5kb\na     225b\n');
  });
  it('h takes names, aliases (shown as asked) and patterns; pri adds siblings; unknown names are dropped', () => {
    expect(text({ h: 'n,sz,nope', pri: 'true', bytes: 'b' })).toBe('b 1536 1024\na  225     \n');
    expect(text({ h: 't*', v: '' })).toBe('took\n1.5s\n  0s\n');
  });
  it('sorts by typed values (sizes by bytes), asc or desc, and rejects an unknown key', () => {
    expect(text({ h: 'name', s: 'size' })).toBe('a\nb\n');
    expect(text({ h: 'name', s: 's:desc' })).toBe('b\na\n');
    expect(renderTable(req({ s: 'nope' }), COLS, ROWS)).toMatchObject({ status: 500, cause: { type: 'unsupported_operation_exception' } });
  });
  it('json and yaml carry every value as a string, null as null', () => {
    expect((renderTable(req({ format: 'json', h: 'name,pri.size' }), COLS, ROWS) as { body: unknown }).body).toEqual([{ name: 'b', 'pri.size': '1kb' }, { name: 'a', 'pri.size': null }]);
    expect(text({ format: 'yaml', h: 'name,pri.size' })).toBe('---\n- name: "b"\n  pri.size: "1kb"\n- name: "a"\n  pri.size: null\n');
  });
  it('help lists name, aliases and description of every column, padded', () => {
    expect(text({ help: '' }).split('\n')[1]).toBe('size     | s,sz | a size   ');
  });
});
