/** Where the Supabase project's SQL lives, for the hosts that run it outside the Supabase CLI. */
import { fileURLToPath } from 'node:url';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
export const seedPath = fileURLToPath(new URL('./seed.sql', import.meta.url));
