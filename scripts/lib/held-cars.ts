/**
 * Where a build learns which cars are held by a reservation deposit (`npm run build -- --held-cars
 * api|<file>`, issue #13 item 4): from each tenant's edge API (`GET {apiBase}/api/reservations/held-cars`,
 * named by `X-Site`, the API's server-to-server form) or from a JSON file (`HeldCarsFile`: slug → car
 * ids, e.g. saved from the API for a replayable build). A tenant whose API cannot be read builds from the
 * snapshot's own reserved flags, with a warning: the nightly rebuild never fails for it.
 */
import { readFileSync } from 'node:fs';
import { HeldCarsFile } from '../../src/stock/holds.ts';

/** `--held-cars`: read each tenant's API, or a file. */
export type HeldCarsSource = { kind: 'api' } | { kind: 'file'; path: string };

/** How long a build waits for a tenant's API, ms. */
export const HELD_CARS_TIMEOUT_MS = 10_000;

/**
 * Parses the `--held-cars` value: `api`, or a file path (read and validated at once).
 * @throws Error naming the file and the field when the file is missing or invalid.
 */
export function heldCarsSource(value: string): { source: HeldCarsSource; file: HeldCarsFile | null } {
  if (value === 'api') return { source: { kind: 'api' }, file: null };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(value, 'utf8'));
  } catch (err) {
    throw new Error(`--held-cars ${value}: ${(err as Error).message}`);
  }
  const parsed = HeldCarsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`--held-cars ${value}: ${issue.path.join('.') || '(root)'}: ${issue.message} (expected { "<slug>": [car ids] })`);
  }
  return { source: { kind: 'file', path: value }, file: parsed.data };
}

/**
 * The ids of a tenant's held cars from its edge API.
 * @throws Error with the URL and the reason (network, timeout, status, shape).
 */
export async function fetchHeldCars(
  apiBase: string,
  slug: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<number[]> {
  const url = `${apiBase.replace(/\/+$/, '')}/api/reservations/held-cars`;
  let res: Response;
  try {
    res = await (opts.fetch ?? fetch)(url, {
      headers: { 'x-site': slug, accept: 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? HELD_CARS_TIMEOUT_MS),
    });
  } catch (err) {
    throw new Error(`${url}: ${(err as Error).message}`);
  }
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = (await res.json().catch(() => null)) as { cars?: Array<{ car_id?: unknown }> } | null;
  if (!body || !Array.isArray(body.cars)) throw new Error(`${url}: not a held-cars answer`);
  return body.cars.map((c) => c.car_id).filter((id): id is number => Number.isInteger(id));
}
