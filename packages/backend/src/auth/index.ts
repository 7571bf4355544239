/**
 * Supabase Auth (GoTrue) for the embedded backend. Placeholder until the Auth API lands:
 * every /auth/v1 route answers 404 in GoTrue's error shape.
 */
import type { BackendConfig } from '../config.ts';
import type { Database } from '../database.ts';
import { json } from '../http.ts';

export interface AuthContext {
  db: Database;
  config: BackendConfig;
  log: (line: string) => void;
}

export function createAuth(_context: AuthContext) {
  return {
    async handle(_request: Request, path: string, _clientAddress: string): Promise<Response> {
      return json({ code: 404, error_code: 'not_found', msg: `No auth route ${path}` }, 404);
    },
  };
}
