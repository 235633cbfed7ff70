import { runModuleServer } from '@insp/module-service';
import { spec } from './module.ts';

await runModuleServer(spec);
