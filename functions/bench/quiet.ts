/**
 * Imported first by `api.ts`, before any module of `src/` creates its logger and metrics: the
 * benchmark logs errors only and writes no EMF lines (hundreds of captures would print one each
 * between the tables). Set `LOG_LEVEL` or `POWERTOOLS_METRICS_DISABLED` to override.
 */
process.env.LOG_LEVEL ||= 'ERROR';
process.env.POWERTOOLS_METRICS_DISABLED ||= 'true';
