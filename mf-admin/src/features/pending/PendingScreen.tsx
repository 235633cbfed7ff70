import { PendingScreen as ModulePending } from '@insp/ui/components';

import { useFederationProbe } from '../../probe.ts';

/** Routes this remote owns whose screens are built in later issues: a titled placeholder. */
export function PendingScreen() {
  useFederationProbe();
  return <ModulePending module="admin" />;
}
