/** A workbook import's row-numbered refusals for a toast: a long list is cut to its first three. */
export function importRefusals(messages: readonly string[], andMore: (count: number) => string): string {
  const shown = messages.slice(0, 3).join('; ');
  return messages.length > 3 ? `${shown} ${andMore(messages.length - 3)}` : shown;
}
