// Positional parameters of one statement. $1 is always the caller's company,
// so every statement (and every join in it) can be scoped with it.
import type { SqlParam } from '../../db/adapter';

export class Params {
  readonly values: SqlParam[];

  constructor(companyId: number) {
    this.values = [companyId];
  }

  /** Adds a value and returns its placeholder, with a cast when given. */
  add(value: SqlParam, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
