// Module Federation needs an async boundary: shared singletons are negotiated before the app runs.
void import('./bootstrap.js');
