import path from 'node:path';

/** The committed pacts, which the provider verification and the unit tests read. */
export const PACT_DIR = path.resolve(import.meta.dirname, '../pacts');
/**
 * Where the consumer tests write while they run. The run's teardown moves the finished files
 * into PACT_DIR (publishPacts.ts), so a suite running beside it (the unit tests read the pacts:
 * pactIds, openApi) never reads a half-written one.
 */
export const PACT_WRITE_DIR = path.resolve(import.meta.dirname, '../.pacts-writing');
