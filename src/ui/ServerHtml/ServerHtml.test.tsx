import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadLazyParts } from '../LoadWhenNear';
import { ServerHtml } from './ServerHtml';

let loads = 0;
const Part = lazyPart(async () => {
  loads += 1;
  return ({ label }: { label: string }) => <p>{label}</p>;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('ServerHtml', () => {
  it('renders in full on the server, keeps that HTML while hydrating and never loads the code', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await preloadLazyParts();
    vi.stubGlobal('document', undefined); // the server has none
    const html = renderToString(
      <ServerHtml id="part">
        <Part label="Drawn by the server" />
      </ServerHtml>,
    );
    vi.unstubAllGlobals();
    expect(html).toContain('<p>Drawn by the server</p>');

    loads = 0;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const paragraph = container.querySelector('p');
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    // A second lazy part the browser has not loaded: hydration must never ask for it.
    const Unloaded = lazyPart(async () => {
      loads += 1;
      return () => <p>Drawn by the server</p>;
    });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ServerHtml id="part">
          <Unloaded />
        </ServerHtml>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    await settle();
    expect(loads).toBe(0);
    expect(errors).toEqual([]);
    expect(logged).not.toHaveBeenCalled(); // no hydration mismatch, even in development
    expect(container.querySelector('p')).toBe(paragraph);
    await act(async () => root.unmount());
  });

  it('lets a click inside reach the document, as the lead links listen there', async () => {
    await preloadLazyParts();
    const page = (
      <ServerHtml id="part">
        <Part label="Drawn by the server" />
        <a href="#lead">Book a Demo</a>
      </ServerHtml>
    );
    vi.stubGlobal('document', undefined);
    const html = renderToString(page);
    vi.unstubAllGlobals();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const root = await act(async () => hydrateRoot(container, page));
    await settle();
    const heard: string[] = [];
    const listen = (event: Event) => {
      heard.push((event.target as Element).textContent ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', listen);
    container.querySelector('a')?.click();
    document.removeEventListener('click', listen);
    expect(heard).toEqual(['Book a Demo']);
    await act(async () => root.unmount());
  });

  it('renders its children in a render that starts in the browser', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <ServerHtml id="part">
          <p>Drawn in the browser</p>
        </ServerHtml>,
      ),
    );
    expect(container.textContent).toBe('Drawn in the browser');
    await act(async () => root.unmount());
  });
});
