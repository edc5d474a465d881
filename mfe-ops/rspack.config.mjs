import { createAppConfig } from '../scripts/rspack-app.mjs';

export default createAppConfig({ appDir: import.meta.dirname, exposes: { './routes': './src/routes.tsx' } });
