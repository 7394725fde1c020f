// Runs a Node script in this process and, on exit, writes "<peak RSS KiB> <user CPU s> <system CPU s>" to a file,
// the same figures as `/usr/bin/time -f '%M %U %S'`.
// Used by bench/run.mjs when /usr/bin/time is not available:
//   node bench/rss-launcher.mjs <report-file> <script> [args...]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [report, script, ...args] = process.argv.slice(2);
if (!report || !script) {
  console.error('usage: node bench/rss-launcher.mjs <report-file> <script> [args...]');
  process.exit(2);
}
const file = path.resolve(script);
// The script sees the command line it would have had if run directly.
process.argv = [process.argv[0], file, ...args];
process.on('exit', () => {
  const usage = process.resourceUsage();
  writeFileSync(report, `${usage.maxRSS} ${(usage.userCPUTime / 1e6).toFixed(2)} ${(usage.systemCPUTime / 1e6).toFixed(2)}\n`);
});
await import(pathToFileURL(file).href);
