/**
 * The environment `npm start` gives the portal, set before any of its modules loads (start.ts
 * imports this first): the handlers' logger and metrics read it when they are created.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
// The console is for the ready line, the demo accounts and what went wrong, not a line per request.
process.env.LOG_LEVEL ||= 'warn';
// The EMF metric lines (one per request and per job run) come with the request lines, at info or debug.
process.env.POWERTOOLS_METRICS_DISABLED ||= ['info', 'debug'].includes(process.env.LOG_LEVEL.toLowerCase()) ? 'false' : 'true';
