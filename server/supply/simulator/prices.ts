// A customer's price of a product from the price lists: the most specific
// list that prices it wins (the customer's own list, then its channel's,
// then the base list); a list without its own line for the product
// inherits its parent's price with the list's adjustment; a line counts
// from its minimum quantity and nets its discount. Lists must be active and
// valid on the date. Pure: the loader (simulate.ts) reads the lists.

export interface PriceList {
  id: number;
  code: string;
  name: string;
  kind: 'base' | 'channel' | 'customer';
  parent: number | null;
  channel: string | null;
  customer: number | null;
  /** percent */
  adjustment: number;
  validFrom: string | null;
  validTo: string | null;
  active: boolean;
}

export interface PriceLine {
  list: number;
  product: number;
  price: number;
  /** percent */
  discount: number;
  minQuantity: number | null;
}

export interface ResolvedPrice {
  listId: number;
  listCode: string;
  listName: string;
  /** Price before the line's discount, after the inherited adjustments. */
  price: number;
  /** percent */
  discount: number;
  netPrice: number;
}

const MAX_DEPTH = 8;

function valid(list: PriceList, date: string): boolean {
  return list.active && (!list.validFrom || list.validFrom <= date) && (!list.validTo || list.validTo >= date);
}

/** The price of `product` in `list` (own line or inherited), or null. */
function priceIn(list: PriceList, product: number, quantity: number, lists: Map<number, PriceList>, lines: Map<string, PriceLine[]>, depth = 0): { price: number; discount: number } | null {
  const own = (lines.get(`${list.id}:${product}`) ?? [])
    .filter((l) => (l.minQuantity ?? 0) <= quantity)
    .sort((a, b) => (b.minQuantity ?? 0) - (a.minQuantity ?? 0))[0];
  if (own) return { price: own.price, discount: own.discount };
  const parent = list.parent !== null ? lists.get(list.parent) : undefined;
  if (!parent || depth >= MAX_DEPTH) return null;
  const inherited = priceIn(parent, product, quantity, lists, lines, depth + 1);
  return inherited && { price: inherited.price * (1 + list.adjustment / 100), discount: inherited.discount };
}

export function resolvePrice(
  customer: { id: number; channel: string | null },
  product: number,
  quantity: number,
  date: string,
  allLists: readonly PriceList[],
  allLines: readonly PriceLine[],
): ResolvedPrice | null {
  const lists = new Map(allLists.map((l) => [l.id, l]));
  const lines = new Map<string, PriceLine[]>();
  for (const l of allLines) {
    const key = `${l.list}:${l.product}`;
    const list = lines.get(key);
    if (list) list.push(l);
    else lines.set(key, [l]);
  }
  const usable = allLists.filter((l) => valid(l, date));
  const candidates = [
    ...usable.filter((l) => l.kind === 'customer' && l.customer === customer.id),
    ...usable.filter((l) => l.kind === 'channel' && l.channel !== null && l.channel === customer.channel),
    ...usable.filter((l) => l.kind === 'base'),
  ];
  for (const list of candidates) {
    const found = priceIn(list, product, quantity, lists, lines);
    if (!found) continue;
    const price = Math.round(found.price * 10000) / 10000;
    return { listId: list.id, listCode: list.code, listName: list.name, price, discount: found.discount, netPrice: Math.round(price * (1 - found.discount / 100) * 10000) / 10000 };
  }
  return null;
}
