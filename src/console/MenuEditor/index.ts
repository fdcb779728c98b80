export { MenuEditor } from './MenuEditor';
export type { MenuEditorProps } from './MenuEditor';
export type { MenuPage } from './menuModel';
