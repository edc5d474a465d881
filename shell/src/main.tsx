// Module Federation needs an async boundary: shared singletons are negotiated before the app runs.
// The chunk name lets the deploy server preload it (see EntryManifestPlugin).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
