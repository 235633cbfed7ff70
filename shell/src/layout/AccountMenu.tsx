import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { goTo } from '../routing/location.ts';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { shell } from '@insp/messages';
import { sessionAtom } from '../session/store.ts';
import { signOut } from '../session/session.ts';
import { AccountIcon } from './icons.tsx';
import { ProfileDialog } from './ProfileDialog.tsx';

/** Account menu: 'Perfil' and 'Cerrar Sesión' (spec 000 §2). */
export function AccountMenu() {
  const session = useAtomValue(sessionAtom);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <IconButton color="inherit" aria-label={shell.account} onClick={(e) => setAnchor(e.currentTarget)} data-testid="account-menu">
        <AccountIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          {shell.profile}
        </MenuItem>
        <MenuItem
          data-testid="sign-out"
          onClick={() => {
            setAnchor(null);
            void signOut().then(() => goTo('/auth/sign-in', { replace: true }));
          }}
        >
          {shell.signOut}
        </MenuItem>
      </Menu>
      {session ? <ProfileDialog user={session.user} open={profileOpen} onClose={() => setProfileOpen(false)} /> : null}
    </>
  );
}
