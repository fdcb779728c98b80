import { buildApp } from './app';
import { ensureFirstAdmin } from './auth/firstAdmin';
import { loadConfig } from './config';
import type { ServerConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { startupBanner } from './startupBanner';

/** Entry point: build, listen, and close cleanly on SIGINT/SIGTERM. */
/** A setting the operator got wrong: its message says what to write instead, no stack needed. */
class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

function configuration(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    throw new ConfigurationError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const config = configuration();
  const { app, context } = await buildApp({ config, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // /readyz answers 503 at once and the listener stops; requests in flight (and those already
    // on a kept-alive connection) are still answered. After the grace period, connections that
    // still hold a request (a client that never finishes sending) are cut, so nothing holds
    // shutdown forever. Then the database closes (it flushes) and DATA_DIR is released.
    const cut = setTimeout(() => {
      app.log.warn('grace period over; closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    cut.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  // Only a server that listens creates the first admin: if the start fails (port taken), the
  // one-time password is not spent on a run whose log nobody reads past the error.
  const firstAdmin = await ensureFirstAdmin(context.db, config);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(startupBanner(config, port, firstAdmin));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Refusing to start: ${error.message}`);
    process.exit(2);
  }
  // A bad TRUST_PROXY or a weak ADMIN_PASSWORD: the message alone says what to change.
  if (error instanceof ConfigurationError) {
    console.error(`The server could not start: ${error.message}`);
    process.exit(1);
  }
  console.error('The server could not start:', error);
  process.exit(1);
});
