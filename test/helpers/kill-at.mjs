// Loaded into a real build with `node --import`, kills its process with SIGKILL at the moment SITEGEN_KILL_AT names,
// so that a test kills a build at a known step rather than after a time: `stage:render` once the build has printed
// that the stage is done, `rename:previous` once a rename has made a file or folder of that name.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';

const [kind, name] = (process.env.SITEGEN_KILL_AT ?? '').split(':');
const killed = () => process.kill(process.pid, 'SIGKILL');

if (kind === 'stage') {
  // Written to a pipe, stderr is synchronous: the line is out before the kill.
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = (chunk, ...rest) => {
    const written = write(chunk, ...rest);
    if (String(chunk).includes(`✓ ${name} `)) killed();
    return written;
  };
} else if (kind === 'rename') {
  const rename = fs.renameSync;
  fs.renameSync = (from, to) => {
    rename(from, to);
    if (path.basename(String(to)) === name) killed();
  };
  // The engine's `import { renameSync } from 'node:fs'` sees the replacement too.
  syncBuiltinESMExports();
} else {
  throw new Error(`SITEGEN_KILL_AT=${process.env.SITEGEN_KILL_AT}: expected stage:<label> or rename:<name>`);
}
