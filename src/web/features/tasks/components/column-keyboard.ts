import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Keyboard dragging jumps from column to column instead of creeping by pixels: arrows right or
 * down go to the next column in reading order (side by side on wide screens, stacked on phones),
 * left or up to the previous one.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = steps[event.code];
  const { collisionRect, droppableRects, over } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort(
    ([, a], [, b]) => a.left - b.left || a.top - b.top,
  );
  const centerX = collisionRect.left + collisionRect.width / 2;
  const centerY = collisionRect.top + collisionRect.height / 2;
  let current = columns.findIndex(([id]) => id === over?.id);
  if (current < 0) {
    current = columns.findIndex(
      ([, rect]) =>
        centerX >= rect.left &&
        centerX <= rect.right &&
        centerY >= rect.top &&
        centerY <= rect.bottom,
    );
  }
  const target = columns[current + step]?.[1];
  if (!target) return currentCoordinates;
  // Aim at the top of the column, where the card stays in view even in a long column.
  const targetY = target.top + Math.min(target.height / 2, collisionRect.height / 2 + 48);
  return {
    x: currentCoordinates.x + (target.left + target.width / 2 - centerX),
    y: currentCoordinates.y + (targetY - centerY),
  };
};
