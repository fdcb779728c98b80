import { describe, expect, it } from 'vitest';
import { clients } from '@/sdk/content';
import { clientFixtures } from '@/src/fixtures/adminContent';
import { toggleFields } from './contentCalls';

// Issue 46: the console's status toggle sends the whole item back (spec), and the sdk refuses a
// blank alt text sent for a logo. An item a spec-era client saved without alt text must still
// switch on and off.

const client = clientFixtures[0]!;

describe('the status toggle', () => {
  it('sends the whole item back, its alt text with it', () => {
    const sent = toggleFields(clients, client, false);
    expect(sent).toMatchObject({ clientSectionId: client._id, isActive: false });
    expect(sent).toMatchObject({ clientImgAlt: client.clientImgAlt, clientImgDecorative: false });
    expect(() => clients.update.parse(sent)).not.toThrow();
  });

  it('leaves out the alt fields of a logo stored without alt text, so the sdk takes it', () => {
    const undescribed = { ...client, clientImgAlt: '' };
    const sent = toggleFields(clients, undescribed, true);
    expect(sent).not.toHaveProperty('clientImgAlt');
    expect(sent).not.toHaveProperty('clientImgDecorative');
    expect(() => clients.update.parse(sent)).not.toThrow();
  });
});
