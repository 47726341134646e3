/** A number of drums in words: "1 drum", "12 drums" (feeds, mails and screens say it alike). */
export function drumCount(count: number): string {
  return `${count} ${count === 1 ? 'drum' : 'drums'}`;
}
