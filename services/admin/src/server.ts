import { loadConfig, startServer } from '@insp/service-kit';

import { buildApp } from './app.ts';

const config = loadConfig('admin');
const app = await buildApp({ config, smtpUrl: process.env.SMTP_URL, mailFrom: process.env.MAIL_FROM });
await startServer(app, config);
