// Global setup of the API tests: the server test starts the compiled server (api/dist/server.js) as
// production does, so the API and shared are compiled first. Jest runs it only when an API test is
// selected.
import { buildNodeProject } from './build-node.mjs';

export default function buildApiForServerTest() {
  buildNodeProject('api');
}
