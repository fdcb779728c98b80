/** The widths a page is previewed at (issue 37): a phone, a tablet, a laptop. */
export const previewWidths = {
  phone: { label: 'Phone', width: 390, height: 844 },
  tablet: { label: 'Tablet', width: 768, height: 1024 },
  desktop: { label: 'Desktop', width: 1366, height: 768 },
} as const;
export type PreviewWidth = keyof typeof previewWidths;
export const previewWidthNames = Object.keys(previewWidths) as PreviewWidth[];
