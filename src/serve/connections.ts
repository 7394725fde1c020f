import http from 'node:http';

/** How long a connection may take to send its request, and may stay open doing nothing. */
export interface ConnectionTimeouts {
  /** Until the request's headers are in. */
  headersMs: number;
  /** Until the whole request is in. */
  requestMs: number;
  /** A connection with no traffic either way: a response held open on purpose (live reload) is exempt. */
  idleMs: number;
  /** Between requests on a kept-alive connection. */
  keepAliveMs: number;
}

export const defaultConnectionTimeouts: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
};

/**
 * An HTTP server that closes connections that send half a request or nothing at all, rather than holding them open
 * for as long as the client likes: Node checks the header and request timeouts only every 30 s unless told.
 */
export function createLimitedServer(handler: http.RequestListener, timeouts = defaultConnectionTimeouts): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    handler,
  );
  server.setTimeout(timeouts.idleMs);
  return server;
}
