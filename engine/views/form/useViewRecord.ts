// The record a form or detail view shows: ?record=<id>, or for a singleton
// the company's only row (found with a one-row list), or none (a new row).
import { useSearchParams } from 'react-router-dom';
import type { CompiledView } from '../../config/compiled';
import { dataApi, type DataPage, type DataRecord } from '../../data/api';
import { readRecordTarget } from '../../data/record-url';
import { useApiQuery } from '../../shell/useApiQuery';
import { FORBIDDEN_CODES } from '../shared/errors';
import type { ViewModel } from '../shared/useViewModel';

export function useViewRecord(vm: ViewModel, view: Pick<CompiledView, 'singleton'>) {
  const [params] = useSearchParams();
  const target = readRecordTarget(params);
  const singleton = view.singleton || vm.entity.singleton;
  const first = useApiQuery<DataPage>(singleton && !target && vm.perms.read ? dataApi.list : null, {
    params: { entity: vm.entity.id }, query: { page: '1', pageSize: '1', fields: vm.entity.key.join(',') }, ignoreCodes: FORBIDDEN_CODES,
  });
  const id = target?.mode === 'edit' ? target.id : first.data?.rows[0]?.id ?? null;
  const record = useApiQuery<DataRecord>(id !== null && vm.perms.read ? dataApi.get : null, {
    params: { entity: vm.entity.id, id: id ?? 0 }, ignoreCodes: [...FORBIDDEN_CODES, 'NOT_FOUND'],
  });
  const loading = (singleton && !target && !first.data && !first.error) || (id !== null && !record.data && !record.error);
  return {
    singleton,
    id,
    record: id !== null && record.data?.row.id === id ? record.data : null,
    error: first.error ?? record.error,
    loading,
    reload: () => { first.reload(); record.reload(); },
  };
}
