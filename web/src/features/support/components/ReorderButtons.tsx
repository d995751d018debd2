import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import type { DragEvent } from 'react';

/**
 * The keyboard's way to reorder (beside dragging): move an item before the one above it or after
 * the one below, which is the same source/target move the drag sends.
 */
export function ReorderButtons({
  name,
  previous,
  next,
  disabled,
  onMove,
}: {
  name: string;
  previous: number | undefined;
  next: number | undefined;
  disabled: boolean;
  onMove: (targetId: number) => void;
}) {
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Move ${name} up`}
        disabled={disabled || previous === undefined}
        onClick={() => onMove(previous!)}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Move ${name} down`} disabled={disabled || next === undefined} onClick={() => onMove(next!)}>
        <ArrowDownward fontSize="small" />
      </IconButton>
    </>
  );
}

/**
 * Drag-and-drop between the rows of one list (HTML5 drag events): dropping a row on another asks
 * `onMove(source, target)`, the spec's source_id/target_id.
 */
export function dragProps(list: 'tab' | 'topic', id: number, enabled: boolean, onMove: (sourceId: number, targetId: number) => void) {
  if (!enabled) return {};
  // Each list drags its own type: a topic dropped on a tab is no move.
  const type = `application/x-support-${list}`;
  return {
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(type, String(id));
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(type)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const source = Number(event.dataTransfer.getData(type));
      if (source && source !== id) onMove(source, id);
    },
  };
}
