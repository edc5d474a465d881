import { installIntegrityGate } from './integrity-gate.js';

// Before any chunk loads: everything from /remotes/ must match the digest publish recorded.
installIntegrityGate();
// Module Federation needs an async boundary: shared singletons are negotiated before the app runs.
// The chunk name lets the deploy server preload it (see EntryManifestPlugin).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
