import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

import { webhooks as texts } from '@insp/messages/webhooks';
import { HttpError } from '@insp/service-kit';

/**
 * Where a webhook may not go (SSRF): loopback, link-local, private, carrier-grade NAT, unique-local
 * v6, unspecified, multicast and reserved ranges, and IPv4 written inside IPv6.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  refused.addSubnet(net, prefix, 'ipv6');

/** True for an address no webhook may reach (unless the operator allows private addresses). */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return refused.check(mapped[1], 'ipv4');
  return refused.check(address, 'ipv6');
}

export interface UrlGuard {
  /** Refuses (400, Spanish) a URL that is not http(s) or whose host resolves to a refused address. */
  check(url: string): Promise<void>;
  /** A `lookup` for http.request that refuses such addresses at connection time (DNS may change). */
  lookup: typeof dnsLookup;
}

export const ADDRESS_REFUSED = 'EWEBHOOKADDRESS';

export function urlGuard(allowPrivate: boolean): UrlGuard {
  return {
    async check(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new HttpError(400, texts.urlInvalid);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new HttpError(400, texts.urlScheme);
      if (allowPrivate) return;
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      let addresses: LookupAddress[];
      try {
        addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
      } catch {
        throw new HttpError(400, texts.urlUnresolved);
      }
      if (addresses.length === 0) throw new HttpError(400, texts.urlUnresolved);
      if (addresses.some((entry) => isRefusedAddress(entry.address))) throw new HttpError(400, texts.urlPrivate);
    },
    lookup: ((
      hostname: string,
      options: object,
      callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, entries) => {
        if (error) return callback(error, []);
        const list = entries as LookupAddress[];
        const allowed = allowPrivate ? list : list.filter((entry) => !isRefusedAddress(entry.address));
        if (allowed.length === 0) {
          const refusal: NodeJS.ErrnoException = new Error(`webhook address refused: ${hostname}`);
          refusal.code = ADDRESS_REFUSED;
          return callback(refusal, []);
        }
        if ((options as { all?: boolean }).all) return callback(null, allowed);
        const first = allowed[0]!;
        return callback(null, first.address, first.family);
      });
    }) as typeof dnsLookup,
  };
}
