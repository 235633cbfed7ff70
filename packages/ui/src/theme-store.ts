import type { Theme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

import { DEFAULT_THEME, getTheme, isThemeName, type ThemeName } from './themes.ts';

/**
 * The chosen theme: one tiny store in @insp/ui (a federation singleton), so the shell and every
 * remote read the very same state and theme object. Remembered in localStorage.
 */
const STORAGE_KEY = 'insp.theme';
const listeners = new Set<() => void>();
let current: ThemeName | null = null;

function read(): ThemeName {
  if (current) return current;
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  current = isThemeName(stored) ? stored : DEFAULT_THEME;
  return current;
}

export const themeStore = {
  get: read,
  set(name: ThemeName): void {
    current = name;
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, name);
    } catch {
      // storage unavailable (private mode): keep the choice for this page only
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useThemeName(): ThemeName {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.get);
}

export function useActiveTheme(): Theme {
  return getTheme(useThemeName());
}
