import { webhookEndpoints as webhooks } from '@insp/contracts/webhooks';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '@insp/ui/data';

/** The company's webhooks (issue 20 §4), with the most it may keep. */
export const useWebhooks = (companyId: string) => useEndpointQuery('admin', webhooks.list, { params: { companyId } });

/** The last 100 deliveries of one endpoint, newest first. */
export const useEntregas = (companyId: string, webhookId: string) => useEndpointQuery('admin', webhooks.entregas, { params: { companyId, webhookId } });

const listOf = ({ params }: { params: { companyId: string } }) => [endpointKey('admin', webhooks.list, { companyId: params.companyId })];

/** Creating, editing and deleting change the list; the creation's answer carries the secret once. */
export const useCreateWebhook = () => useEndpointMutation('admin', webhooks.create, { invalidates: listOf });
export const useUpdateWebhook = () => useEndpointMutation('admin', webhooks.update, { invalidates: listOf });
export const useRemoveWebhook = () => useEndpointMutation('admin', webhooks.remove, { invalidates: listOf });

/** 'Reenviar' adds an attempt to the endpoint's log. */
export const useReenviar = () =>
  useEndpointMutation('admin', webhooks.reenviar, {
    invalidates: ({ params }) => [endpointKey('admin', webhooks.entregas, { companyId: params.companyId, webhookId: params.webhookId })],
  });
