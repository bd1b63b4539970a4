// The catalogue of this product's computations (computed entities, see
// ../computation.ts) and of the stored entities the server refreshes before
// a report reads them. A feature: server/services.ts hands it to the generic
// reports and grid at start-up. A computation for an entity the config does
// not declare (yet) is simply unused.
import type { CompiledConfig } from '../../../engine/config/compiled';
import { createComputedRegistry, type Computation, type ComputedRegistry } from '../computation';
import { forecastError } from './forecast-error';
import { forecastValueAdded } from './forecast-value-added';
import { productClassification } from './product-classification';
import { PRODUCTION_COMPUTATIONS } from './production';
import { STORED_REFRESHES } from './stored-refresh';
import { SUPPLY_COMPUTATIONS } from './supply';

export type { Computation, ComputeRequest } from '../computation';

/** Every computation this server knows. */
export const COMPUTATIONS: readonly Computation[] = [productClassification, forecastError, forecastValueAdded, ...SUPPLY_COMPUTATIONS, ...PRODUCTION_COMPUTATIONS];

/** The registry of the config's computed entities over this product's catalogue (throws when they do not match). */
export function productComputations(config: Pick<CompiledConfig, 'entities'>, computations: readonly Computation[] = COMPUTATIONS): ComputedRegistry {
  return createComputedRegistry(config, computations, STORED_REFRESHES);
}
