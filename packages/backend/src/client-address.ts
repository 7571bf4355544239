/**
 * Who a request comes from. The connection's address, unless that address is a proxy the
 * operator named in TRUSTED_PROXIES: then X-Forwarded-For is believed, read from the right, and
 * the first address that is not itself a trusted proxy is the client. A proxy not named is never
 * believed, so a client cannot pick its own address by sending the header.
 */
import { BlockList, isIP } from 'node:net';

export interface ClientAddressReader {
  /** The real client behind `socketAddress`, given the request's X-Forwarded-For. */
  clientOf(socketAddress: string, forwardedFor: string | null): string;
  /** Whether an address is one of the trusted proxies. */
  readonly trusts: (address: string) => boolean;
}

/** `::ffff:127.0.0.1` → `127.0.0.1`, as one client may arrive either way. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Parses TRUSTED_PROXIES entries: addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8`,
 * `::1`, `fd00::/8`). Throws with the entry's name when one is neither.
 */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
    ) {
      throw new Error(
        `TRUSTED_PROXIES must list IP addresses or CIDR ranges (such as 127.0.0.1 or 10.0.0.0/8), not "${entry}".`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

export function createClientAddressReader(entries: readonly string[]): ClientAddressReader {
  const list = trustedProxyList(entries);
  const trusts = (address: string) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
  return {
    trusts,
    clientOf(socketAddress, forwardedFor) {
      const socket = plainAddress(socketAddress);
      if (!forwardedFor || !trusts(socket)) return socket;
      const hops = forwardedFor
        .split(',')
        .map((hop) => plainAddress(hop.trim()))
        .filter((hop) => isIP(hop) !== 0);
      // From the nearest hop outwards: the first one no trusted proxy vouches for is the client.
      for (let i = hops.length - 1; i >= 0; i -= 1) {
        const hop = hops[i] ?? socket;
        if (!trusts(hop)) return hop;
      }
      return hops[0] ?? socket;
    },
  };
}
