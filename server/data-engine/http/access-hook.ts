// The entity's permission, checked as a route hook right after
// authentication and before the body is parsed: a caller without read (or
// write) access gets 403 / PLUGIN_INACTIVE and learns nothing else.
import type { FastifyRequest } from 'fastify';
import type { CompiledEntity } from '../../../engine/config/compiled';
import { denial } from '../../access/requirements';
import { ApiError } from '../../errors/api-error';
import { callerOf } from '../../plugins/authenticate';
import type { DataEngine } from '../engine';

export function entityAccessHook(engine: DataEngine, entity: CompiledEntity, level: 'read' | 'write') {
  return async function checkEntityAccess(request: FastifyRequest): Promise<void> {
    const perms = engine.access(callerOf(request)).of(entity);
    if (level === 'read' ? perms.read : perms.write) return;
    if (level === 'write' && entity.readOnly) throw new ApiError('FORBIDDEN', `${entity.id} rows cannot be changed through the API`);
    throw denial(perms.denial ?? { allowed: false, reason: 'not-granted' }) ?? new ApiError('FORBIDDEN', 'Your permissions are not enough for this');
  };
}

export function describeAccess(entity: CompiledEntity, level: 'read' | 'write'): string {
  const features = level === 'read' ? entity.access.read : entity.access.write;
  return `Requires ${features.map((f) => `${f} ${level}`).join(', ')}; rows and fields are those of your company and permissions.`;
}
