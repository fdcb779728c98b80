import { use } from 'react';
import type { ComponentType } from 'react';

/** A component whose code loads on first render, and which the server can load beforehand. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts (or joins) loading the code; resolves once it is there. */
  preload: () => Promise<unknown>;
};

const parts: LazyPart<never>[] = [];

/**
 * Like `React.lazy`, but loadable ahead of a render: the server awaits `preloadLazyParts()` so
 * that `renderToString` renders these parts in full (React.lazy would leave a fallback there),
 * while in the browser the code still loads only when the part first renders (see LoadWhenNear).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load().then((component) => (loaded = component)));
  const Part = (props: P) => {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  };
  const part = Object.assign(Part, { preload });
  parts.push(part as LazyPart<never>);
  return part;
}

/**
 * Loads the code of every lazy part (the server, before rendering), those defined by the code it
 * loads included: a page built from blocks is a lazy part whose blocks are lazy parts too.
 */
export async function preloadLazyParts(): Promise<void> {
  let loaded = 0;
  while (loaded < parts.length) {
    loaded = parts.length;
    await Promise.all(parts.map((p) => p.preload()));
  }
}
