import { remoteLifecycles } from '@insp/mf-kit/spa';
import { RemoteFailure } from '@insp/ui/components';
import descriptor from './module.ts';
import { App } from './App.tsx';

export const { bootstrap, mount, unmount } = remoteLifecycles(App, () => <RemoteFailure title={descriptor.title} />);
