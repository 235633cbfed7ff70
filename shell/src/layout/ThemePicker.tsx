import { shell } from '@insp/messages';
import { themeNames, themeStore, useThemeName } from '@insp/ui';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

import { CheckIcon, PaletteIcon } from './icons.tsx';

/** The six themes (spec 000 §2); the choice is remembered in localStorage by the theme store. */
export function ThemePicker() {
  const current = useThemeName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={shell.theme}>
        <IconButton color="inherit" aria-label={shell.theme} onClick={(e) => setAnchor(e.currentTarget)} data-testid="theme-picker">
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {themeNames.map((name) => (
          <MenuItem
            key={name}
            selected={name === current}
            data-testid={`theme-${name}`}
            onClick={() => {
              themeStore.set(name);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{name === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            {shell.themeLabels[name]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
