// Traces by OTLP over HTTP (decision 0033). Loaded by main.ts before anything else, and only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: without it no SDK is loaded and the spans the hooks make
// are the API's no-ops. Spans are made by the app's own hooks (HTTP, database, jobs, payment
// providers), so no module needs patching at load time and the bundled server works as is.
import { NodeSDK, resources, tracing } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';

export function startTracing(endpoint: string, serviceName: string, headers?: string) {
  const exporter = new OTLPTraceExporter({
    url: `${endpoint.replace(/\/+$/, '')}/v1/traces`,
    headers: Object.fromEntries((headers ?? '').split(',').filter((pair) => pair.includes('=')).map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    })),
  });
  const sdk = new NodeSDK({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new tracing.BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
    instrumentations: [],
  });
  sdk.start();
  return () => sdk.shutdown();
}
