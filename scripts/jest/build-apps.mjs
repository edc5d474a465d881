// Global setup of the deploy tests, which publish the real production builds in <app>/dist: builds
// whichever is missing or stale first. Jest runs it only when a deploy test is selected, so
// `npm test -- --selectProjects shared` (or an app's project) builds no app.
import { buildStaleApps } from '../app-builds.mjs';

export default async function buildAppsForDeployTests() {
  await buildStaleApps((message) => process.stdout.write(`\n[deploy tests] ${message}\n`));
}
