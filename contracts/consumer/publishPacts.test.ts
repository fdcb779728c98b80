import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stagePacts } from './publishPacts';

// The consumer run used to empty the committed pacts first and write them interaction by
// interaction, so a unit test reading them beside it (pactIds, openApi) found half a contract.
describe('publishing the consumer run’s pacts', () => {
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  it('leaves the committed pacts whole while the run writes, then replaces them at its end', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pacts-'));
    const [writing, pacts] = [path.join(root, 'writing'), path.join(root, 'pacts')];
    put(path.join(pacts, 'api.json'), 'old contract');
    put(path.join(pacts, 'removed.json'), 'an interaction no test writes now');
    put(path.join(pacts, 'messages', 'webhooks.json'), 'another run’s messages');

    const publish = stagePacts(writing, pacts, () => true);
    put(path.join(writing, 'api.json'), 'half of the new');
    expect(readFileSync(path.join(pacts, 'api.json'), 'utf8')).toBe('old contract');
    expect(existsSync(path.join(pacts, 'removed.json'))).toBe(true);

    put(path.join(writing, 'api.json'), 'the new contract');
    publish();
    expect(readFileSync(path.join(pacts, 'api.json'), 'utf8')).toBe('the new contract');
    expect(existsSync(path.join(pacts, 'removed.json'))).toBe(false);
    expect(readFileSync(path.join(pacts, 'messages', 'webhooks.json'), 'utf8')).toBe(
      'another run’s messages',
    );
    expect(existsSync(writing)).toBe(false);
  });

  // A failed interaction is missing from the file its run wrote: publishing it would drop the
  // interaction from the committed contract.
  it('leaves the committed pacts as they were when a consumer test failed', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pacts-'));
    const [writing, pacts] = [path.join(root, 'writing'), path.join(root, 'pacts')];
    put(path.join(pacts, 'api.json'), 'the whole contract');
    put(path.join(pacts, 'other.json'), 'a pact this run did not write');

    const publish = stagePacts(writing, pacts, () => false);
    put(path.join(writing, 'api.json'), 'the contract without the failed interaction');
    publish();
    expect(readFileSync(path.join(pacts, 'api.json'), 'utf8')).toBe('the whole contract');
    expect(readFileSync(path.join(pacts, 'other.json'), 'utf8')).toBe(
      'a pact this run did not write',
    );
    expect(existsSync(writing)).toBe(false);
  });
});
