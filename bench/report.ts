// One row of `npm run bench`'s summary table: each benchmark prints its figures as rows here, and
// scripts/bench.mjs gathers the rows of every benchmark into one table at the end.
export type SummaryRow = {
  figure: string;
  ours: string;
  /** What the same job costs hand-written, measured in the same run; '-' for absolute targets. */
  baseline: string;
  ratio: string;
  target: string;
  met: boolean;
};

export const SUMMARY_PREFIX = 'BENCH-SUMMARY ';

export function summaryRow(row: SummaryRow): void {
  console.log(SUMMARY_PREFIX + JSON.stringify(row));
}

/** `ours / baseline` as '2.13x', or '-' without a baseline. */
export const ratioOf = (ours: number, baseline?: number) =>
  baseline === undefined || baseline === 0 ? '-' : `${(ours / baseline).toFixed(2)}x`;
