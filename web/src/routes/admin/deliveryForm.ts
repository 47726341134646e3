// The admin's delivery form as pure functions: the drums' textarea read as lines (a number, or a
// number and a specification), the input the server wants, and the server's issues
// (`drums.N.number`) put back on the line they came from.

/** One drum of the textarea: its line on screen (from 1), its number and the specification it names. */
export type DrumLine = { line: number; number: string; specName: string | null };

/**
 * The textarea's drums: one per non-empty line; a comma, semicolon or tab splits a line into
 * the number and its own specification (a number may hold spaces, so a space does not).
 */
export function drumLines(text: string): DrumLine[] {
  return text.split(/\r?\n/).flatMap((raw, index): DrumLine[] => {
    const split = /^([^,;\t]*)[,;\t](.*)$/.exec(raw);
    const number = split ? split[1] : raw;
    const specName = split ? split[2].trim() : '';
    if (number.trim() === '' && specName === '') return [];
    return [{ line: index + 1, number: number.trim(), specName: specName === '' ? null : specName }];
  });
}

/** The distinct specification names the lines give, as typed (compared without case). */
export function namedSpecs(lines: readonly DrumLine[]): string[] {
  const seen = new Map<string, string>();
  for (const line of lines) if (line.specName) seen.set(line.specName.toLowerCase(), line.specName);
  return [...seen.values()];
}

export type DeliveryValues = {
  returnerCompanyId: string;
  deliveryNote: string;
  /** YYYY-MM-DD as the date input gives it. */
  deliveredOn: string;
  address: string;
  latitude: string;
  longitude: string;
  /** Global id of the specification for lines without their own ('' for none). */
  drumSpecId: string;
  drums: string;
};

export const emptyDelivery = (today: string): DeliveryValues => ({
  returnerCompanyId: '',
  deliveryNote: '',
  deliveredOn: today,
  address: '',
  latitude: '',
  longitude: '',
  drumSpecId: '',
  drums: '',
});

type LineProblem = { line: number; kind: 'unknownSpec' | 'noSpec'; name?: string };

/**
 * The mutation's input, with each line's specification: its own (by name, through `specIdOf`,
 * which answers the global id or null) or the form's. Lines whose specification is unknown or
 * missing are named instead; the server checks everything else.
 */
export function deliveryInput(
  values: DeliveryValues,
  specIdOf: (name: string) => string | null,
): { ok: true; input: Record<string, unknown>; lines: DrumLine[] } | { ok: false; problems: LineProblem[] } {
  const lines = drumLines(values.drums);
  const problems: LineProblem[] = [];
  const drums = lines.map((line) => {
    const own = line.specName === null ? null : specIdOf(line.specName);
    if (line.specName !== null && own === null)
      problems.push({ line: line.line, kind: 'unknownSpec', name: line.specName });
    else if (line.specName === null && values.drumSpecId === '') problems.push({ line: line.line, kind: 'noSpec' });
    return { number: line.number, drumSpecId: own ?? values.drumSpecId };
  });
  if (problems.length) return { ok: false, problems };
  const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
  return {
    ok: true,
    lines,
    input: {
      returnerCompanyId: values.returnerCompanyId,
      deliveryNote: values.deliveryNote.trim() === '' ? null : values.deliveryNote.trim(),
      // The delivery's day at noon UTC: the same calendar day in every European time zone, and
      // never in the future when delivered today.
      deliveredAt: values.deliveredOn ? deliveredAtOf(values.deliveredOn) : '',
      address: values.address,
      latitude: coordinate(values.latitude),
      longitude: coordinate(values.longitude),
      drums,
    },
  };
}

/** The moment sent for a day chosen in the date input: noon UTC, or now when that is still ahead. */
export function deliveredAtOf(day: string, now: Date = new Date()): string {
  const noon = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return day;
  return (noon > now ? now : noon).toISOString();
}

/**
 * The server's issues on the form's fields: `drums.N.*` on the drums field, worded with the
 * line it came from (`line` words "Line {line}: {message}").
 */
export function deliveryErrors(
  issues: readonly { field: string; message: string }[],
  lines: readonly DrumLine[],
  line: (number: number, message: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const drums: string[] = [];
  for (const issue of issues) {
    const drum = /^drums\.(\d+)\./.exec(issue.field);
    if (drum) drums.push(line(lines[Number(drum[1])]?.line ?? Number(drum[1]) + 1, issue.message));
    else if (issue.field === 'deliveredAt') errors.deliveredOn ??= issue.message;
    else errors[issue.field] ??= issue.message;
  }
  if (drums.length) errors.drums = drums.join(' ');
  return errors;
}
