// Texts of the webhooks (issue 20 §4): the configuration page's tab and the admin service's answers.
export { webhooks } from '../webhooks.ts';
export { webhooksPantallas } from '../webhooks-pantallas.ts';
