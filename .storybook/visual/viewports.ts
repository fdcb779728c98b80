// The widths every page is designed for (preview.tsx's viewport options) and which of them each
// story is captured at.

export type ViewportName = 'narrow' | 'tablet' | 'desktop';
export type Size = { width: number; height: number };

/** The sizes of preview.tsx's options, read from the story so the two never disagree. */
type ViewportOptions = Record<string, { styles?: { width?: string; height?: string } }>;

const px = (value: string | undefined) =>
  value?.endsWith('px') ? Number.parseInt(value, 10) : undefined;

export function sizeOf(name: ViewportName, options: ViewportOptions | undefined): Size {
  const styles = options?.[name]?.styles;
  const width = px(styles?.width);
  const height = px(styles?.height);
  if (!width || !height) throw new Error(`preview.tsx defines no ${name} viewport in pixels`);
  return { width, height };
}

/** Story-level `visual` parameters (docs/testing.md, "Visual baselines"). */
export interface VisualParameters {
  /** The widths to capture besides the story's own; page stories take all three. */
  viewports?: ViewportName[];
  /** `false`: only the first screen, e.g. a dialog over a long page the page's own story shows. */
  fullPage?: boolean;
  /**
   * `'kept'`: the story is about focus (a focus trap, a menu opened from the keyboard), so the
   * focus its play function left stays for the capture. Otherwise focus is taken off before it.
   */
  focus?: 'kept';
}

/**
 * The story's own width (`globals: { viewport: { value: 'narrow' } }`), else desktop: the test
 * page is set to it before the story renders, and it is the story's first capture.
 */
export function declaredViewport(storyGlobals: Record<string, unknown> | undefined): ViewportName {
  const value = (storyGlobals?.viewport as { value?: string } | undefined)?.value;
  return value === 'narrow' || value === 'tablet' ? value : 'desktop';
}

/** The declared width first, then any others the story asks for, each once. */
export function captureViewports(
  declared: ViewportName,
  visual: VisualParameters | undefined,
): ViewportName[] {
  return [...new Set([declared, ...(visual?.viewports ?? [])])];
}
