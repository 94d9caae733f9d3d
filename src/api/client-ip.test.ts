import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip.ts';

describe('clientIpFrom: trusted proxy hops count from the right of X-Forwarded-For', () => {
  it.each([
    // [case, X-Forwarded-For, socket, hops, client]
    ['no proxy: the header is ignored, even when forged', '6.6.6.6', '203.0.113.9', 0, '203.0.113.9'],
    ['one proxy (load balancer): its appended entry is the client', '198.51.100.7', '10.0.0.2', 1, '198.51.100.7'],
    ['one proxy, a forged entry on the left is not trusted', '6.6.6.6, 198.51.100.7', '10.0.0.2', 1, '198.51.100.7'],
    ['one proxy, many forged entries', '1.1.1.1,2.2.2.2,3.3.3.3, 198.51.100.7', '10.0.0.2', 1, '198.51.100.7'],
    ['two proxies (CDN then load balancer)', '6.6.6.6, 198.51.100.7, 172.16.0.5', '10.0.0.2', 2, '198.51.100.7'],
    ['two proxies configured but the request skipped one: the left-most we have', '198.51.100.7', '10.0.0.2', 2, '198.51.100.7'],
    ['proxies configured but no header: the socket', undefined, '10.0.0.2', 1, '10.0.0.2'],
    ['IPv6 entries', '2001:db8::1, 2001:db8::2', '::1', 1, '2001:db8::2'],
  ])('%s', (_case, header, socket, hops, client) => {
    expect(clientIpFrom(header, socket, hops)).toBe(client);
  });

  it('never lets the client choose its bucket: any forged prefix gives the same address', () => {
    const real = clientIpFrom('198.51.100.7', '10.0.0.2', 1);
    for (const forged of ['1.2.3.4', 'x', '1.1.1.1, 2.2.2.2', ' , ,'])
      expect(clientIpFrom(`${forged}, 198.51.100.7`, '10.0.0.2', 1)).toBe(real);
  });
});
