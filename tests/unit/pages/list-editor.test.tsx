// @vitest-environment happy-dom
// The list editor's state: editing an item fills the form, a save resets it
// and reloads, a failed save shows under the named field or above the form,
// deleting the edited item cancels the edit, 'save and continue' saves a
// pending item first and goes on only when that worked.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { useListEditor, type ListEditorOptions } from '../../../src/components/list-editor/useListEditor';

interface Item { Id: number; Name: string }
interface V { Name: string }

function setup(over: Partial<ListEditorOptions<Item, V>> = {}) {
  const options: ListEditorOptions<Item, V> = {
    empty: { Name: '' },
    schema: () => yup.object({ Name: yup.string().trim().required('Required') }),
    save: vi.fn().mockResolvedValue(undefined),
    remove: vi.fn().mockResolvedValue(undefined),
    reload: vi.fn(),
    describe: (error) => ({ field: (error as { field?: string }).field, message: 'Failed' }),
    ...over,
  };
  return { options, hook: renderHook(() => useListEditor<Item, V>(options)) };
}

describe('useListEditor', () => {
  it('edits an item, saves it with its id, then resets and reloads', async () => {
    const { options, hook } = setup();
    act(() => hook.result.current.edit({ Id: 7, Name: 'Brand' }, { Name: 'Brand' }));
    expect(hook.result.current.editing).toBe(7);
    expect(hook.result.current.form.values.Name).toBe('Brand');
    await act(async () => { await hook.result.current.form.submitForm(); });
    expect(options.save).toHaveBeenCalledWith({ Name: 'Brand' }, 7);
    expect(options.reload).toHaveBeenCalledTimes(1);
    expect(hook.result.current.editing).toBeNull();
    expect(hook.result.current.form.values.Name).toBe('');
  });

  it('a failed save shows under the named field, or above the form', async () => {
    const { hook } = setup({ save: vi.fn().mockRejectedValueOnce({ field: 'Name' }).mockRejectedValueOnce({}) });
    act(() => { void hook.result.current.form.setFieldValue('Name', 'Region'); });
    await act(async () => { await hook.result.current.form.submitForm(); });
    expect(hook.result.current.form.errors.Name).toBe('Failed');
    expect(hook.result.current.failure).toBeNull();
    await act(async () => { await hook.result.current.form.submitForm(); });
    expect(hook.result.current.failure).toBe('Failed');
  });

  it('deleting the item being edited cancels the edit; a failed delete keeps the list', async () => {
    const { options, hook } = setup();
    act(() => hook.result.current.edit({ Id: 3, Name: 'X' }, { Name: 'X' }));
    await act(async () => { await hook.result.current.remove({ Id: 3, Name: 'X' }); });
    expect(options.remove).toHaveBeenCalledWith({ Id: 3, Name: 'X' });
    expect(hook.result.current.editing).toBeNull();
    expect(hook.result.current.deleting).toBeNull();
    expect(options.reload).toHaveBeenCalledTimes(1);

    const failing = setup({ remove: vi.fn().mockRejectedValue(new Error('down')) });
    await act(async () => { await failing.hook.result.current.remove({ Id: 1, Name: 'Y' }); });
    expect(failing.options.reload).not.toHaveBeenCalled();
  });

  it("'save and continue' saves a pending item first and goes on only when it worked", async () => {
    const next = vi.fn().mockResolvedValue(undefined);
    const { options, hook } = setup();
    // Pending but invalid (empty name): nothing saved, no next.
    await act(async () => { await hook.result.current.saveAndContinue(true, next); });
    expect(options.save).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
    act(() => { void hook.result.current.form.setFieldValue('Name', 'Channel'); });
    await act(async () => { await hook.result.current.saveAndContinue(true, next); });
    expect(options.save).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledTimes(1);
    await act(async () => { await hook.result.current.saveAndContinue(false, next); });
    expect(options.save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(next).toHaveBeenCalledTimes(2));
    expect(hook.result.current.continuing).toBe(false);
  });
});

describe('useListEditor after an edit', () => {
  it('cancelling an edit goes back to an empty add form (not the edited values)', () => {
    const { hook } = setup();
    act(() => hook.result.current.edit({ Id: 2, Name: 'Brand' }, { Name: 'Brand' }));
    act(() => hook.result.current.cancel());
    expect(hook.result.current.editing).toBeNull();
    expect(hook.result.current.form.values.Name).toBe('');
    expect(hook.result.current.form.dirty).toBe(false);
  });
});
