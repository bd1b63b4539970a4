// Every method by name, in the order they are listed to users.
import type { ForecastMethod, MethodName } from '../types';
import { autoregressiveMethod } from './autoregressive';
import { cesMethod } from './ces';
import { crostonSbaMethod } from './croston';
import { decompositionMethod } from './decomposition';
import { holtDampedMethod } from './holt-damped';
import { holtWintersAdditiveMethod } from './holt-winters-additive';
import { holtWintersMultiplicativeMethod } from './holt-winters-multiplicative';
import { linearTrendMethod } from './linear-trend';
import { movingAverageMethod } from './moving-average';
import { naiveMethod } from './naive';
import { seasonalNaiveMethod } from './seasonal-naive';
import { sesMethod } from './ses';
import { thetaMethod } from './theta';
import { tsbMethod } from './tsb';

export const METHODS: Record<MethodName, ForecastMethod> = {
  naive: naiveMethod,
  seasonalNaive: seasonalNaiveMethod,
  movingAverage: movingAverageMethod,
  ses: sesMethod,
  holtDamped: holtDampedMethod,
  holtWintersAdditive: holtWintersAdditiveMethod,
  holtWintersMultiplicative: holtWintersMultiplicativeMethod,
  crostonSba: crostonSbaMethod,
  tsb: tsbMethod,
  decomposition: decompositionMethod,
  theta: thetaMethod,
  linearTrend: linearTrendMethod,
  autoregressive: autoregressiveMethod,
  ces: cesMethod,
};

export const METHOD_NAMES = Object.keys(METHODS) as MethodName[];

export { arStationary, autoregressive, solveLinear } from './autoregressive';
export { ces, cesSse, cesStable } from './ces';
export { crostonSba } from './croston';
export { decomposition } from './decomposition';
export { dotm, dotmRun } from './dotm';
export { holtDamped, holtSse } from './holt-damped';
export { holtWinters, holtWintersInitialStates } from './holt-winters';
export { linearTrend } from './linear-trend';
export { movingAverage } from './moving-average';
export { naive } from './naive';
export { linearRegression } from './regression';
export { seasonalNaive } from './seasonal-naive';
export { ses, sesSse } from './ses';
export { theta } from './theta';
export { tsb } from './tsb';
