import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';

/**
 * A screen at a prefix route of a remote's route table (the route owns the deeper paths too): the
 * screen at the route itself, the remote's `Placeholder` below it.
 */
export function ownedPrefix(Screen: ComponentType, Placeholder: ComponentType): ComponentType {
  function OwnedPrefixPage() {
    return (
      <Routes>
        <Route index element={<Screen />} />
        <Route path="*" element={<Placeholder />} />
      </Routes>
    );
  }
  return OwnedPrefixPage;
}
