export { defaultNumberingOptions, largestStored, type NumberedInsert, type Numbering, numbering, type NumberingOptions } from './numbering.ts';
