// The shell as a Module Federation host, started the first time a remote's route is opened: the
// public pages need no federation runtime, so it is not in the shell's entry but in this chunk
// (decision 0060). It provides the shell's own copies of the shared singletons (React, the router,
// Jotai, the toasts, `shared` with its auth atom) to every remote, and the runtime core each
// remote's entry reads from the page (decision 0058).
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as Jotai from 'jotai';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as Shared from 'shared';

/** Per shared library, the version the shell was built with and the range it asks of others (scripts/rspack-app.mjs). */
declare const __SHELL_SHARED__: Record<string, { version: string; requiredVersion: string }>;

/** The modules the shell already has; react-toastify is fetched only when a remote asks for it. */
const LOADED: Record<string, () => unknown> = {
  react: () => React,
  'react/jsx-runtime': () => ReactJsxRuntime,
  'react-dom': () => ReactDom,
  'react-router': () => ReactRouter,
  'react-router-dom': () => ReactRouterDom,
  jotai: () => Jotai,
  shared: () => Shared,
};

const FETCHED: Record<string, () => Promise<() => unknown>> = {
  'react-toastify': () => import('react-toastify').then((module) => () => module),
  'react-toastify/unstyled': () => import('react-toastify/unstyled').then((module) => () => module),
};

/** The shell's federation instance, with the page's runtime plugins (integrity, yielding). */
export function startFederation(plugins: ModuleFederationRuntimePlugin[]) {
  const shared = Object.fromEntries(
    Object.entries(__SHELL_SHARED__).map(([name, { version, requiredVersion }]) => {
      const lib = LOADED[name];
      const get = FETCHED[name];
      if (!lib && !get) throw new Error(`The shell shares ${name} but has no copy of it`);
      return [
        name,
        {
          version,
          scope: 'default',
          ...(lib ? { lib } : { get: get! }),
          shareConfig: { singleton: true, requiredVersion },
        },
      ];
    }),
  );
  return createInstance({
    name: 'shell',
    remotes: [],
    shared,
    // Use whatever copy is already loaded, so one dead remote cannot hold up start-up.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), ...plugins],
  });
}
