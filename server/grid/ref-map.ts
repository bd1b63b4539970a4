// A grid's levels sit up a tree of refs (product.family.parent.parent): read
// the report way, every source row took one LEFT JOIN per hop (360,000
// forecast rows joined three times for the top level: half the statement's
// time on PGlite). Here a path two refs or more away is read through ONE
// join to a map of its first ref's rows: those rows (5,000 products) with
// the values the statement needs of them, the rest of the hops joined over
// them alone. The map is a MATERIALIZED CTE, built once and shared by every
// entity of the statement that needs the same one (sales, last year's
// sales and forecasts all reach the product tree through their product).
//
// The same figures: the map is keyed by the ref's (id, company_id), unique,
// and holds plain stored columns (and strict expressions of them), so a row
// whose ref is missing gets the same NULLs the joins gave and conditions on
// them keep or drop the same rows. A formula field (a coalesce may turn
// NULLs into a value) keeps its own joins.
import type { CompiledEntity } from '../../engine/config/compiled';
import { ident } from '../data-engine/sql';
import { ROW, sourceOf, type Join, type PathScope, type ReportPath } from '../reports/paths';

interface Root {
  /** The map's CTE text is only known once every path has asked for its values. */
  source: string;
  column: string;
  joins: Map<string, string>;
  values: string[];
}

/** The statement's maps, one CTE per distinct text (h0, h1, ...). */
export class MapCtes {
  private readonly named = new Map<string, string>();

  name(sql: string): string {
    let name = this.named.get(sql);
    if (!name) {
      name = `h${this.named.size}`;
      this.named.set(sql, name);
    }
    return name;
  }

  /** WITH entries, before the entities' CTEs that join them. */
  ctes(): string[] {
    return [...this.named].map(([sql, name]) => `${name} AS MATERIALIZED (${sql})`);
  }
}

const mapAlias = (root: string) => `m_${root}`;

/** One entity's paths through maps: those whose first ref some deep path (2+ hops) of `deep` goes through. */
export class RefMaps {
  private readonly roots = new Map<string, Root>();

  constructor(entity: CompiledEntity, scope: PathScope, deep: readonly ReportPath[]) {
    for (const p of deep) {
      if (p.joins.length < 2 || p.field.formula || this.roots.has(p.joins[0].alias)) continue;
      const field = entity.fields.find((f) => f.name === p.path.split('.')[0]);
      const target = field?.entity ? scope.entities.get(field.entity) : undefined;
      // The first hop's alias is ROW_<column> (paths.ts); anything else is not a path this map can stand for.
      if (!field?.column || !target || p.joins[0].alias !== `${ROW}_${field.column}`) continue;
      this.roots.set(p.joins[0].alias, { source: sourceOf(target, scope), column: field.column, joins: new Map(), values: [] });
    }
  }

  private root(p: ReportPath): Root | undefined {
    return p.joins.length && !p.field.formula ? this.roots.get(p.joins[0].alias) : undefined;
  }

  private column(root: Root, p: ReportPath, sql: string): string {
    for (const j of p.joins.slice(1)) root.joins.set(j.alias, j.sql);
    let k = root.values.indexOf(sql);
    if (k < 0) k = root.values.push(sql) - 1;
    return `${mapAlias(p.joins[0].alias)}.k${k}`;
  }

  /** Whether the path is read from a map (its joins are the map's). */
  mapped(p: ReportPath): boolean {
    return this.root(p) !== undefined;
  }

  /** The path, its value read from its map when it has one (no joins of its own then: see joins()). */
  path(p: ReportPath): ReportPath {
    const root = this.root(p);
    return root ? { ...p, expr: this.column(root, p, p.expr), joins: [] } : p;
  }

  /** `sql(path)` (a strict expression of the path's value) computed once per map row when the path has a map. */
  value(p: ReportPath, sql: (path: ReportPath) => string): string {
    const root = this.root(p);
    return root ? this.column(root, p, sql(p)) : sql(p);
  }

  /** The joins to the maps used, their CTEs named in `ctes`. Call once every path has been read. */
  joins(ctes: MapCtes): Join[] {
    const out: Join[] = [];
    for (const [alias, root] of this.roots) {
      if (!root.values.length) continue;
      // Hops ordered as their aliases extend each other (a child after its parent).
      const hops = [...root.joins].sort(([a], [b]) => a.length - b.length || a.localeCompare(b)).map(([, sql]) => sql).join(' ');
      const select = [`${alias}.id`, `${alias}.company_id`, ...root.values.map((v, k) => `${v} AS k${k}`)];
      // $1 is the company in every grid statement: only its rows can meet the entity's (t.company_id = $1).
      const name = ctes.name(`SELECT ${select.join(', ')} FROM ${root.source} ${alias} ${hops} WHERE ${alias}.company_id = $1`);
      const m = mapAlias(alias);
      out.push({ alias: m, sql: `LEFT JOIN ${name} ${m} ON ${m}.id = ${ROW}.${ident(root.column)} AND ${m}.company_id = ${ROW}.company_id` });
    }
    return out;
  }
}
