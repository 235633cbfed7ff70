import { useMenuOnDemand } from '@insp/ui/components';
import IconButton from '@mui/material/IconButton';

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
  const menu = useMenuOnDemand();
  return (
    <>
      <IconButton size="small" aria-label={label} data-testid={testId} onClick={menu.open}>
        <MoreIcon fontSize="small" />
      </IconButton>
      {menu.render((MenuItem) =>
        items
          .filter((item) => !item.hidden)
          .map((item) => (
            <MenuItem
              key={item.label}
              disabled={item.disabled}
              data-testid={`menu-${item.label}`}
              onClick={() => {
                menu.close();
                item.onClick();
              }}
            >
              {item.label}
            </MenuItem>
          )),
      )}
    </>
  );
}
