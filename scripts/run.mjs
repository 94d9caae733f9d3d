// `node scripts/run.mjs <script.ts | command> [arguments]` — how every npm script starts
// (`"build": "node scripts/run.mjs scripts/build.ts"`, `"test": "node scripts/run.mjs vitest run"`).
//
// It checks the running Node before any `.ts` file is loaded (an older Node fails on the file
// itself, with ERR_UNKNOWN_FILE_EXTENSION, before the file could check anything):
// - a supported Node (scripts/node-version.mjs) runs the script or the installed command
//   (node_modules/.bin/<command>) in this same process;
// - an older one prints one sentence and runs the same command again with Node 24 from
//   ~/.node24, installing it there from the npm registry the first time (`npm install --prefix
//   ~/.node24 node@24`, about 30 MB), so a fresh clone works on the machine's own Node;
// - with NODE_AUTO_INSTALL=0 it prints the sentence saying what to install and exits 1.
//   NODE_AUTO_INSTALL_DIR=<folder> puts that Node elsewhere than ~/.node24.
// On a supported Node it first turns on Node's module compile cache for the script and the processes it
// starts (scripts/compile-cache.mjs; NODE_DISABLE_COMPILE_CACHE=1 turns it off).
//
// Plain JavaScript with no syntax newer than Node 14, so an old Node can run it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enableCompileCache } from './compile-cache.mjs';
import { NEEDS, NODE_RECOMMENDED_MAJOR, nodeSupported, unsupportedSentence, youHave } from './node-version.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const target = argv[0];
const args = argv.slice(1);

function fail(message, code) {
  console.error(message);
  process.exit(code);
}

if (!target) fail('Usage: node scripts/run.mjs <script.ts | installed command> [arguments]', 2);

/** The file to run: a path as given (relative to the working folder), else an installed command. */
function targetFile(name) {
  if (/[\\/]/.test(name) || /\.[cm]?[jt]s$/.test(name)) return resolve(name);
  const bin = join(ROOT, 'node_modules', '.bin', name);
  if (!existsSync(bin)) fail(`There is no "${name}" in node_modules/.bin: install the dependencies first (npm ci).`, 1);
  return realpathSync(bin);
}

/** `node --version` of a binary without the 'v', or null when it does not run. */
function versionOf(bin) {
  if (!existsSync(bin)) return null;
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().replace(/^v/, '') : null;
}

const tilde = (path) => (path.indexOf(homedir()) === 0 ? `~${path.slice(homedir().length)}` : path);

/** Runs the target in this process, as if Node had been started on it. */
function runHere() {
  const file = targetFile(target);
  enableCompileCache(ROOT, process.env);
  process.argv = [process.execPath, file].concat(args);
  import(pathToFileURL(file).href).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

/** Installs Node `major` into `dir` with npm (the npm that runs this script, else npm on the PATH). */
function installNode(dir) {
  const npmCli = process.env.npm_execpath;
  const command = npmCli && /\.[cm]?js$/.test(npmCli) ? process.execPath : 'npm';
  const npmArgs = (command === 'npm' ? [] : [npmCli]).concat([
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    '--prefix',
    dir,
    `node@${NODE_RECOMMENDED_MAJOR}`,
  ]);
  // The settings `npm run` passes down name this project as the install folder; --prefix must win.
  const env = Object.assign({}, process.env);
  for (const key of Object.keys(env)) if (/^npm_config_(local_prefix|prefix|global_prefix)$/i.test(key)) delete env[key];
  const r = spawnSync(command, npmArgs, { stdio: ['ignore', 2, 2], env });
  return r.status === 0;
}

/** Runs the same command again with a supported Node, installing it first when needed. */
function runWithProvidedNode() {
  const have = process.versions.node;
  if (/^(0|off|false|no)$/i.test(process.env.NODE_AUTO_INSTALL || '')) fail(unsupportedSentence(have), 1);
  const dir = resolve(process.env.NODE_AUTO_INSTALL_DIR || join(homedir(), `.node${NODE_RECOMMENDED_MAJOR}`));
  const bin = join(dir, 'node_modules', 'node', 'bin', 'node');
  const why = `${NEEDS} and ${youHave(have)}`;
  let version = versionOf(bin);
  if (version && nodeSupported(version)) {
    console.error(`${why}: running the command with Node.js ${version} from ${tilde(dir)}.`);
  } else {
    console.error(
      `${why}: installing Node.js ${NODE_RECOMMENDED_MAJOR} from the npm registry into ${tilde(dir)} (once; NODE_AUTO_INSTALL=0 turns this off) and running the command with it.`,
    );
    version = installNode(dir) ? versionOf(bin) : null;
    if (!version || !nodeSupported(version))
      fail(
        `Installing Node.js ${NODE_RECOMMENDED_MAJOR} into ${tilde(dir)} failed (see npm's message above). ${unsupportedSentence(have)}`,
        1,
      );
  }
  const env = Object.assign({}, process.env, { PATH: dirname(bin) + delimiter + (process.env.PATH || '') });
  const child = spawn(bin, [fileURLToPath(import.meta.url)].concat(argv), { stdio: 'inherit', env });
  // Ctrl+C reaches the whole process group, the child included; a signal sent to this process alone
  // (kill <pid>) is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code === null ? 1 : code);
  });
}

if (nodeSupported(process.versions.node)) runHere();
else runWithProvidedNode();
