// Async boundary: lets Module Federation initialise the shared scope before React loads.
void import('./bootstrap.tsx');
