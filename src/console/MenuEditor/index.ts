export { MenuEditor } from './MenuEditor';
export type { MenuEditorProps } from './MenuEditor';
export { menuPages } from './menuModel';
export type { MenuPage } from './menuModel';
