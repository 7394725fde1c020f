import { isIP } from 'node:net';

/**
 * Whether a request's `Host` header names the dev server: localhost, 127.0.0.1, [::1] or the `--host` it was given,
 * with its port. A page elsewhere that points its own name at 127.0.0.1 (DNS rebinding) sends its own name and is
 * refused, so it cannot read drafts. Listening on every network (0.0.0.0 or ::) also allows any IP address, which
 * is how other devices reach it; an address is no name a page could rebind.
 */
export function createHostCheck(listenHost: string, port: number): (hostHeader: string | undefined) => boolean {
  const allowed = new Set(['localhost', '127.0.0.1', '[::1]', hostnameOf(isIP(listenHost) === 6 ? `[${listenHost}]` : listenHost)?.hostname]);
  const anyAddress = listenHost === '0.0.0.0' || listenHost === '::';
  return (hostHeader) => {
    const host = hostHeader ? hostnameOf(hostHeader) : null;
    if (!host || (host.port === '' ? port !== 80 : Number(host.port) !== port)) return false;
    return allowed.has(host.hostname) || (anyAddress && isIP(host.hostname.replace(/^\[|\]$/g, '')) !== 0);
  };
}

/** The host name (lower-cased, IPv6 in brackets) and port of a `Host` header, or null when it is not one. */
function hostnameOf(host: string): { hostname: string; port: string } | null {
  try {
    const url = new URL(`http://${host}`);
    return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? null : { hostname: url.hostname, port: url.port };
  } catch {
    return null;
  }
}
