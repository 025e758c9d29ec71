/** Model-run commands for aliases. */
import { ModelCommand } from './command.ts';
import type { Model, Real } from './model.ts';

/** One `POST /_aliases` action as generated. */
export interface AliasAction {
  verb: 'add' | 'remove';
  index: string;
  alias: string;
}

/** Render actions as the request body wants them. */
export function actionBodies(actions: readonly AliasAction[]): Array<Record<string, { index: string; alias: string }>> {
  return actions.map((a) => ({ [a.verb]: { index: a.index, alias: a.alias } }));
}

/** PUT /<index>/_alias/<alias>. */
export class PutAlias extends ModelCommand {
  constructor(
    readonly index: string,
    readonly alias: string,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.putAlias(this.index, this.alias));
  }
  toString(): string {
    return `putAlias ${this.index} -> ${this.alias}`;
  }
}

/** DELETE /<index>/_alias/<alias>. */
export class DeleteAlias extends ModelCommand {
  constructor(
    readonly index: string,
    readonly alias: string,
  ) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.deleteAlias(this.index, this.alias));
  }
  toString(): string {
    return `deleteAlias ${this.index} -> ${this.alias}`;
  }
}

/** POST /_aliases with a batch, then GET /_alias: order and all-or-nothing show in the alias table. */
export class UpdateAliases extends ModelCommand {
  constructor(readonly actions: readonly AliasAction[]) {
    super();
  }
  protected async act(_m: Model, r: Real): Promise<void> {
    await r.duo.send(r.calls.updateAliases(actionBodies(this.actions)));
    await r.duo.send(r.calls.getAlias());
  }
  toString(): string {
    return `aliases [${this.actions.map((a) => `${a.verb} ${a.index}->${a.alias}`).join(', ')}]`;
  }
}
