// Global setup of the deploy tests, which serve what production serves: the compiled service-worker
// scripts in deploy/dist/sw (so deploy, api and shared are compiled first) and the real production
// builds in <app>/dist, each built first when missing or stale. Jest runs it only when a deploy test
// is selected, so `npm test -- --selectProjects shared` (or an app's project) builds nothing.
import { buildStaleApps } from '../app-builds.mjs';
import { buildNodeProject } from './build-node.mjs';

export default async function buildForDeployTests() {
  buildNodeProject('deploy');
  await buildStaleApps((message) => process.stdout.write(`\n[deploy tests] ${message}\n`));
}
