import { navigation } from '@insp/messages';
import { ScreenCard } from '@insp/ui/components';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { useFederationProbe } from '../../probe.ts';

/** Routes this remote owns whose screens are built in later issues: a titled placeholder. */
export function PendingScreen() {
  useFederationProbe();
  const { pathname } = useLocation();
  return (
    <ScreenCard title={navigation.modules.admin} testId="module-screen-admin">
      <Typography color="text.secondary">{pathname}</Typography>
    </ScreenCard>
  );
}
