import { Hint, useRemoteProps } from '@insp/ui/components';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent, ReactNode } from 'react';

export interface RowButtonProps {
  /** Phone width: an icon button with the same name (a tooltip shows it), so it fits beside the name. */
  phone: boolean;
  label: string;
  icon: ReactNode;
  testId: string;
  /** Where the button leads (inside the console). */
  to: string;
  /** A link (its address can be opened elsewhere), or an outlined button. */
  link?: boolean;
}

/** A listados row's button to another screen (observations, recintos, capture). */
export function RowButton({ phone, label, icon, testId, to, link = false }: RowButtonProps) {
  const { navigate } = useRemoteProps();
  const go = (event: MouseEvent) => {
    event.preventDefault();
    navigate(to);
  };
  // a link keeps its address (open in a new tab), a click stays inside the console
  const anchor = link ? { href: to } : {};
  return phone ? (
    <Hint title={label}>
      <IconButton size="small" color="primary" aria-label={label} {...anchor} onClick={go} data-testid={testId}>
        {icon}
      </IconButton>
    </Hint>
  ) : (
    <Button size="small" variant={link ? 'text' : 'outlined'} {...anchor} onClick={go} data-testid={testId}>
      {label}
    </Button>
  );
}
