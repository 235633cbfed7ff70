import { pdfExtra } from '@insp/module-service';
import { loadConfig } from '@insp/service-kit';
import { testConfig } from '@insp/service-kit/testing';
import { describe, expect, it } from 'vitest';

import { configExtension } from '../src/module.ts';

const env = { MONGODB_URI: 'mongodb://127.0.0.1:27017/', INTERNAL_TOKEN: 'a-very-long-internal-token' };

describe('revisiones environment', () => {
  it('gives the PDF renderer its Chromium and page count, with defaults', () => {
    expect(pdfExtra(loadConfig('revisiones', env, configExtension))).toEqual({ CHROMIUM_PATH: '/usr/bin/chromium', PDF_PAGES: 2 });
    expect(pdfExtra(loadConfig('revisiones', { ...env, CHROMIUM_PATH: '/opt/chromium', PDF_PAGES: '3' }, configExtension))).toEqual({
      CHROMIUM_PATH: '/opt/chromium',
      PDF_PAGES: 3,
    });
  });

  it('refuses a page count that is not a positive integer, together with the common variables', () => {
    expect(() => loadConfig('revisiones', { INTERNAL_TOKEN: env.INTERNAL_TOKEN, PDF_PAGES: '0' }, configExtension)).toThrow(/MONGODB_URI: .*PDF_PAGES: /s);
  });

  it('leaves the renderer its own defaults when the config has no environment (tests)', () => {
    expect(pdfExtra(testConfig('revisiones'))).toBeUndefined();
  });
});
