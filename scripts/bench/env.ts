/**
 * Environment of the benchmark process, imported first by run.ts so that it is in place before
 * any handler module, SDK client or logger reads it.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// Every API response then carries x-portal-dynamodb: {calls, rcu, wcu, ops} of that request.
process.env.PORTAL_EXPOSE_METRICS = '1';
// The handlers log one JSON line per request at info.
process.env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
