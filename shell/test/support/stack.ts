import { buildGateway, defaultOptions, type GatewayOptions } from '@insp/gateway';

import { startStubServices, type StubLive } from './stub-services.ts';

export interface Stack {
  url: string;
  /** The revisiones stub's live events (rename a project, see the stream requests). */
  live: StubLive;
  close: () => Promise<void>;
}

/** The built shell + remotes behind the real gateway, with stub services (tests and screenshots). */
export async function startStack(tweak?: (options: GatewayOptions) => GatewayOptions): Promise<Stack> {
  const stubs = await startStubServices();
  const base = { ...defaultOptions({}), services: stubs.urls };
  const gateway = await buildGateway(tweak ? tweak(base) : base);
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    live: stubs.live,
    close: async () => {
      await gateway.close();
      await stubs.close();
    },
  };
}
