import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { forgetActivity, LoadWhenNear } from './LoadWhenNear';
import { lazyPart, preloadLazyParts } from './lazyPart';

let loads = 0;
const Part = lazyPart(async () => {
  loads += 1;
  return ({ label }: { label: string }) => <p>{label}</p>;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('lazyPart', () => {
  it('loads once, and after preloadLazyParts renders in full with renderToString', async () => {
    expect(loads).toBe(0);
    await preloadLazyParts();
    await preloadLazyParts();
    expect(loads).toBe(1);
    expect(renderToString(<Part label="Rendered on the server" />)).toBe(
      '<p>Rendered on the server</p>',
    );
  });
});

describe('preloadLazyParts', () => {
  it('also loads the lazy parts that the code it loads defines', async () => {
    const Outer = lazyPart(async () => {
      const Inner = lazyPart(async () => () => <b>inner</b>);
      return () => (
        <p>
          <Inner />
        </p>
      );
    });
    await preloadLazyParts();
    expect(renderToString(<Outer />)).toBe('<p><b>inner</b></p>');
  });
});

describe('LoadWhenNear', () => {
  it('holds the part back until the visitor is active, then renders it', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // jsdom has no IntersectionObserver: once the visitor is active, the part counts as near.
    await act(async () =>
      root.render(
        <LoadWhenNear>
          <Part label="The part" />
        </LoadWhenNear>,
      ),
    );
    await settle();
    expect(container.textContent).toBe('');
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    expect(container.textContent).toBe('The part');
    await act(async () => root.unmount());
  });

  it('waits for activity again after forgetActivity (each story a fresh visit)', async () => {
    const show = async (label: string) => {
      const container = document.body.appendChild(document.createElement('div'));
      const root = createRoot(container);
      await act(async () =>
        root.render(
          <LoadWhenNear>
            <Part label={label} />
          </LoadWhenNear>,
        ),
      );
      await settle();
      const text = container.textContent;
      await act(async () => root.unmount());
      return text;
    };
    window.dispatchEvent(new Event('keydown'));
    // The page has seen activity: a part mounted now renders without any more.
    expect(await show('Seen')).toBe('Seen');
    forgetActivity();
    expect(await show('Fresh visit')).toBe('');
  });
});
