import type { ServerResponse } from 'node:http';
import type { CodeExcerpt } from './excerpt.js';

/** What the dev server tells open pages after each rebuild. */
export interface DevMessage {
  /** Changes when the server restarts, so pages know to reload. */
  boot: string;
  revision: number;
  /** Files whose contents changed in this revision. */
  changed: string[];
  /** The changed pages that open ones reload rather than swap in place: their navbar, footer or head changed. */
  reload: string[];
  /** The first mistake of a failed build: where, what, what to do, and the lines around it. */
  error: { location: string; message: string; hint: string | null; excerpt: CodeExcerpt | null } | null;
}

/** Server-Sent Events to every open page: the latest message on connect, then each new one. */
export function createEventChannel() {
  const clients = new Set<ServerResponse>();
  let latest: DevMessage | null = null;
  const send = (client: ServerResponse, message: DevMessage) =>
    client.write(`event: revision\ndata: ${JSON.stringify(message)}\n\n`);
  return {
    connect(response: ServerResponse) {
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // Open for as long as the page is: exempt from the server's idle timeout.
      response.setTimeout(0);
      response.write('retry: 500\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
      if (latest) send(response, latest);
    },
    broadcast(message: DevMessage) {
      latest = message;
      for (const client of clients) send(client, message);
    },
    close() {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
