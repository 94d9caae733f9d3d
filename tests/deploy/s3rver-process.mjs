/**
 * s3rver in a process of its own, for `deploy.test.ts`: `node --openssl-legacy-provider s3rver-process.mjs <dir>
 * <buckets JSON>`, started with an IPC channel; sends `{ port }` once listening and stops when the channel closes.
 *
 * Why a process: s3rver 3 makes ListObjectsV2's continuation tokens with DES, which Node's OpenSSL 3 refuses unless
 * its legacy provider is loaded (a process flag): in the test's own process, any listing of more than 1,000 objects
 * (one page) failed with ERR_OSSL_EVP_UNSUPPORTED, so the deploy's paging through a real site's objects went untested.
 */
import S3rver from 's3rver';

const [directory, buckets] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: JSON.parse(buckets) });
const address = await server.run();
process.send({ port: address.port });
process.on('disconnect', () => {
  server.close().then(() => process.exit(0));
});
