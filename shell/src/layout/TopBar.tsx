import { shell } from '@insp/messages';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';

import { sessionAtom } from '../session/store.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { MenuIcon } from './icons.tsx';
import { ThemePicker } from './ThemePicker.tsx';

/** The title bar; with `onOpenMenu` (narrow screens) it leads with the button opening the sidebar. */
export function TopBar({ title, onOpenMenu }: { title: string; onOpenMenu?: () => void }) {
  const session = useAtomValue(sessionAtom);
  return (
    <AppBar position="sticky" elevation={0} color="primary">
      <Toolbar>
        {onOpenMenu ? (
          <IconButton color="inherit" edge="start" aria-label={shell.openMenu} onClick={onOpenMenu} sx={{ mr: 1 }} data-testid="open-menu">
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography variant="h6" component="div" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
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
