export { AuditLogView, kindLabels } from './AuditLogView';
export type { AuditFilter, AuditLogViewProps } from './AuditLogView';
