// Where a toast may stand without covering what the user works with: a form field,
// a dialog or the phone's bottom nav. The toast keeps its column (the width of a phone, the
// left column on a wider screen) and moves only up or down in it.

export type Box = { top: number; bottom: number; left: number; right: number };

export type PlacementInput = {
  /** The toast's column and height, as rendered. */
  toast: { left: number; right: number; height: number };
  /** The highest its top may go (the screen's top). */
  ceiling: number;
  /** The lowest its bottom may go (above the phone's nav, or the screen's end). */
  floor: number;
  /** What it must not cover. */
  obstacles: readonly Box[];
  /** Room kept between the toast and what it avoids. */
  gap: number;
};

/**
 * The toast's top: at the bottom of its column where that is free (docs/specification.md section 9 puts it
 * there), else at the top, else in the free gap nearest the bottom; `covers` when no place in
 * the column is free (a screen full of fields), and it then stands at the top.
 */
export function toastTop({ toast, ceiling, floor, obstacles, gap }: PlacementInput): { top: number; covers: boolean } {
  const inColumn = obstacles.filter((box) => box.right > toast.left && box.left < toast.right);
  const lowest = floor - toast.height;
  const fits = (top: number) => top >= ceiling && top <= lowest;
  const free = (top: number) => inColumn.every((box) => box.bottom + gap <= top || box.top - gap >= top + toast.height);
  const preferred = [lowest, ceiling].filter((top) => fits(top) && free(top));
  if (preferred.length) return { top: preferred[0], covers: false };
  const gaps = inColumn
    .flatMap((box) => [box.top - gap - toast.height, box.bottom + gap])
    .filter((top) => fits(top) && free(top))
    .sort((a, b) => b - a);
  return gaps.length ? { top: gaps[0], covers: false } : { top: ceiling, covers: true };
}
