/**
 * How far a scrolling box must scroll so that a row inside it is in view below its sticky header: the
 * least movement (0 when the row is already in view). Only the box scrolls, never the page around it.
 */
export function scrollToShow(
  box: { top: number; bottom: number },
  row: { top: number; bottom: number },
  headerHeight: number,
): number {
  const visibleTop = box.top + headerHeight;
  if (row.top < visibleTop) return row.top - visibleTop;
  if (row.bottom > box.bottom) return Math.min(row.bottom - box.bottom, row.top - visibleTop);
  return 0;
}
