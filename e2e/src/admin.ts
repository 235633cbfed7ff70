import { formatRut, rutCheckDigit } from '@insp/domain';
import type { Page } from 'playwright-core';

import { baseUrl } from './browser.ts';

/** A JSON call through the gateway with a bearer token; returns status and body. */
export async function call<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A valid Chilean Rut nobody else uses (random 8-digit body, correct check digit), formatted. */
export function freshRut(): string {
  const body = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return formatRut(`${body}${rutCheckDigit(body)}`);
}

/** A short unique suffix for names and emails. */
export const unique = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * Waits for the shell's snackbar to show `text` (or one of several texts); returns the text shown.
 * The text is read from the element found, not looked up again: a snackbar closes by itself after
 * 3.5 s, and on a loaded machine that can fall between finding it and reading it. For an action
 * whose snackbar may come and go while the test still waits for something else (a dialog closing),
 * start the wait before the click and await it after.
 */
export async function snackbar(page: Page, text: string | string[], timeout = 30_000): Promise<string> {
  const texts = Array.isArray(text) ? text : [text];
  const pattern = new RegExp(texts.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
  const shown = await page.getByTestId('snackbar').filter({ hasText: pattern }).first().elementHandle({ timeout });
  try {
    return (await shown.textContent()) ?? '';
  } finally {
    await shown.dispose();
  }
}

/** Polls `check` every 250 ms until it is true or `ms` pass. */
export async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

export interface CreatedCompany {
  id: string;
  Nombre: string;
}

/** Creates a company through the API (platform administrator's token). */
export async function createCompany(token: string, body: Record<string, unknown>): Promise<CreatedCompany> {
  const answer = await call<{ company: CreatedCompany }>(token, 'POST', '/api/admin/companies', body);
  if (answer.status !== 201) throw new Error(`create company: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.company;
}
