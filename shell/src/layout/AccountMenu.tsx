import { shell } from '@insp/messages';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { PERFIL_PATH } from '../profile/path.ts';
import { goTo } from '../routing/location.ts';
import { signOut } from '../session/session.ts';
import { AccountIcon } from './icons.tsx';

/** Account menu: 'Perfil' and 'Cerrar Sesión' (spec 000 §2). */
export function AccountMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  return (
    <>
      <IconButton color="inherit" aria-label={shell.account} onClick={(e) => setAnchor(e.currentTarget)} data-testid="account-menu">
        <AccountIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate(PERFIL_PATH);
          }}
          data-testid="open-perfil"
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
    </>
  );
}
