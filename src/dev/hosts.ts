import { isIP } from 'node:net';

/**
 * Whether a request's `Host` header names the dev server: localhost, 127.0.0.1, [::1] or the `--host` it was given,
 * with its port. A page elsewhere that points its own name at 127.0.0.1 (DNS rebinding) sends its own name and is
 * refused, so it cannot read drafts. Listening on every network (0.0.0.0 or ::) also allows any IP address, which
 * is how other devices reach it; an address is no name a page could rebind.
 */
export function createHostCheck(listenHost: string, port: number): (hostHeader: string | undefined) => boolean {
  const allowed = new Set([
    'localhost',
    '127.0.0.1',
    '[::1]',
    hostnameOf(isIP(listenHost) === 6 ? `[${listenHost}]` : listenHost)?.hostname,
  ]);
  const anyAddress = listenHost === '0.0.0.0' || listenHost === '::';
  return (hostHeader) => {
    const host = hostHeader ? hostnameOf(hostHeader) : null;
    if (!host || (host.port === '' ? port !== 80 : Number(host.port) !== port)) return false;
    return allowed.has(host.hostname) || (anyAddress && isIP(host.hostname.replace(/^\[|\]$/g, '')) !== 0);
  };
}

/**
 * The host name (lower-cased, IPv6 in brackets) and port of a `Host` header as written, or null when it is not one.
 * Not through `new URL`, which reads `0x7f000001`, `2130706433` and `127.1` as 127.0.0.1 and drops tabs: only
 * the names themselves are the server's.
 */
function hostnameOf(host: string): { hostname: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host);
  return match ? { hostname: match[1].toLowerCase(), port: match[2] ?? '' } : null;
}
