import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const src = (file: string) => readFileSync(join(import.meta.dirname, '../../src/federation', file), 'utf8');
const keys = (text: string): string[] => [...text.matchAll(/^ {2}'?([^':\s]+)'?: \(\) =>/gm)].map((m) => m[1] ?? '');

/** The requests the shell provides to the share scope, read from its providers modules. */
export const providedMuiKeys = (): string[] => keys(src('provided-mui.ts'));
export const providedKeys = (): string[] => [...keys(src('provided.ts')), ...providedMuiKeys()];
