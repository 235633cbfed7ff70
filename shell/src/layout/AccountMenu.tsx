import { shell } from '@insp/messages';
import { useMenuOnDemand } from '@insp/ui/components';
import IconButton from '@mui/material/IconButton';
import { useNavigate } from 'react-router';

import { PERFIL_PATH } from '../profile/path.ts';
import { goTo } from '../routing/location.ts';
import { signOut } from '../session/session.ts';
import { AccountIcon } from './icons.tsx';

/** Account menu: 'Perfil' and 'Cerrar Sesión' (spec 000 §2). */
export function AccountMenu() {
  const menu = useMenuOnDemand();
  const navigate = useNavigate();
  return (
    <>
      <IconButton color="inherit" aria-label={shell.account} onClick={menu.open} data-testid="account-menu">
        <AccountIcon />
      </IconButton>
      {menu.render((MenuItem) => [
        <MenuItem
          key="perfil"
          onClick={() => {
            menu.close();
            void navigate(PERFIL_PATH);
          }}
          data-testid="open-perfil"
        >
          {shell.profile}
        </MenuItem>,
        <MenuItem
          key="salir"
          data-testid="sign-out"
          onClick={() => {
            menu.close();
            void signOut().then(() => goTo('/auth/sign-in', { replace: true }));
          }}
        >
          {shell.signOut}
        </MenuItem>,
      ])}
    </>
  );
}
