import { installIntegrityGate } from './integrity-gate.js';

// Before any chunk loads: everything from /remotes/ must match the digest publish recorded.
installIntegrityGate();
// The app in a chunk of its own, which the deploy server preloads beside this entry (see
// EntryManifestPlugin): this file stays small and checks every file before any other runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
