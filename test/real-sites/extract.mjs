// Writes a bare repository's HEAD into a folder, and says how many blobs the mirror lacks (its largest files may be
// absent, which makes `git archive` stop). Each absent file is written as a stand-in, so that links to it hold as
// in a real checkout: a 1×1 image for an image, else an empty file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export async function extractRepository(gitDir, into) {
  const listing = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', '--full-tree', 'HEAD'], {
    maxBuffer: 1 << 30,
    encoding: 'buffer',
  });
  if (listing.status !== 0) throw new Error(`git ls-tree failed in ${gitDir}: ${listing.stderr}`);
  const entries = listing.stdout
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, file };
    })
    .filter((entry) => entry.type === 'blob');
  const reader = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let missing = 0;
  let buffered = Buffer.alloc(0);
  let at = 0;
  const done = new Promise((resolve, reject) => {
    reader.on('error', reject);
    reader.stdout.on('end', resolve);
  });
  reader.stdout.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      const eol = buffered.indexOf(10);
      if (eol === -1) return;
      const header = buffered.subarray(0, eol).toString();
      const entry = entries[at];
      if (header.endsWith(' missing')) {
        missing++;
        at++;
        writeStandIn(path.join(into, entry.file));
        buffered = buffered.subarray(eol + 1);
        continue;
      }
      const size = Number(header.split(' ')[2]);
      if (buffered.length < eol + 1 + size + 1) return;
      const content = buffered.subarray(eol + 1, eol + 1 + size);
      buffered = buffered.subarray(eol + 2 + size);
      at++;
      const target = path.join(into, entry.file);
      mkdirSync(path.dirname(target), { recursive: true });
      if (entry.mode === '120000') symlinkSync(content.toString(), target);
      else writeFileSync(target, content);
    }
  });
  for (const entry of entries) reader.stdin.write(`${entry.sha}\n`);
  reader.stdin.end();
  await done;
  return { files: entries.length - missing, missing };
}

// The smallest valid images, for stand-ins: a transparent 1×1 PNG and GIF.
const standIns = {
  '.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  '.gif': 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
};

function writeStandIn(target) {
  mkdirSync(path.dirname(target), { recursive: true });
  const image = standIns[path.extname(target).toLowerCase()];
  writeFileSync(target, image ? Buffer.from(image, 'base64') : '');
}
