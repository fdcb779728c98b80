export { TwoFactorPanel } from './TwoFactorPanel';
export type { TwoFactorPanelProps } from './TwoFactorPanel';
