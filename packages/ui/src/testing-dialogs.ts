// Part of '@insp/ui/testing': a name dialog whose first name the service refuses as a duplicate.
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * 'Guardar' in an open dialog whose name the service refuses: the refusal shows inside the dialog
 * (on the field, not only in the snackbar); the name in the field of testid `field` is then replaced by
 * `rename` and 'Guardar' pressed again. With `closes`, the dialog of that testid goes away.
 */
export async function saveRefusedThenRenamed(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  step: { refusal: string; field: string; rename: string; closes?: string },
): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialog).findByText(step.refusal)).toBeTruthy();
  await user.clear(within(dialog).getByTestId(step.field));
  await user.type(within(dialog).getByTestId(step.field), step.rename);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  const closes = step.closes;
  if (closes) await waitFor(() => expect(screen.queryByTestId(closes)).toBeNull());
}
