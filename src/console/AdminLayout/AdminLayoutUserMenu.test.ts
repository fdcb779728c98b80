import { describe, expect, it } from 'vitest';
import { initials } from './AdminLayoutUserMenu';

describe('the avatar initials', () => {
  it('come from the name, never from a role in brackets', () => {
    expect(initials('admin')).toBe('A');
    expect(initials('Asha Kapoor')).toBe('AK');
    expect(initials('priya.verma')).toBe('PV');
    expect(initials('sales_team-2')).toBe('ST');
    expect(initials('(admin)')).toBe('A');
    expect(initials('émile zola')).toBe('ÉZ');
  });
});
