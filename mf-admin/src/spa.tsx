import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { SpaCustomProps } from '@insp/mf-kit';
import { RemoteFailure } from '@insp/ui/components';
import descriptor from './module.ts';
import { App } from './App.tsx';

const lifecycles = singleSpaReact<SpaCustomProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => <RemoteFailure title={descriptor.title} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
