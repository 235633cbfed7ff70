import { remoteLifecycles } from '@insp/mf-kit/spa';
import { RemoteFailure } from '@insp/ui/components';

import { App } from './App.tsx';
import descriptor from './module.ts';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, () => <RemoteFailure title={descriptor.title} />);
