export { UndoToast } from './UndoToast';
export type { UndoToastProps } from './UndoToast';
