/**
 * An item type of the table, described once and side by side as ElectroDB's entities are (its
 * `type`, its key, its index keys, its place on a change feed, and the conversion to and from the
 * stored item), without ElectroDB itself (docs/decisions/code.md, Code). Each aggregate module defines
 * the entities it owns with `entity()` and builds items and keys only through them.
 */
type Item = Record<string, unknown>;
type TableKey = { PK: string; SK: string };

export interface EntityDefinition<T, KeyArgs extends unknown[]> {
  /** The `type` attribute every item of this kind carries. */
  type: string;
  /** The item's table key from what identifies it. */
  key: (...args: KeyArgs) => TableKey;
  /** The same key from a record. */
  keyOf: (record: T) => TableKey;
  /** Index keys (GSI1…) and the change-feed entry (GSI3), if the item is on any. */
  indexes?: (record: T) => Item;
  /**
   * The stored attributes of a record when they are not the record itself: what the key already
   * holds (the name a uniqueness item claims, an entry's date) is not stored again.
   */
  attributes?: (record: T) => Item;
  /** The record from a stored item, attribute by attribute: a stored item is never cast. */
  fromItem: (item: Item) => T;
}

export interface Entity<T, KeyArgs extends unknown[]> extends EntityDefinition<T, KeyArgs> {
  /** The stored item of a record. */
  item: (record: T) => Item;
  /** The record of a stored item; undefined for none. */
  of: (item: Item | undefined) => T | undefined;
}

export function entity<T, KeyArgs extends unknown[]>(definition: EntityDefinition<T, KeyArgs>): Entity<T, KeyArgs> {
  return {
    ...definition,
    item: (record) => ({
      ...definition.keyOf(record),
      type: definition.type,
      ...definition.indexes?.(record),
      ...(definition.attributes ? definition.attributes(record) : record),
    }),
    of: (item) => (item ? definition.fromItem(item) : undefined),
  };
}

/** Conversions for `fromItem`: an attribute as the type the record declares. */
export const attr = {
  string: (value: unknown): string => String(value),
  number: (value: unknown): number => Number(value),
  nullableString: (value: unknown): string | null => (value === null || value === undefined ? null : String(value)),
  nullableNumber: (value: unknown): number | null => (value === null || value === undefined ? null : Number(value)),
  boolean: (value: unknown): boolean => Boolean(value),
  /** One of the values a union type allows; another is a broken item. */
  oneOf: <T extends string>(allowed: readonly T[], value: unknown): T => {
    const found = allowed.find((a) => a === value);
    if (found === undefined) throw new Error(`unexpected value ${String(value)}`);
    return found;
  },
  /** A list or number set of ids; none stored reads as none. */
  numbers: (value: unknown): number[] => (isIterable(value) ? Array.from(value, Number) : []),
};

const isIterable = (value: unknown): value is Iterable<unknown> => typeof value === 'object' && value !== null && Symbol.iterator in value;
