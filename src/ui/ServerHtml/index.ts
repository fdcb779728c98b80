export { ServerHtml } from './ServerHtml';
export type { ServerHtmlProps } from './ServerHtml';
