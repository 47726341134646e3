import { describe, expect, it } from 'vitest';
import { toastTop } from './toastPlacement';

const column = { left: 16, right: 374, height: 72 };
const box = (top: number, bottom: number, left = 16, right = 374) => ({ top, bottom, left, right });
const place = (obstacles: ReturnType<typeof box>[]) =>
  toastTop({ toast: column, ceiling: 8, floor: 760, obstacles, gap: 8 });

describe('toastTop (issue 36: a toast covers no field, dialog or nav)', () => {
  it('stands at the bottom of its column when nothing is there', () => {
    expect(place([])).toEqual({ top: 760 - 72, covers: false });
  });

  it('ignores what lies beside its column', () => {
    expect(place([box(700, 740, 400, 600)])).toEqual({ top: 688, covers: false });
  });

  it('goes to the top when a field is at the bottom', () => {
    expect(place([box(690, 740)])).toEqual({ top: 8, covers: false });
  });

  it('takes the free gap nearest the bottom when the top and the bottom are taken', () => {
    const fields = [box(0, 120), box(200, 260), box(400, 460), box(690, 740)];
    // Between 460 and 690 there is room: the lowest place in it is just above the last field.
    expect(place(fields)).toEqual({ top: 690 - 8 - 72, covers: false });
  });

  it('says it covers something when the column is full', () => {
    const fields = Array.from({ length: 12 }, (_, i) => box(i * 64, i * 64 + 60));
    expect(place(fields)).toEqual({ top: 8, covers: true });
  });
});
