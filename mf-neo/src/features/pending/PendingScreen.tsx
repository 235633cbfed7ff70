import { PendingScreen as ModulePending } from '@insp/ui/components';

/** Routes this remote owns whose screens are built in later issues: a titled placeholder. */
export function PendingScreen() {
  return <ModulePending module="neo" />;
}
