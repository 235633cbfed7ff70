import { wiringSuite } from '@insp/module-service/testing';
import { buildApp } from '../src/app.ts';
import { spec } from '../src/module.ts';

// Module flag, collection and title of this service (the shared suite lives in packages/module-service).
wiringSuite(spec, buildApp);
