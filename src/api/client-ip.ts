/**
 * The client's IP address for rate limits and booking caps, behind a configured number of trusted
 * proxies (a CDN, a load balancer). Each proxy APPENDS the address it received the request from to
 * `X-Forwarded-For`, so only the right-most entries were written by proxies we trust; anything to
 * their left came from the client and may be forged. With `trustedHops` = N the client is the address
 * N places left of the socket: the N-th entry from the right of the header (the socket address itself
 * being the last proxy). With 0 the header is ignored and the socket address is the client.
 */

/**
 * The client address. `forwardedFor` is the raw header (comma-separated, may be absent or repeated
 * and joined), `socketAddress` the TCP peer. When the header holds fewer entries than `trustedHops`
 * the request did not come through every proxy, and the left-most address we have is used.
 */
export function clientIpFrom(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const socket = socketAddress || 'unknown';
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}
