import { navigation } from '@insp/messages';
import { remoteLifecycles } from '@insp/mf-kit/spa';
import { RemoteFailure } from '@insp/ui/components';

import { App } from './App.tsx';

// The failure's title is the module's name (its descriptor's title, src/module.ts), read from the texts:
// importing module.ts here put the descriptor's code and route helpers into every first screen.
export const { bootstrap, mount, unmount } = remoteLifecycles(App, () => <RemoteFailure title={navigation.modules.neo} />, { queryCache: true });
