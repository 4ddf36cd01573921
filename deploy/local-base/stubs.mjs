// The S3 and SMTP stand-ins of deploy/smoke.sh (deploy/local-base/stubs.Containerfile).
//   node stubs.mjs s3     S3_PORT (5541), S3_BUCKET (bioark-media), files under /data/s3; anonymous GET of objects,
//                         uploads only with the key pair S3RVER/S3RVER (s3rver's) — the app signs with it.
//   node stubs.mjs smtp   SMTP_PORT (5542) accepts any message (no STARTTLS, AUTH optional); SMTP_HTTP_PORT (5543)
//                         GET /messages lists what arrived as JSON (from, to, subject, raw).
import http from 'node:http';

const mode = process.argv[2];
if (mode === 's3') {
  const { default: S3rver } = await import('s3rver');
  const port = Number(process.env.S3_PORT || 5541);
  const bucket = process.env.S3_BUCKET || 'bioark-media';
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({ port, address: '0.0.0.0', directory: '/data/s3', silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
  await server.run();
  console.log(`s3rver on :${port}, bucket ${bucket}`);
} else if (mode === 'smtp') {
  const { SMTPServer } = await import('smtp-server');
  const messages = [];
  const smtpPort = Number(process.env.SMTP_PORT || 5542);
  const httpPort = Number(process.env.SMTP_HTTP_PORT || 5543);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) { cb(null, { user: auth.username }); },
    onData(stream, session, cb) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '';
        messages.push({ from: session.envelope.mailFrom?.address ?? '', to: session.envelope.rcptTo.map((r) => r.address), subject, raw, at: new Date().toISOString() });
        if (messages.length > 200) messages.shift();
        console.log(`mail from ${session.envelope.mailFrom?.address} to ${session.envelope.rcptTo.map((r) => r.address).join(',')}: ${subject}`);
        cb();
      });
    },
  });
  smtp.listen(smtpPort, '0.0.0.0', () => console.log(`SMTP sink on :${smtpPort}`));
  http.createServer((req, res) => {
    if (req.url === '/messages') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(messages));
    } else {
      res.statusCode = 404;
      res.end();
    }
  }).listen(httpPort, '0.0.0.0', () => console.log(`SMTP sink messages at http://0.0.0.0:${httpPort}/messages`));
} else {
  console.error('usage: node stubs.mjs s3|smtp');
  process.exit(2);
}
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));
