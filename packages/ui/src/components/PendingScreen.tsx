import { navigation } from '@insp/messages';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';

import { ScreenCard } from './ScreenCard.tsx';

/**
 * A path a remote owns with no screen of its own (yet): a card titled with the module's name that
 * says the path, testid `module-screen-<module>`.
 */
export function PendingScreen({ module }: { module: keyof typeof navigation.modules }) {
  const { pathname } = useLocation();
  return (
    <ScreenCard title={navigation.modules[module]} testId={`module-screen-${module}`}>
      <Typography color="text.secondary">{pathname}</Typography>
    </ScreenCard>
  );
}
