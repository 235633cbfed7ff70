import { runModuleServer } from '@insp/module-service';

import { buildApp } from './app.ts';
import { configExtension, spec } from './module.ts';

// Serves exactly what the tests build: this service's own buildApp.
await runModuleServer(spec, buildApp, configExtension);
