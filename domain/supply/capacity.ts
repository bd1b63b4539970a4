// Capacity (PLANNING.md): planned production loads its line, hours =
// quantity x hours per unit (at the line's efficiency, given by the caller);
// load above the month's available hours is an overload. Levelling pulls a
// month's excess into earlier months with room, the nearest first (least
// stock carried), never before today's bucket and never later than due,
// and reports every move; what finds no room stays an overload.
export interface LineMonths {
  lineId: string | number;
  /** Available hours per bucket. */
  capacity: ArrayLike<number>;
}

export interface ProductionLoad {
  /** Row of the item-location (planned production per bucket in `planned`). */
  row: number;
  lineId: string | number;
  hoursPerUnit: number;
}

export interface Move {
  row: number;
  lineId: string | number;
  from: number;
  to: number;
  quantity: number;
  hours: number;
}

export interface LineLoad {
  lineId: string | number;
  load: Float64Array;
  capacity: Float64Array;
  overload: Float64Array;
}

/** Hours per line and bucket from planned production (row-major, `months` wide). */
export function lineLoads(lines: readonly LineMonths[], loads: readonly ProductionLoad[], planned: Float64Array, months: number): LineLoad[] {
  const out = new Map(lines.map((l) => [l.lineId, { lineId: l.lineId, load: new Float64Array(months), capacity: Float64Array.from({ length: months }, (_, t) => l.capacity[t] ?? 0), overload: new Float64Array(months) }]));
  for (const p of loads) {
    const line = out.get(p.lineId);
    if (!line || !(p.hoursPerUnit > 0)) continue;
    for (let t = 0; t < months; t++) line.load[t] += planned[p.row * months + t] * p.hoursPerUnit;
  }
  for (const line of out.values()) for (let t = 0; t < months; t++) line.overload[t] = Math.max(0, line.load[t] - line.capacity[t]);
  return [...out.values()];
}

/**
 * Moves planned production (in `planned`, changed in place) out of
 * overloaded months into earlier ones with room. Whole-row moves in the
 * order the loads are given, each row's hours moved in proportion.
 */
export function levelLoad(lines: readonly LineMonths[], loads: readonly ProductionLoad[], planned: Float64Array, months: number): { moves: Move[]; lines: LineLoad[] } {
  const state = lineLoads(lines, loads, planned, months);
  const moves: Move[] = [];
  for (const line of state) {
    const rows = loads.filter((p) => p.lineId === line.lineId && p.hoursPerUnit > 0);
    for (let t = months - 1; t > 0; t--) {
      for (const p of rows) {
        let excess = line.load[t] - line.capacity[t];
        if (excess <= 1e-9) break;
        const i = p.row * months + t;
        for (let to = t - 1; to >= 0 && excess > 1e-9 && planned[i] > 1e-9; to--) {
          const room = line.capacity[to] - line.load[to];
          if (room <= 1e-9) continue;
          const hours = Math.min(room, excess, planned[i] * p.hoursPerUnit);
          const quantity = hours / p.hoursPerUnit;
          planned[i] -= quantity;
          planned[p.row * months + to] += quantity;
          line.load[t] -= hours;
          line.load[to] += hours;
          excess -= hours;
          moves.push({ row: p.row, lineId: line.lineId, from: t, to, quantity, hours });
        }
      }
    }
    for (let t = 0; t < months; t++) line.overload[t] = Math.max(0, line.load[t] - line.capacity[t]);
  }
  return { moves, lines: state };
}
