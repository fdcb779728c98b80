import { useRef, useState } from 'react';
import { PageBuilder } from './PageBuilder';
import type { PageBuilderProps } from './PageBuilder';

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
