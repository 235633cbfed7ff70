export { namedChildrenStore, type IdField, type NamedChild, type NamedChildrenStore } from './store.ts';
