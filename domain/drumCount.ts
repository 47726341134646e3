/** The drums of a request: the sum of its lines (cards, mails, feeds, the log and routes agree). */
export function totalDrums(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
