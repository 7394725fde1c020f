import { Worker } from 'node:worker_threads';

// Work over every file of a built site: tens of thousands of system calls, made in a thread of their own while
// this one goes on with the build. Each task is a script run in a fresh worker; its one message is its result.

/** An entry of a listed folder: its path relative to the folder, forward slashes, and what it is. */
export interface TreeEntry {
  file: string;
  isFile: boolean;
  isDirectory: boolean;
}

// The listing is one string: for each entry, a letter for its kind (d, f, or o for anything else) and its path,
// between entries a NUL, the one character no file name holds.
const listing = `
const { readdirSync } = require('node:fs');
const { parentPort, workerData: dir } = require('node:worker_threads');
const lines = [];
const walk = (folder) => {
  for (const entry of readdirSync(folder ? dir + '/' + folder : dir, { withFileTypes: true })) {
    const file = folder ? folder + '/' + entry.name : entry.name;
    const kind = entry.isDirectory() ? 'd' : entry.isFile() ? 'f' : 'o';
    lines.push(kind + file);
    if (kind === 'd') walk(file);
  }
};
walk('');
parentPort.postMessage(lines.join('\\0'));
`;

/** Everything under `dir`, without following links. */
export async function listTree(dir: string): Promise<TreeEntry[]> {
  const text = await runInThread<string>(listing, dir);
  if (text === '') return [];
  return text
    .split('\0')
    .map((line) => ({ file: line.slice(1), isFile: line[0] === 'f', isDirectory: line[0] === 'd' }));
}

// Each file's size, inode, modification and change times, four numbers in one array; -1 as the size of a file that
// is not there (or cannot be looked at).
const stating = `
const { statSync } = require('node:fs');
const path = require('node:path');
const { parentPort, workerData: { dir, files } } = require('node:worker_threads');
const numbers = new Float64Array(files.length * 4).fill(-1);
files.forEach((file, i) => {
  const stat = statSync(path.join(dir, file), { throwIfNoEntry: false });
  if (stat) numbers.set([stat.size, stat.ino, stat.mtimeMs, stat.ctimeMs], i * 4);
});
parentPort.postMessage(numbers, [numbers.buffer]);
`;

/** What a file is like on disk, enough to notice that it changed. */
export interface FileStat {
  size: number;
  ino: number;
  mtimeMs: number;
  ctimeMs: number;
}

/** What each of `files` (relative to `dir`) is like on disk, or null for one that is not there. */
export async function statFiles(dir: string, files: string[]): Promise<Array<FileStat | null>> {
  const numbers = await runInThread<Float64Array>(stating, { dir, files });
  return files.map((_, i) =>
    numbers[i * 4] < 0
      ? null
      : { size: numbers[i * 4], ino: numbers[i * 4 + 1], mtimeMs: numbers[i * 4 + 2], ctimeMs: numbers[i * 4 + 3] },
  );
}

function runInThread<T>(script: string, workerData: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { eval: true, workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`a file system thread stopped with code ${code}`)));
  });
}
