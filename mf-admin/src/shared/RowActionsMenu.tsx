import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SvgIcon from '@mui/material/SvgIcon';
import { useState } from 'react';

export interface RowAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** 'error' for destructive actions (Eliminar). */
  color?: 'error';
}

export interface RowActionsMenuProps {
  /** Accessible name of the button, e.g. 'Acciones de Ana Pérez'. */
  label: string;
  actions: RowAction[];
  testId?: string;
}

/**
 * A row's actions behind one button (⋮), so that rows stay one line high, also on phones. Kept in
 * the remote (not '@insp/ui/components'): the menu's MUI parts load only with the table that uses it.
 */
export function RowActionsMenu({ label, actions, testId }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <span data-testid={testId}>
      <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <SvgIcon fontSize="small">
          <path d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
        </SvgIcon>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            sx={action.color === 'error' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </span>
  );
}
