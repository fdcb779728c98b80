export { ConsoleIndex } from './ConsoleIndex';
export type { ConsoleIndexProps } from './ConsoleIndex';
