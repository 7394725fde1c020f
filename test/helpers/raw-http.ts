import net from 'node:net';

export interface RawResponse {
  /** The status of the answer, or null when the server closed the connection without one. */
  status: number | null;
  head: string;
  body: Buffer;
}

/**
 * Sends bytes exactly as given over a fresh connection, as a hostile client would, and reads until the server closes
 * it (requests should ask for `Connection: close`). `onFirstData` runs once the answer starts arriving, with reading paused.
 */
export function rawRequest(origin: string, bytes: string, onFirstData?: () => Promise<void>): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(
      () =>
        socket.destroy(new Error(`no end of the answer to ${JSON.stringify(bytes.slice(0, 60))} within ten seconds`)),
      10_000,
    );
    let first = true;
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (!first || !onFirstData) return;
      first = false;
      socket.pause();
      onFirstData().then(() => socket.resume(), reject);
    });
    // A reset after the answer is an answer too: the server may close on a malformed request while it is still sent.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = (end < 0 ? all : all.subarray(0, end)).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({
        status: status ? Number(status) : null,
        head,
        body: end < 0 ? Buffer.alloc(0) : all.subarray(end + 4),
      });
    });
    socket.write(bytes);
  });
}

/** A GET request line and headers for `rawRequest`, closing the connection after the answer. */
export function rawGet(target: string, host: string, headers = ''): string {
  return `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers}Connection: close\r\n\r\n`;
}
