export { CtaBandBlock } from './CtaBandBlock';
