// Part of '@insp/ui/testing': the project list's quota bar, as both review remotes' projects tests check it,
// and the texts of an open row menu.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** A projects page holding `items`, the company's quota at `used` of `limit`. */
export const quotaPage = <T>(items: T[], used: number, limit: number) => ({ items, total: items.length, page: 0, pageSize: 80, cupo: { used, limit } });

/** Fills of the quota bar and the colour each shows: info below 60 %, warning from 60 %, error at the limit. */
export const quotaCases = [
  [4, 10, 'info'],
  [6, 10, 'warning'],
  [10, 10, 'error'],
] as const;

/** The bar shows `text` in `colour`, and the `nuevo` button is disabled only when `used` reached `limit`. */
export async function expectQuotaBar(quota: { used: number; limit: number; colour: string; text: string; nuevo: string }): Promise<void> {
  const bar = await screen.findByTestId('cupo-bar');
  expect(bar.dataset.color).toBe(quota.colour);
  expect(screen.getByTestId('cupo-text').textContent).toBe(quota.text);
  await waitFor(() => expect(screen.getByRole('button', { name: quota.nuevo }).hasAttribute('disabled')).toBe(quota.used >= quota.limit));
}

/** The texts of an open menu's items, in order. */
export const menuItemTexts = (menu: HTMLElement): Array<string | null> =>
  within(menu)
    .getAllByRole('menuitem')
    .map((m) => m.textContent);
