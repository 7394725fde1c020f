import { Worker } from 'node:worker_threads';

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

/**
 * Everything under `dir`, without following links. A built site has tens of thousands of entries: they are listed
 * in a thread of their own, while this one goes on with the build.
 */
export function listTree(dir: string): Promise<TreeEntry[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(listing, { eval: true, workerData: dir });
    worker.once('message', (text: string) => resolve(parseListing(text)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`listing ${dir} stopped with code ${code}`)));
  });
}

function parseListing(text: string): TreeEntry[] {
  if (text === '') return [];
  return text.split('\0').map((line) => ({ file: line.slice(1), isFile: line[0] === 'f', isDirectory: line[0] === 'd' }));
}
