// A process of the test runner (run.mjs): runs the test files it is sent one after another, each with a temporary
// folder of its own, and sends back what each printed. One process runs many files so that the engine's modules, and
// what its first build loads, are loaded once rather than once per file.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Suites queue rather than run as they are declared; `exec` then runs those of the file just imported.
globalThis.UVU_DEFER = 1;
const { exec } = await import('uvu');

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const workerTmp = os.tmpdir();
const { tsxCache, tsxCacheName } = JSON.parse(process.env.SITEGEN_TEST_RUNNER);

// A runner that ended without ending this process (killed, its terminal closed) leaves no one to report to.
process.on('disconnect', () => process.exit(1));

process.on('message', async ({ file }) => {
  const tmp = mkdtempSync(path.join(workerTmp, `${path.basename(file, '.test.ts')}-`));
  // Child processes a test starts with tsx find its warm transforms there.
  symlinkSync(tsxCache, path.join(tmp, tsxCacheName));
  process.env.TMPDIR = tmp;
  const output = capturePrinting();
  let loaded = true;
  process.exitCode = 0;
  globalThis.UVU_QUEUE.length = 0;
  globalThis.UVU_INDEX = 0;
  globalThis.UVU_QUEUE.push([file]);
  try {
    await import(pathToFileURL(path.join(repoRoot, file)).href);
    await exec();
  } catch (error) {
    // A file whose top-level code threw may have left anything running: it is reported, and this process ends.
    loaded = false;
    process.stderr.write(`${error?.stack ?? error}\n`);
  }
  const printed = output.stop();
  process.env.TMPDIR = workerTmp;
  try {
    rmSync(tmp, { recursive: true, force: true });
  } catch (error) {
    // A file system a test mounted and could not unmount (it needs root) stays behind; the run goes on.
    printed.push(`could not remove ${tmp}: ${error.message}\n`);
  }
  process.send({ file, output: printed.join(''), code: loaded ? process.exitCode : 1, ending: !loaded }, () => {
    if (!loaded) process.exit(1);
  });
});

/** Keeps what this process prints until `stop`, which returns it: the runner prints each file's output as a whole. */
function capturePrinting() {
  const printed = [];
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((stream) => stream.write);
  for (const stream of streams)
    stream.write = (chunk, encoding, done) => {
      printed.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      (typeof encoding === 'function' ? encoding : done)?.();
      return true;
    };
  return {
    stop() {
      streams.forEach((stream, i) => (stream.write = writes[i]));
      return printed;
    },
  };
}
