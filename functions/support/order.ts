/** Drag reordering (spec 03 §7: source_id, target_id): the source takes the target's place. */
import type { SequenceChange } from '../data/content/support.ts';

/**
 * The sequence changes that move `sourceId` to where `targetId` is in `items` (in page order):
 * the items between shift by one, and every item whose place changed is numbered 1, 2, … by its
 * new place. Undefined when either id is not in the list.
 */
export function moveChanges(
  items: ReadonlyArray<{ id: number; sequence: number }>,
  sourceId: number,
  targetId: number,
): SequenceChange[] | undefined {
  const from = items.findIndex((item) => item.id === sourceId);
  const to = items.findIndex((item) => item.id === targetId);
  if (from < 0 || to < 0) return undefined;
  const order = [...items];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order.flatMap((item, index) => (item.sequence === index + 1 ? [] : [{ id: item.id, from: item.sequence, to: index + 1 }]));
}
