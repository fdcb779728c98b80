import { useRef, useState } from 'react';
import { within } from 'storybook/test';
import type { fn } from 'storybook/test';
import { PageBuilder } from './PageBuilder';
import type { PageBuilderProps } from './PageBuilder';
import { CLIPBOARD_KEY } from './usePageBuilderClipboard';

// What the page builder's story files share (a campaign page's and the home page's states).

/** The builder as a form holds it: the text it sends back is the value it is drawn with next. */
export function HeldBuilder(props: PageBuilderProps) {
  const [value, setValue] = useState(props.value);
  const next = useRef(0);
  return (
    <PageBuilder
      {...props}
      value={value}
      newId={() => `new-${++next.current}`}
      onChange={(text) => {
        setValue(text);
        props.onChange(text);
      }}
    />
  );
}

/** The block list's JSON as the builder last sent it (its `onChange` is a story's `fn()`). */
export const sent = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return JSON.parse(String(calls.at(-1)?.[0])) as { id: string; [k: string]: unknown }[];
};

/** A story's `beforeEach`: the tab's clipboard empty before the story and after it. */
export const emptyClipboard = () => {
  sessionStorage.removeItem(CLIPBOARD_KEY);
  return () => sessionStorage.removeItem(CLIPBOARD_KEY);
};

/** A row's box, by the start of its block's name ("Statistics"). */
export const box = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('checkbox', { name: new RegExp(`^Select ${name}`) });
