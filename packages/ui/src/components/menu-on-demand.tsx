import type { MenuProps } from '@mui/material/Menu';
import type MenuItemComponent from '@mui/material/MenuItem';
import type { MouseEvent, ReactNode } from 'react';

import { onDemand, useAnchoredOnDemand } from './on-demand.ts';

const menuParts = onDemand(() =>
  Promise.all([import('@mui/material/Menu'), import('@mui/material/MenuItem')]).then(([menu, item]) => ({ Menu: menu.default, MenuItem: item.default })),
);

export type MenuItemType = typeof MenuItemComponent;

export interface MenuOnDemand {
  /** The trigger's onClick: opens the menu under it (once its code is there). */
  open: (event: MouseEvent<HTMLElement>) => void;
  close: () => void;
  /** The menu (nothing until its code has arrived); `items` draws its entries with MUI's MenuItem. */
  render: (items: (MenuItem: MenuItemType) => ReactNode, props?: Omit<MenuProps, 'open' | 'anchorEl' | 'onClose' | 'children'>) => ReactNode;
}

/**
 * A button's menu (the row's ⋮, the app bar's theme and account menus) whose code (MUI's Menu,
 * MenuList, MenuItem and Popover, ~7 KB gzip) is not part of the first screen (issue 19 §5): it comes
 * at the user's first interaction with the page, and a click before it has arrived opens the menu
 * once it has.
 */
export function useMenuOnDemand(): MenuOnDemand {
  const { module: parts, anchor, open, close } = useAnchoredOnDemand(menuParts);
  return {
    open,
    close,
    render: (items, props) =>
      parts ? (
        <parts.Menu {...props} anchorEl={anchor} open={anchor !== null} onClose={close}>
          {items(parts.MenuItem)}
        </parts.Menu>
      ) : null,
  };
}
