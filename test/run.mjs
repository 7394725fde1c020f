// Runs every test/*.test.ts with uvu and ends with one line: "N passed, M failed".
import { spawn } from 'node:child_process';

const pattern = process.argv[2] ?? '\\.test\\.ts$';
const child = spawn(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'test', pattern, '-c', 'false', '-i', 'fixtures'], {
  env: { ...process.env, NODE_ENV: 'production' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let output = '';
child.stdout.on('data', (data) => {
  output += data;
  process.stdout.write(data);
});
child.on('close', (code) => {
  const count = (label) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(output)?.[1] ?? 0);
  const total = count('Total');
  const passed = count('Passed');
  const failed = total - passed - count('Skipped') || (code === 0 ? 0 : Math.max(1, total - passed));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = code === 0 && failed === 0 && total > 0 ? 0 : 1;
});
