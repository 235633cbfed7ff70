export { isDuplicateKey } from '@insp/service-kit';
