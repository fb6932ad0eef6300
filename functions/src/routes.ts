import { areas } from './areas';
import type { RouteDefinition } from './topology';

/**
 * The API route table: the single source of truth for `/api/*` (docs/architecture.md, "Topology"),
 * the concatenation of the business areas' routes. The CDK app creates one Lambda function and one
 * API Gateway route per entry; the local runner mounts the very same handler modules from it.
 */
export const routes: readonly RouteDefinition[] = areas.flatMap((area) => area.routes);
