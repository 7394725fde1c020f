import { spawn } from 'node:child_process';
import type { Logger } from '../log.js';

/** Opens a URL with the desktop's own opener; says so, instead of failing, where there is none. */
export function openInBrowser(url: string, log: Logger): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open']
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""']
        : ['xdg-open'];
  const child = spawn(command, [...args, url], { detached: true, stdio: 'ignore' });
  child.on('error', () => log.warn(`could not open a browser (${command} is not available); visit ${url}`));
  child.unref();
}
