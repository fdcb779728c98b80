import { expect, it } from 'vitest';
import { projectArgsOf, unitProjectArgs } from './unitProjects.mjs';

it('reads the projects of a vitest command line, either spelling, and nothing else', () => {
  expect(projectArgsOf('vitest run --project unit --project=dom --passWithNoTests')).toEqual([
    '--project',
    'unit',
    '--project',
    'dom',
  ]);
  expect(projectArgsOf('vitest run')).toEqual([]);
});

it("names test:unit's four projects", () => {
  expect(unitProjectArgs()).toEqual(
    ['unit', 'dom', 'dom-without-window', 'server'].flatMap((name) => ['--project', name]),
  );
});
