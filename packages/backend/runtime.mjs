/**
 * How the backend's own process is started, by `pnpm start` and by the bench alike, so that the
 * bench measures what people run.
 *
 * Its live heap is small (about 30 MB after a full collection, the catalogue's 7 MB among it; its
 * caches are bounded by bytes, 100 MB at most together), but V8, left to size the old generation
 * by itself on a machine with gigabytes free, lets it grow by hundreds of megabytes of dead days
 * before collecting, and glibc keeps freed memory in one arena per thread. A 384 MB old generation
 * and two arenas keep the process near its working size (the whole-catalogue bench: about 530 MB
 * at the end instead of 650 to 690) at no measurable cost in speed.
 */
export const BACKEND_NODE_FLAGS = ['--max-old-space-size=384'];

export const BACKEND_ENV = { MALLOC_ARENA_MAX: '2' };
