/**
 * Runs the Meilisearch stand-in as a process, for trying `npm run search:sync` and a Meilisearch
 * tenant without a server: `node tests/search-contract/stand-in/cli.ts [--port 7700] [--master-key KEY]`.
 * In memory: everything is gone when it stops.
 */
import { parseArgs } from 'node:util';
import { startMeiliStandIn } from './server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '7700' }, 'master-key': { type: 'string', default: 'stand-in-master-key' } },
});
const standIn = await startMeiliStandIn(values['master-key'], Number(values.port));
console.log(`Meilisearch stand-in on ${standIn.url} (master key: ${standIn.masterKey}); Ctrl-C stops it.`);
