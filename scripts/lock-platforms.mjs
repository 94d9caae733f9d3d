// `npm run lock:fix`: keeps package-lock.json usable by `npm ci` when the npm registry this project
// installs from lacks some platform-specific optional binaries (seen: @astrojs/compiler-binding-*
// for macOS, Windows, Android, arm64 Linux and wasm). npm install then leaves them out of the lock,
// and npm ci refuses the lock as "out of sync". This adds, for each missing optional dependency, an
// entry restricted to its platform (os/cpu/libc from the package name), which npm ci skips on other
// platforms without fetching anything. Run it after any npm install that changes the lock.
// Plain JavaScript so it runs on any Node.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;

/** os/cpu/libc restrictions guessed from a platform package name such as `x-darwin-arm64` or `x-linux-x64-musl`. */
function platformOf(name) {
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix'].find((o) =>
    new RegExp(`-${o}-`).test(name),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  const libc = /-musl$/.test(name) ? 'musl' : /-gnu$/.test(name) ? 'glibc' : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, info] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(info.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform package: a real problem, leave it for npm to report
    pkgs[hoisted] = {
      version,
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
if (added) {
  lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`lock:fix: ${added} platform-only optional package(s) added to package-lock.json`);
