// A view offers an action only when it declares it AND the caller may do it
// (entity write for create/edit/delete/import, read for export): the buttons
// the server would refuse are never shown.
import { useMemo } from 'react';
import type { CompiledView } from '../../config/compiled';
import type { EntityPermissions } from '../../access/entity-access';
import type { ViewActions } from './types';

export function viewActions(view: Pick<CompiledView, 'actions'>, perms: Pick<EntityPermissions, 'read' | 'write'>): ViewActions {
  const has = (a: CompiledView['actions'][number]) => view.actions.includes(a);
  return {
    create: perms.write && has('create'),
    edit: perms.write && has('edit'),
    remove: perms.write && has('delete'),
    import: perms.write && has('import'),
    export: perms.read && has('export'),
  };
}

export function useActions(view: Pick<CompiledView, 'actions'>, perms: Pick<EntityPermissions, 'read' | 'write'>): ViewActions {
  return useMemo(() => viewActions(view, perms), [view, perms]);
}
