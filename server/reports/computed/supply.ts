// The supply review's computed entities (server/supply), registered together.
import { abcXyzClass } from './abc-xyz-class';
import { availableToPromise } from './available-to-promise';
import { offerCompliance } from './offer-compliance';
import { planningIndicator } from './planning-indicator';
import { productProfile } from './product-profile';
import { projectedTurnover } from './projected-turnover';
import { purchaseSuggestion } from './purchase-suggestion';
import type { Computation } from './registry';
import { similarProduct } from './similar-product';
import { stockPosition } from './stock-position';
import { stockProjection } from './stock-projection';
import { supplierDelivery } from './supplier-delivery';
import { supplyException } from './supply-exception';

export const SUPPLY_COMPUTATIONS: readonly Computation[] = [
  stockProjection, stockPosition, purchaseSuggestion, availableToPromise, abcXyzClass, productProfile, similarProduct, planningIndicator,
  supplierDelivery, projectedTurnover, offerCompliance, supplyException,
];
