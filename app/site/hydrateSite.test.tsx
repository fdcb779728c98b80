import { StrictMode, act, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Committed } from './hydrateSite';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ids: string[] = [];
/** A part of the page with an id from useId, as the FAQ's questions have. */
function Question() {
  const id = useId();
  ids.push(id);
  return <button id={id}>Is there an app?</button>;
}

it('hydrates the page with the ids the server wrote, and says when it has committed', async () => {
  const html = renderToString(<Question />); // as app/entry-server.tsx renders the page
  const serverId = /id="([^"]+)"/.exec(html)?.[1];
  ids.length = 0;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const committed = vi.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <Committed onCommitted={committed}>
          <Question />
        </Committed>
      </StrictMode>,
    );
  });
  expect(new Set(ids)).toEqual(new Set([serverId]));
  expect(committed).toHaveBeenCalled();
});
