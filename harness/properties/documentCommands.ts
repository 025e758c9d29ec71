/** Model-run commands for documents. */
import type { BulkItem } from './apiCalls.ts';
import type { Source } from './arbitraries.ts';
import { ModelCommand, j } from './command.ts';
import { diffValues, formatDiff } from '../check/diff.ts';
import { jsonOf, statusOf } from './duo.ts';
import type { Model, Real } from './model.ts';

/** PUT /<index or alias>/<type>/<id>: dynamic mapping, conflicts, auto-creation, writes through aliases. */
export class IndexDoc extends ModelCommand {
  constructor(
    readonly index: string,
    readonly id: string,
    readonly source: Source,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    const res = await r.duo.send(r.calls.indexDoc(this.index, this.id, this.source));
    // Read-your-write on the target alone (writes are visible at once): the source comes back as sent.
    if (statusOf(res.target) !== 200 && statusOf(res.target) !== 201) return;
    const got = await r.duo.probe(r.calls.getDoc(this.index, this.id));
    const diff = formatDiff(diffValues(this.source, (jsonOf(got) as { _source?: unknown } | undefined)?._source));
    if (diff) r.duo.fail(`a document written to ${this.index}/${this.id} reads back differently`, diff);
  }
  toString(): string {
    return `index ${this.index}/${this.id} ${j(this.source)}`;
  }
}

/** GET a document: source, version and found flag must match. */
export class GetDoc extends ModelCommand {
  constructor(
    readonly index: string,
    readonly id: string,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.getDoc(this.index, this.id));
  }
  toString(): string {
    return `get ${this.index}/${this.id}`;
  }
}

/** DELETE a document. */
export class DeleteDoc extends ModelCommand {
  constructor(
    readonly index: string,
    readonly id: string,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.deleteDoc(this.index, this.id));
  }
  toString(): string {
    return `delete ${this.index}/${this.id}`;
  }
}

/** POST /_bulk: per-item statuses in order, `errors`, and (through later reads) what landed. */
export class Bulk extends ModelCommand {
  constructor(readonly items: readonly BulkItem[]) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.bulk(this.items));
  }
  toString(): string {
    return `bulk [${this.items.map((i) => (i.op === 'delete' ? `delete ${i.index}/${i.id}` : `${i.op} ${i.index}/${i.id} ${j(i.source)}`)).join(', ')}]`;
  }
}
