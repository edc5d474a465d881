import { createAppConfig } from '../scripts/rspack-app.mjs';

export default createAppConfig({ appDir: import.meta.dirname, entry: './src/main.tsx' });
