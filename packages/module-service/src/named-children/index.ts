export { type IdField, type NamedChild, type NamedChildrenStore, namedChildrenStore } from './store.ts';
