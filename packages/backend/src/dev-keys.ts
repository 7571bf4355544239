/**
 * What a development build needs to reach a backend started without configuration: its port,
 * the well-known development secret, and how API keys are made from a secret. The site's build
 * and the browser tests import this instead of the backend's source.
 */
export { apiKey, DEFAULT_PORT, DEVELOPMENT_JWT_SECRET } from './config.ts';
