/** Model-run commands for indexes. */
import { ModelCommand, j } from './command.ts';
import { pick, type Model, type Real } from './model.ts';

/** PUT /<index> with optional declared fields and settings. */
export class CreateIndex extends ModelCommand {
  constructor(
    readonly index: string,
    readonly properties: Record<string, { type: string }> | undefined,
    readonly settings: Record<string, number> | undefined,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.createIndex(this.index, this.properties, this.settings));
  }
  toString(): string {
    return `create ${this.index}${this.properties ? ` ${j(this.properties)}` : ''}${this.settings ? ` settings ${j(this.settings)}` : ''}`;
  }
}

/** DELETE /<index> (by name; the `_all` guard has its own scenarios). */
export class DeleteIndex extends ModelCommand {
  constructor(readonly index: string) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send({ api: 'indices.delete', params: { index: this.index } });
  }
  toString(): string {
    return `delete ${this.index}`;
  }
}

/**
 * PUT mapping on an existing index (picked from the model): a new field, or an existing one with
 * a type that is usually different, so type changes are tried often.
 */
export class PutMapping extends ModelCommand {
  private chosen = '';
  constructor(
    readonly indexPick: number,
    readonly fieldPick: number,
    readonly newField: string,
    readonly type: string,
  ) {
    super();
  }
  protected async act(m: Model, r: Real): Promise<void> {
    const index = pick(m.indexes, this.indexPick) ?? 'ia';
    const mapped = [...(m.fields.get(index)?.keys() ?? [])];
    const field = this.fieldPick % 3 === 0 ? this.newField : (pick(mapped, this.fieldPick) ?? this.newField);
    this.chosen = `${index}.${field}`;
    await r.duo.send(r.calls.putMapping(index, { [field]: { type: this.type } }));
  }
  toString(): string {
    return `putMapping ${this.chosen || `#${this.indexPick}`} as ${this.type}`;
  }
}

/** PUT /<index>/_settings: replicas (dynamic) or shards (fixed at creation: must be refused). */
export class PutSettings extends ModelCommand {
  constructor(
    readonly index: string,
    readonly key: 'number_of_replicas' | 'number_of_shards',
    readonly value: number,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.putSettings(this.index, { [this.key]: this.value }));
  }
  toString(): string {
    return `putSettings ${this.index} ${this.key}=${this.value}`;
  }
}

/** GET /<index>/_mapping: the inferred and declared mapping must match the reference's exactly. */
export class GetMapping extends ModelCommand {
  constructor(readonly index: string) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.getMapping(this.index));
  }
  toString(): string {
    return `getMapping ${this.index}`;
  }
}
