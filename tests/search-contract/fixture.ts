/**
 * The contract suite's fixture stock: 150 deterministic, realistic search documents (makes,
 * models, bodies, conditions, POA cars, sold and coming-soon cars, certified cars, 4–8 seats),
 * in id order (the order both engines fall back to for equal rank).
 */
import { syntheticDocs } from '../../src/search/testing/fixtures.ts';

export const CONTRACT_DOCS = syntheticDocs(150, 7, 1_750_000_000);
