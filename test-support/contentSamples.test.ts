import { describe, expect, it } from 'vitest';
import { contentDefinitionList } from '@/sdk/content';
import { derivedContract } from '@/contracts/consumer/derivedContract';
import { SAMPLE_IMAGE, sampleRecord } from './contentSamples';

// Samples and derived contracts stand in for hand-written test data of a new declaration, so they
// must be what the API could answer and what the sdk would send, for every declaration today.

// The settings hold e-mails, link lines and a promo text with placeholders: no plain sample fits.
// Their record exists from the first start and their contract is written by hand; a sample or a
// derived contract of them names the field that stops it.
const derivable = contentDefinitionList.filter((d) => d.key !== 'settings');
const settings = contentDefinitionList.find((d) => d.key === 'settings');

describe('a sample record of every declaration', () => {
  it('names the field no sample fits', () => {
    expect(() => settings && sampleRecord(settings)).toThrow(/settings\.promoText takes no sample/);
  });

  it.each(derivable.map((d) => [d.key, d] as const))(
    '%s: is a record the API could answer',
    (_key, definition) => {
      const record: Record<string, unknown> = {
        _id: `${definition.key}-1`,
        ...sampleRecord(definition),
      };
      expect(definition.item.safeParse(record).error?.issues ?? []).toEqual([]);
      for (const image of definition.imageNames) expect(record[image]).toBe(SAMPLE_IMAGE);
    },
  );
});

describe('a contract derived from a declaration', () => {
  it('is not derived where no sample fits', () => {
    expect(() => settings && derivedContract(settings)).toThrow(/settings\.\w+ takes no sample/);
  });

  it.each(derivable.map((d) => [d.key, d] as const))(
    '%s: sends what the sdk accepts, with unique descriptions',
    (_key, definition) => {
      const contract = derivedContract(definition);
      // The example leaves the image paths to the provider state (and the matchers).
      const images = Object.fromEntries(definition.imageNames.map((n) => [n, SAMPLE_IMAGE]));
      const record = { _id: contract.id, ...contract.example, ...images };
      expect(definition.item.safeParse(record).error?.issues ?? []).toEqual([]);
      const descriptions = contract.interactions.map((i) => i.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      for (const interaction of contract.interactions) {
        if (interaction.kind !== 'create' && interaction.kind !== 'update') continue;
        const schema = interaction.kind === 'create' ? definition.create : definition.update;
        expect(
          schema?.safeParse(interaction.fields).error?.issues ?? [],
          interaction.description,
        ).toEqual([]);
      }
    },
  );
});
