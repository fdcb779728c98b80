import { describe, expect, it } from 'vitest';
import { depsReport, formatTable } from './depsReport';

const installed = (name: string) => ({ fastify: '5.2.0', zod: '4.6.7' })[name];

describe('npm run deps report', () => {
  it('lists every production dependency, outdated or not, and says what to do', () => {
    const rows = depsReport(
      { zod: '^4.6.7', fastify: '^5.2.0', sharp: '^0.35.5', pg: '^8.0.0' },
      {
        fastify: { current: '5.2.0', wanted: '5.3.1', latest: '5.3.1' },
        sharp: { current: '0.35.5', wanted: '0.35.5', latest: '1.0.0' },
        pg: { wanted: '8.1.0', latest: '8.1.0' },
        // npm outdated also reports dev dependencies; they are not ours to list.
        eslint: { current: '9.0.0', wanted: '9.0.0', latest: '10.0.0' },
      },
      installed,
    );
    expect(rows.map((r) => [r.name, r.current, r.action])).toEqual([
      ['fastify', '5.2.0', 'lockfile update (in range)'],
      ['pg', 'missing', 'not installed: run npm ci'],
      ['sharp', '0.35.5', 'new major: read its changelog'],
      ['zod', '4.6.7', 'up to date'],
    ]);
  });

  it('prints an aligned table with a header', () => {
    const table = formatTable(depsReport({ zod: '^4.6.7' }, {}, installed));
    expect(table.split('\n')).toEqual([
      'package  range   installed  wanted  latest  action',
      'zod      ^4.6.7  4.6.7      4.6.7   4.6.7   up to date',
    ]);
  });
});
