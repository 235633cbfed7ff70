import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

import { PendingScreen } from '../features/pending/PendingScreen.tsx';

/**
 * A screen at a prefix route (which owns deeper paths too): the screen at the route itself, the
 * placeholder below it, as before the route table.
 */
export function ownedPrefix(Screen: ComponentType): ComponentType {
  function OwnedPrefixPage() {
    return (
      <Routes>
        <Route index element={<Screen />} />
        <Route path="*" element={<PendingScreen />} />
      </Routes>
    );
  }
  return OwnedPrefixPage;
}
