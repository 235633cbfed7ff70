import { shell } from '@insp/messages';
import { themeNames, themeStore, useThemeName } from '@insp/ui';
import { Hint, useMenuOnDemand } from '@insp/ui/components';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';

import { CheckIcon, PaletteIcon } from './icons.tsx';

/** The six themes (spec 000 §2); the choice is remembered in localStorage by the theme store. */
export function ThemePicker() {
  const current = useThemeName();
  const menu = useMenuOnDemand();
  return (
    <>
      <Hint title={shell.theme}>
        <IconButton color="inherit" aria-label={shell.theme} onClick={menu.open} data-testid="theme-picker">
          <PaletteIcon />
        </IconButton>
      </Hint>
      {menu.render((MenuItem) =>
        themeNames.map((name) => (
          <MenuItem
            key={name}
            selected={name === current}
            data-testid={`theme-${name}`}
            onClick={() => {
              themeStore.set(name);
              menu.close();
            }}
          >
            <ListItemIcon>{name === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            {shell.themeLabels[name]}
          </MenuItem>
        )),
      )}
    </>
  );
}
