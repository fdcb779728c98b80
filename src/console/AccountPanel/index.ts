export { AccountPanel, PASSWORDS_DIFFER } from './AccountPanel';
export type { AccountPanelProps } from './AccountPanel';
