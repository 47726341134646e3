/** The drums of a request: the sum of its lines (cards, mails, feeds, the log and routes agree). */
export function totalDrums(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A number of drums in words: "1 drum", "12 drums" (feeds, mails and screens say it alike). */
export function drumCount(count: number): string {
  return `${count} ${count === 1 ? 'drum' : 'drums'}`;
}
