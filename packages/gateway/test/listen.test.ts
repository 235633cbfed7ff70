import { describe, expect, it } from 'vitest';

import { listenAddress } from '../src/index.ts';

describe('where the local gateway listens', () => {
  it('listens on loopback only unless HOST says otherwise', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(listenAddress({ PORT: '18080' })).toEqual({ host: '127.0.0.1', port: 18080 });
    expect(listenAddress({ HOST: '0.0.0.0', PORT: '9000' })).toEqual({ host: '0.0.0.0', port: 9000 });
  });
});
