/**
 * Items of the table as the drill handles them: raw DynamoDB attribute values (the low-level
 * client), so that what is compared is what is stored, to the byte. Their item type, a canonical
 * text to compare two copies, and the DynamoDB JSON of an export line (the format of DynamoDB's
 * own export to S3: binary values in base64).
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { TTL_ATTRIBUTE } from '../../shared/table.ts';

export type Item = Record<string, AttributeValue>;

/**
 * The item's `type` attribute (functions/data/table/entity.ts); an item without one (counters,
 * throttles) is named by its partition key's first part, so it still gets a row of its own.
 */
export function itemType(item: Item): string {
  const type = item.type?.S;
  if (type) return type;
  const partition = item.PK?.S ?? '';
  return `(no type) ${partition.split('#')[0] || '?'}`;
}

/** An item that expires (TTL): sessions, locks, throttles, reset tokens, import claims. */
export const expires = (item: Item): boolean => item[TTL_ATTRIBUTE] !== undefined;

/** The item's table key (PK, SK). */
export function keyOf(item: Item): Item {
  if (!item.PK || !item.SK) throw new Error('an item without PK and SK');
  return { PK: item.PK, SK: item.SK };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** JSON of an attribute value with binaries in base64 and sets in no particular order made sorted. */
function plain(value: AttributeValue, sortSets: boolean): unknown {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) {
    const all = value.BS.map(base64);
    return { BS: sortSets ? all.sort() : all };
  }
  if (value.SS !== undefined) return { SS: sortSets ? [...value.SS].sort() : value.SS };
  if (value.NS !== undefined)
    return {
      NS: sortSets
        ? [...value.NS]
            .map(Number)
            .sort((a, b) => a - b)
            .map(String)
        : value.NS,
    };
  if (value.M !== undefined) return { M: plainItem(value.M, sortSets) };
  if (value.L !== undefined) return { L: value.L.map((entry) => plain(entry, sortSets)) };
  return value;
}

function plainItem(item: Item, sortKeys: boolean): Record<string, unknown> {
  const names = sortKeys ? Object.keys(item).sort() : Object.keys(item);
  return Object.fromEntries(names.map((name) => [name, plain(item[name]!, sortKeys)]));
}

/** The same text for two items that hold the same values, whatever the order of attributes and set members. */
export const canonical = (item: Item): string => JSON.stringify(plainItem(item, true));

/** One line of an export: `{"Item": …}` in DynamoDB JSON. */
export const exportLine = (item: Item): string => JSON.stringify({ Item: plainItem(item, false) });

function fromPlain(value: Record<string, unknown>): AttributeValue {
  const [tag, inner] = Object.entries(value)[0] ?? [];
  switch (tag) {
    case 'B':
      return { B: Buffer.from(String(inner), 'base64') };
    case 'BS':
      return { BS: (inner as string[]).map((entry) => Buffer.from(entry, 'base64')) };
    case 'M':
      return { M: fromPlainItem(inner as Record<string, Record<string, unknown>>) };
    case 'L':
      return { L: (inner as Record<string, unknown>[]).map(fromPlain) };
    case undefined:
      throw new Error('an empty attribute value in the export');
    case 'S':
      return { S: String(inner) };
    case 'N':
      return { N: String(inner) };
    case 'BOOL':
      return { BOOL: inner === true };
    case 'NULL':
      return { NULL: true };
    case 'SS':
      return { SS: (inner as unknown[]).map(String) };
    case 'NS':
      return { NS: (inner as unknown[]).map(String) };
    default:
      throw new Error(`an attribute value of unknown type "${tag}" in the export`);
  }
}

function fromPlainItem(item: Record<string, Record<string, unknown>>): Item {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, fromPlain(value)]));
}

/** The item of an export line. */
export function itemOfLine(line: string): Item {
  const parsed = JSON.parse(line) as { Item?: Record<string, Record<string, unknown>> };
  if (!parsed.Item) throw new Error('an export line without "Item"');
  return fromPlainItem(parsed.Item);
}
