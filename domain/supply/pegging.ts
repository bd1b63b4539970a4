// Pegging (PLANNING.md): each supply of an item-location (stock on hand,
// then scheduled and planned receipts by the bucket they land in) is pegged
// to the demands it covers, earliest demand first. A peg whose supply lands
// after its demand's bucket is late; demand left uncovered is a shortage.
export interface Supply {
  id: string;
  /** -1 for stock on hand. */
  bucket: number;
  quantity: number;
}

export interface Demand {
  id: string;
  bucket: number;
  quantity: number;
}

export interface Peg {
  supply: string;
  demand: string;
  quantity: number;
  late: boolean;
}

export interface Pegging {
  pegs: Peg[];
  /** Demand no supply covers, per demand id. */
  uncovered: Map<string, number>;
  /** Supply left after every demand (excess), per supply id. */
  unused: Map<string, number>;
}

const EPS = 1e-9;

export function pegSupplies(supplies: readonly Supply[], demands: readonly Demand[]): Pegging {
  const s = [...supplies].filter((x) => x.quantity > EPS).sort((a, b) => a.bucket - b.bucket);
  const d = [...demands].filter((x) => x.quantity > EPS).sort((a, b) => a.bucket - b.bucket);
  const left = s.map((x) => x.quantity);
  const pegs: Peg[] = [];
  const uncovered = new Map<string, number>();
  let k = 0;
  for (const demand of d) {
    let need = demand.quantity;
    while (need > EPS && k < s.length) {
      const q = Math.min(need, left[k]);
      pegs.push({ supply: s[k].id, demand: demand.id, quantity: q, late: s[k].bucket > demand.bucket });
      need -= q;
      left[k] -= q;
      if (left[k] <= EPS) k++;
    }
    if (need > EPS) uncovered.set(demand.id, need);
  }
  const unused = new Map<string, number>();
  for (let i = k; i < s.length; i++) if (left[i] > EPS) unused.set(s[i].id, left[i]);
  return { pegs, uncovered, unused };
}
