import { navigation } from '@insp/messages';
import { ScreenCard } from '@insp/ui/components';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

/** Routes this remote owns whose screens are built in later issues: a titled placeholder. */
export function PendingScreen() {
  const { pathname } = useLocation();
  return (
    <ScreenCard title={navigation.modules.checklist_revisiones} testId="module-screen-checklist_revisiones">
      <Typography color="text.secondary">{pathname}</Typography>
    </ScreenCard>
  );
}
