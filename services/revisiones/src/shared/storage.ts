// Shared with checklist-revisiones: packages/module-service/src/hierarchy/storage.ts.
export { countByParent, isDuplicateKey, oid } from '@insp/module-service';
