// Ambient types for front-end code bundled by Rspack.

/** CSS Modules: class names, prefixed by the app at build time. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Global stylesheets (only the shell has them). */
declare module '*.css';

/** The version this app was built as (its package version unless the build named another). */
declare const __APP_VERSION__: string;

/** Rspack replaces it with the build's mode: 'production', or 'development' for `npm run dev`. */
declare const process: { env: { NODE_ENV?: string } };
