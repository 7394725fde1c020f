/** Something a migration could not carry over, and what to do about it. */
export interface MigrationNote {
  /** What it is: `plugin @docusaurus/plugin-ideal-image`, `src/pages/index.js`. */
  item: string;
  /** Why it was left out, or how it was changed. */
  reason: string;
  /** What to do next. */
  todo: string;
}

/** Keeps a note of something a migration could not carry over. */
export type TakeNote = (item: string, reason: string, todo: string) => void;

export interface MigrationReport {
  from: string;
  to: string;
  /** What was carried over, one line each. */
  carried: string[];
  notes: MigrationNote[];
}

/** MIGRATION.md: what came over, then a table of what did not and what to do about each. */
export function migrationMarkdown(report: MigrationReport): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    '# Migration from Docusaurus',
    '',
    `This site was made by \`sitegen init --from ${report.from}\`.`,
    '',
    '## Carried over',
    '',
    ...report.carried.map((line) => `- ${line}`),
    '',
    '## Not carried over',
    '',
  ];
  if (report.notes.length === 0) lines.push('Nothing: everything the Docusaurus site had came over.');
  else
    lines.push(
      '| What | Why | What to do |',
      '| --- | --- | --- |',
      ...report.notes.map((note) => `| ${cell(note.item)} | ${cell(note.reason)} | ${cell(note.todo)} |`),
    );
  return lines.join('\n') + '\n';
}

/** The same report for the terminal. */
export function migrationSummary(report: MigrationReport): string {
  const lines = [
    `Made a sitegen site in ${report.to} from ${report.from}.`,
    '',
    'Carried over:',
    ...report.carried.map((line) => `  - ${line}`),
  ];
  if (report.notes.length > 0) {
    lines.push('', `Not carried over (${report.notes.length}; also in MIGRATION.md):`);
    for (const note of report.notes) lines.push(`  - ${note.item}: ${note.reason}`, `    to do: ${note.todo}`);
  }
  return lines.join('\n') + '\n';
}
