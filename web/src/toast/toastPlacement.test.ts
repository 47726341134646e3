import { describe, expect, it } from 'vitest';
import { toastTop } from './toastPlacement';

const column = { left: 16, right: 374, height: 72 };
const box = (top: number, bottom: number, left = 16, right = 374) => ({ top, bottom, left, right });
const place = (obstacles: ReturnType<typeof box>[]) =>
  toastTop({ toast: column, ceiling: 8, floor: 760, obstacles, gap: 8 });

describe('toastTop (a toast covers no field, dialog or nav)', () => {
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

  it('keeps its gap from a field: one ending just above the bottom place moves it', () => {
    // The bottom place starts at 688; a field ending at 684 is closer than the gap of 8.
    expect(place([box(600, 684)]).top).not.toBe(688);
    expect(place([box(600, 680)])).toEqual({ top: 688, covers: false });
  });

  it('avoids a field that only partly reaches into its column', () => {
    expect(place([box(690, 740, 300, 500)])).toEqual({ top: 8, covers: false });
  });

  it('stays above the floor (the phone nav) and below the ceiling', () => {
    const { top } = toastTop({ toast: column, ceiling: 60, floor: 700, obstacles: [], gap: 8 });
    expect(top).toBe(700 - 72);
    expect(toastTop({ toast: column, ceiling: 60, floor: 700, obstacles: [box(600, 690)], gap: 8 })).toEqual({
      top: 60,
      covers: false,
    });
  });

  it('never takes a gap too small for it', () => {
    // Top and bottom taken; between the fields there are 60 px, less than the toast and its gaps.
    const fields = [box(0, 300), box(360, 760)];
    expect(place(fields)).toEqual({ top: 8, covers: true });
  });
});
