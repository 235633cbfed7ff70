import { shell } from '@insp/messages';
import { PendingCapturesBadge } from '@insp/ui/offline/badge';
import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

import { api } from '../session/api-client.ts';
import { sessionAtom, shellStore } from '../session/store.ts';
import { useShellValue } from '../session/use-shell-value.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { MenuIcon } from './icons.tsx';
import { ThemePicker } from './ThemePicker.tsx';

/** The device capture queue sends with the shell's client and its current token. */
const accessToken = () => shellStore.get(sessionAtom)?.accessToken ?? null;

/** The title bar; with `onOpenMenu` (narrow screens) it leads with the button opening the sidebar. */
export function TopBar({ title, onOpenMenu }: { title: string; onOpenMenu?: () => void }) {
  const session = useShellValue(sessionAtom);
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
        <PendingCapturesBadge api={api} getAccessToken={accessToken} />
        <ThemePicker />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
