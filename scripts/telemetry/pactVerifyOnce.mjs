// Verifies a one-interaction pact against a tiny local server, with Pact's debug log on, so a test
// can read from the log whether Pact's core library tried to send its usage metrics
// (scripts/noTelemetry.test.ts). Everything stays on loopback.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Verifier } from '@pact-foundation/pact';

const dir = mkdtempSync(path.join(tmpdir(), 'lms-telemetry-'));
const pactFile = path.join(dir, 'probe.json');
writeFileSync(
  pactFile,
  JSON.stringify({
    consumer: { name: 'probe-consumer' },
    provider: { name: 'probe-provider' },
    interactions: [
      {
        type: 'Synchronous/HTTP',
        description: 'a probe',
        request: { method: 'GET', path: '/probe' },
        response: { status: 200 },
      },
    ],
    metadata: { pactSpecification: { version: '4.0' } },
  }),
);

const server = http.createServer((_request, response) => response.end());
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
try {
  await new Verifier({
    provider: 'probe-provider',
    providerBaseUrl: `http://127.0.0.1:${port}`,
    pactUrls: [pactFile],
    logLevel: 'debug',
  }).verifyProvider();
  console.log('probe verified');
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
