export { ConversionPanel } from './ConversionPanel';
export type { ConversionPanelProps } from './ConversionPanel';
