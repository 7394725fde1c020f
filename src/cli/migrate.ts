import type { Logger } from '../log.js';

/** `init --from`: a site made from a Docusaurus one, with the report of what was carried over and what was not. */
export async function migrate(to: string, from: string, limitMs: number | undefined, log: Logger): Promise<void> {
  const [{ migrateDocusaurusSite }, { migrationSummary }] = await Promise.all([
    import('../migrate/site.js'),
    import('../migrate/report.js'),
  ]);
  const report = await migrateDocusaurusSite({ from, to, limitMs });
  // The report goes to stdout, where it can be piped or saved; it is in MIGRATION.md too.
  process.stdout.write(migrationSummary(report));
  log.info(`\nBuild it with: sitegen build --root ${to}`);
}
