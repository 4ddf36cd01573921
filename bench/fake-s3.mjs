#!/usr/bin/env node
// A fake S3 store for the bench (s3rver, the same one the media tests use), in its own process so that a fault can
// take it away (SIGKILL: connections refused) and bring it back on the same port and folder.
//   node bench/fake-s3.mjs --port 4404 --dir bench/out/fake-s3 [--bucket bench-media]
// Prints "listening <port>" once it answers.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const port = Number(arg('port', 4404));
const directory = arg('dir', 'bench/out/fake-s3');
const bucket = arg('bucket', 'bench-media');
mkdirSync(directory, { recursive: true });
const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, resetOnClose: false, configureBuckets: [{ name: bucket, configs: [] }] });
await server.run();
console.log(`listening ${port}`);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close().finally(() => process.exit(0)));
