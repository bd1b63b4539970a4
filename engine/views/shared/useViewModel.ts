// Everything a view needs to know about its entity, computed once per
// render from the atoms: the entity and its neighbours, what the caller may
// read and write (engine/access, the server's own rule), the translated
// labels, and a formatter for values in the user's language.
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canReadPath, entityPermissions, type EntityPermissions } from '../../access/entity-access';
import { translationKeys, type CompiledEntity, type CompiledField } from '../../config/compiled';
import type { RefTitles } from '../../data/api';
import type { FieldValue } from '../../data/field-values';
import { formatValue, type FormatContext } from '../../data/format';
import { resolvePath, type ResolvedPath } from '../../data/table-state';
import { accessContextAtom, configAtom, policyAtom } from '../../state';
import { useCurrency } from './useCurrency';

export interface ViewModel {
  entity: CompiledEntity;
  entities: ReadonlyMap<string, CompiledEntity>;
  perms: EntityPermissions;
  permsOf(entity: CompiledEntity): EntityPermissions;
  canRead(path: string): boolean;
  resolve(path: string): ResolvedPath | undefined;
  entityName(id?: string): string;
  entityPlural(id?: string): string;
  fieldLabel(field: string, entityId?: string): string;
  /** 'unit.name' -> 'Unit › Name'. */
  pathLabel(path: string): string;
  help(field: string, entityId?: string): string | undefined;
  enumLabel(field: CompiledField, value: string, entityId?: string): string;
  /** A value as text; refs give ref titles of the response (by path). */
  format(resolved: ResolvedPath, value: FieldValue | undefined, refs?: RefTitles): string;
  locale: string;
  currency?: string;
}

export function useEntities(): ReadonlyMap<string, CompiledEntity> {
  const config = useAtomValue(configAtom);
  return useMemo(() => new Map(config.entities.map((e) => [e.id, e])), [config]);
}

export function usePermissionsOf(): (entity: CompiledEntity) => EntityPermissions {
  const policy = useAtomValue(policyAtom);
  const ctx = useAtomValue(accessContextAtom);
  const config = useAtomValue(configAtom);
  // Every entity's permissions at once (a few dozen entities): one rule evaluation per access change.
  return useMemo(() => {
    const all = new Map(config.entities.map((e) => [e.id, entityPermissions(policy, e, ctx)]));
    return (entity: CompiledEntity) => all.get(entity.id) ?? entityPermissions(policy, entity, ctx);
  }, [config, policy, ctx]);
}

export function useViewModel(entityId: string): ViewModel {
  const { t, i18n } = useTranslation();
  const entities = useEntities();
  const permsOf = usePermissionsOf();
  const currency = useCurrency();
  const entity = entities.get(entityId);
  if (!entity) throw new Error(`Unknown entity "${entityId}"`);
  const locale = i18n.language;

  const fieldLabel = useCallback((field: string, of = entity.id) => t(translationKeys.fieldLabel(of, field)), [t, entity.id]);
  const enumLabel = useCallback(
    (field: CompiledField, value: string, of = entity.id) => t(translationKeys.enumValue(of, field.name, value), { defaultValue: value }),
    [t, entity.id],
  );

  return useMemo(() => {
    const resolve = (path: string) => resolvePath(path, entity, entities);
    const ctx = (refs: RefTitles | undefined, resolved: ResolvedPath): FormatContext => ({
      locale,
      currency,
      yesNo: (b) => t(b ? 'common.yes' : 'common.no'),
      enumLabel: (f, v) => enumLabel(f, v, resolved.entity.id),
      refTitle: (_f, id) => refs?.[resolved.path]?.[String(id)]?.title,
    });
    return {
      entity,
      entities,
      perms: permsOf(entity),
      permsOf,
      canRead: (path: string) => canReadPath(path, entity, permsOf, entities),
      resolve,
      entityName: (id = entity.id) => t(translationKeys.entityName(id)),
      entityPlural: (id = entity.id) => t(translationKeys.entityPlural(id)),
      fieldLabel,
      pathLabel: (path: string) => {
        const r = resolve(path);
        if (!r) return path;
        return r.via ? `${fieldLabel(r.via.name)} › ${fieldLabel(r.field.name, r.entity.id)}` : fieldLabel(r.field.name);
      },
      help: (field: string, of = entity.id) => {
        const key = translationKeys.fieldHelp(of, field);
        return i18n.exists(key) ? t(key) : undefined;
      },
      enumLabel,
      format: (resolved, value, refs) => formatValue(resolved.field, value, ctx(refs, resolved)),
      locale,
      currency,
    };
  }, [entity, entities, permsOf, locale, currency, t, i18n, fieldLabel, enumLabel]);
}
