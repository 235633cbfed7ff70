import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

import { MoreIcon } from './icons.tsx';

export interface RowMenuItem {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Left out of the menu altogether (e.g. Restaurar on an active row). */
  hidden?: boolean;
}

export interface RowMenuProps {
  /** Accessible name of the menu button. */
  label: string;
  items: RowMenuItem[];
  testId?: string;
}

/** The action menu of a table row (⋮). Items carry data-testid `menu-<label>`. */
export function RowMenu({ label, items, testId }: RowMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton size="small" aria-label={label} data-testid={testId} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items
          .filter((item) => !item.hidden)
          .map((item) => (
            <MenuItem
              key={item.label}
              disabled={item.disabled}
              data-testid={`menu-${item.label}`}
              onClick={() => {
                setAnchor(null);
                item.onClick();
              }}
            >
              {item.label}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}
