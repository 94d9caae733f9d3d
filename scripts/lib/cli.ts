/**
 * Command-line arguments of the commands in `scripts/` (`npm start`, `npm run build | deploy | quality | preview | api |
 * dev | check | check:html | bench:* | report:merge | leads:requeue | search:sync`; `stock:import` has its own parser,
 * `parseImportArgs`), read the same way by each: Node's `parseArgs`, a bad argument ends with its message and the
 * script's usage (exit 2), `--help` / `-h` prints the usage (exit 0) — every script offers it, so an operator can
 * always ask a command what it takes before running it.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The parsed option values of `config`. */
type Values<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>['values'];

/** The option every script takes: `--help` / `-h` prints its usage. */
const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * Parses `process.argv` by `config`, positional arguments included when
 * `config.allowPositionals`, `--help` / `-h` always; on an unknown option or a missing value prints the error and
 * `usage` to stderr and exits 2; on `--help` prints `usage` to stdout and exits 0.
 */
export function parseCli<T extends ParseArgsConfig>(config: T, usage: string): { values: Values<T>; positionals: string[] } {
  let parsed: { values: Values<T> & { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ ...config, options: { ...HELP, ...config.options } }) as typeof parsed;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help === true) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** {@link parseCli}'s option values, for a script that takes no positional arguments. */
export function parseCliArgs<T extends ParseArgsConfig>(config: T, usage: string): Values<T> {
  return parseCli(config, usage).values;
}

/**
 * A TCP port from the command line (`value`, else `fallback`): a whole number from `min` (0 = any free
 * port, where the script allows it) to 65535. Otherwise prints `{flag} must be a port number, got "…"` and
 * `usage`, and exits 2.
 */
export function portArg(flag: string, value: string | undefined, fallback: number | string, usage: string, min = 1): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min || n > 65_535) {
    console.error(`${flag} must be a port number, got "${value ?? fallback}"\n${usage}`);
    process.exit(2);
  }
  return n;
}
