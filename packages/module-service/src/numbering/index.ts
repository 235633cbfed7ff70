export { defaultNumberingOptions, insertInListado, largestStored, type NumberedInsert, type Numbering, numbering, type NumberingOptions } from './numbering.ts';
