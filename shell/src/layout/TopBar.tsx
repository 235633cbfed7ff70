import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '../session/store.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ThemePicker } from './ThemePicker.tsx';

export function TopBar({ title }: { title: string }) {
  const session = useAtomValue(sessionAtom);
  return (
    <AppBar position="sticky" elevation={0} color="primary">
      <Toolbar>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }} noWrap>
          {title}
        </Typography>
        {session ? (
          <Typography variant="body2" sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }} data-testid="signed-in-user">
            {session.user.name}
          </Typography>
        ) : null}
        <ThemePicker />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
