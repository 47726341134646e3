// The few lines a person starting Drum Returns for the first time needs: where to
// open it and how to sign in as its administrator, in a box after the start, not lost among
// JSON log lines. Only on a terminal; a service's logs keep the JSON lines (main.ts).

export type FirstStart = { url: string; adminEmail: string; password?: string };

export function firstStartBox({ url, adminEmail, password }: FirstStart): string {
  const lines = [
    'Drum Returns is ready.',
    '',
    `Open:      ${url}/admin`,
    `Admin:     ${adminEmail}`,
    ...(password ? [`Password:  ${password}`, '', 'The password is shown this once: change it after signing in.'] : []),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const row = (line: string) => `│ ${line.padEnd(width)} │`;
  return [`┌${'─'.repeat(width + 2)}┐`, ...lines.map(row), `└${'─'.repeat(width + 2)}┘`].join('\n');
}
