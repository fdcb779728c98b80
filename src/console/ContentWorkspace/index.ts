export { ContentWorkspace } from './ContentWorkspace';
export type { ContentWorkspaceProps } from './ContentWorkspace';
